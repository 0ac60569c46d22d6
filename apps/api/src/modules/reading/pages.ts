import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { PageRange, PageRangeQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import { inCurrentFormat } from '../pages/format.ts';
import type { ReadAccess } from './access.ts';
import { readablePagesOf } from './presenter.ts';

export const BEYOND_PREVIEW = 'This page is not part of the preview. Buy the book to read on.';

/**
 * GET /api/public/ebooks/{id}/pages: up to `count` consecutive pages from index `from`, never past the pages
 * this reader may open (a preview's reader asking beyond it gets 403), and never more than `maxBytes` of page
 * JSON, except that the first page is always sent whatever its size (the book's own size limit bounds it).
 * The sizes come from the `bytes` column, so that only the pages sent are loaded. Both queries walk the
 * (ebook_id, position) index: positions are the pages' indexes (pages/store.ts). A PDF book's pages are its
 * interactive layer's (decision 021), one per PDF page once it was saved: none before, so nothing is answered.
 */
export async function readPageRange(db: Db, found: ReadAccess, { from, count }: PageRangeQuery, maxBytes: number): Promise<PageRange> {
  const { book, access } = found;
  const readable = readablePagesOf(found);
  if (from >= readable) {
    // A page that exists but is withheld is refused; past the end of the book there is simply nothing.
    if (access === 'preview' && from < book.pageCount) throw forbidden(BEYOND_PREVIEW);
    return { from, pages: [], next: null, readable };
  }
  const end = Math.min(readable, from + count);
  const inRange = (last: number) => and(eq(ebookPages.ebookId, book.id), gte(ebookPages.position, from), lt(ebookPages.position, last));

  const sizes = await db.select({ bytes: ebookPages.bytes }).from(ebookPages).where(inRange(end)).orderBy(asc(ebookPages.position));
  let taken = 0;
  let bytes = 0;
  for (const size of sizes) {
    if (taken > 0 && bytes + size.bytes > maxBytes) break;
    bytes += size.bytes;
    taken += 1;
  }
  const rows = taken ? await db.select({ id: ebookPages.id, data: ebookPages.data }).from(ebookPages).where(inRange(from + taken)).orderBy(asc(ebookPages.position)) : [];
  const next = from + rows.length;
  return { from, pages: inCurrentFormat(rows, book.schemaVersion, from), next: next < readable && rows.length > 0 ? next : null, readable };
}
