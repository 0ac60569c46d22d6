import { and, asc, eq, gte, lt } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { elementText, keepHit, pageSearchHit, RICH_TEXT_DROPPED_TAGS, type BookElement, type BookSearchHit, type BookSearchResult } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { inCurrentFormat } from '../pages/format.ts';
import type { ReadAccess } from './access.ts';
import { readablePagesOf } from './presenter.ts';

/** Pages read per query: a long book is searched in steps, never loaded whole. */
const BATCH = 40;

/** Where one block of rich text ends and the next begins, words must stay apart. */
const BLOCK_END = /<\/(?:p|div|li|blockquote|h[1-6])\s*>|<br\s*\/?>/gi;
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: [...RICH_TEXT_DROPPED_TAGS] };
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words of rich text: sanitize-html keeps the text and escapes the four characters it unescapes here. */
const richTextWords = (html: string) => sanitizeHtml(html.replace(BLOCK_END, ' $&'), TEXT_ONLY).replace(/&(?:amp|lt|gt|quot);/g, (e) => ESCAPED[e] ?? e);

export const PDF_BOOK = 'This book is a PDF: read it through its PDF.';

const wordsOf = (element: BookElement) => elementText(element, richTextWords);

/**
 * GET /api/public/ebooks/{id}/search: the pages this reader may open whose words hold the query, in page
 * order, BATCH pages per query along the (ebook_id, position) index. A PDF book is searched by the reader in
 * the browser, in the PDF it was given (its preview's pages only).
 */
export async function searchBook(db: Db, found: ReadAccess, query: string): Promise<BookSearchResult> {
  const { book } = found;
  if (book.bookType === 'pdf') throw notFound(PDF_BOOK);
  const readable = readablePagesOf(found);
  const hits: BookSearchHit[] = [];
  for (let from = 0; from < readable; from += BATCH) {
    const to = Math.min(readable, from + BATCH);
    const rows = await db
      .select({ id: ebookPages.id, data: ebookPages.data })
      .from(ebookPages)
      .where(and(eq(ebookPages.ebookId, book.id), gte(ebookPages.position, from), lt(ebookPages.position, to)))
      .orderBy(asc(ebookPages.position));
    for (const [offset, page] of inCurrentFormat(rows, book.schemaVersion, from).entries()) {
      if (!keepHit(hits, pageSearchHit(page, from + offset, query, wordsOf))) return { query, hits, more: true, searched_pages: readable };
    }
  }
  return { query, hits, more: false, searched_pages: readable };
}
