import { and, asc, eq, sql } from 'drizzle-orm';
import { pdfLayerIds, previewPageCount, type BookReading, type Language } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, uploads } from '../../db/schema.ts';
import { keyOfUrl } from '../../lib/storage/index.ts';
import { isPublic } from '../ebooks/policy.ts';
import { presentPublicEbook } from '../ebooks/presenter.ts';
import { relatedOf } from '../ebooks/query.ts';
import type { ReadAccess } from './access.ts';

/** The page count a reader works with: the PDF's pages for a PDF book, the stored pages otherwise. */
export const totalPagesOf = (book: ReadAccess['book']) => (book.bookType === 'pdf' ? (book.pdfPageCount ?? 0) : book.pageCount);

/** How many pages of the book this reader may open: all of them, or the preview's. */
export const readablePagesOf = ({ book, access }: ReadAccess) => (access === 'preview' ? previewPageCount(totalPagesOf(book)) : totalPagesOf(book));

/** The guarded PDF route of a book (never the raw upload URL, which would skip the access check). */
const pdfRouteOf = (id: string) => `/api/public/ebooks/${id}/pdf`;

/** The route of a PDF book's first page drawn (routes.ts), which anyone may fetch for a book anyone may open. */
export const firstPageRouteOf = (id: string) => `/api/public/ebooks/${id}/first-page`;

/**
 * The drawing of a PDF book's first page that its file's processing made (jobs/process-pdf.ts): its key and size,
 * from the file's upload row (by its unique key); null for any other book, or before the drawing is made.
 */
export async function firstPageOf(db: Db, book: ReadAccess['book']) {
  const key = book.bookType === 'pdf' ? keyOfUrl(book.pdfFile) : null;
  if (!key) return null;
  const [row] = await db.select({ key: uploads.thumbKey, width: uploads.width, height: uploads.height }).from(uploads).where(and(eq(uploads.key, key), eq(uploads.kind, 'pdf'))).limit(1);
  return row?.key && row.width && row.height ? { key: row.key, width: row.width, height: row.height } : null;
}

/**
 * GET /api/public/ebooks/{id}/read: the book (its texts in `language` where translated) and the ids of the pages
 * this reader may open, read from the (ebook_id, position) index without touching the pages' content, which comes
 * by range (pages.ts).
 */
export async function presentReading(db: Db, found: ReadAccess, language?: Language): Promise<BookReading> {
  const { book, access } = found;
  const readable = readablePagesOf(found);
  // Offered only where an image, fetched without the reader's token, may have it (presentReading's schema).
  const firstPage = isPublic(book) ? await firstPageOf(db, book) : null;
  const pageIds = book.bookType === 'pdf' ? await pdfLayerPageIds(db, book.id, readable) : await ebookPageIds(db, book.id, readable);
  return {
    book: presentPublicEbook(book, await relatedOf(db, [book], { language }), language),
    page_ids: pageIds.map((r) => r.id),
    page_names: pageIds.map((r) => r.name ?? ''),
    preview: access === 'preview',
    preview_pages: previewPageCount(totalPagesOf(book)),
    access,
    pdf_url: book.bookType === 'pdf' && book.pdfFile ? pdfRouteOf(book.id) : null,
    pdf_first_page: firstPage && { url: firstPageRouteOf(book.id), width: firstPage.width, height: firstPage.height },
  };
}

/** The ids and names of an e-book's first `readable` pages, in order. */
async function ebookPageIds(db: Db, ebookId: string, readable: number): Promise<{ id: string; name: string | null }[]> {
  if (readable <= 0) return [];
  // The page's name only, read out of its JSON in the database: the content itself comes by range.
  return db.select({ id: ebookPages.id, name: sql<string | null>`${ebookPages.data}->>'name'` }).from(ebookPages).where(eq(ebookPages.ebookId, ebookId)).orderBy(asc(ebookPages.position)).limit(readable);
}

/**
 * A PDF book's layer pages (decision 021): their ids when an element was put on one of them, so that the reader
 * fetches them by range like an e-book's; none otherwise, and the reader draws the PDF alone. One row with an
 * element ends the scan.
 */
async function pdfLayerPageIds(db: Db, ebookId: string, readable: number): Promise<{ id: string; name: string | null }[]> {
  if (readable <= 0) return [];
  const [layered] = await db.select({ id: ebookPages.id }).from(ebookPages).where(and(eq(ebookPages.ebookId, ebookId), sql`jsonb_array_length(${ebookPages.data}->'elements') > 0`)).limit(1);
  return layered ? pdfLayerIds(readable).map((id) => ({ id, name: null })) : [];
}
