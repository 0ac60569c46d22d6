import { asc, eq } from 'drizzle-orm';
import { previewPageCount, type BookPage, type BookReading } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { presentPublicEbook } from '../ebooks/presenter.ts';
import { relatedOf } from '../ebooks/query.ts';
import type { ReadAccess } from './access.ts';

/** The page count a reader works with: the PDF's pages for a PDF book, the stored pages otherwise. */
export const totalPagesOf = (book: ReadAccess['book']) => (book.bookType === 'pdf' ? (book.pdfPageCount ?? 0) : book.pageCount);

/** The guarded PDF route of a book (never the raw upload URL, which would skip the access check). */
export const pdfRouteOf = (id: string) => `/api/public/ebooks/${id}/pdf`;

/** GET /api/public/ebooks/{id}/read: the book, and all its pages or only the preview's (read no further than needed). */
export async function presentReading(db: Db, { book, access }: ReadAccess): Promise<BookReading> {
  const previewPages = previewPageCount(totalPagesOf(book));
  const preview = access === 'preview';
  let pages: BookPage[] = [];
  if (book.bookType === 'ebook') {
    const query = db.select({ data: ebookPages.data }).from(ebookPages).where(eq(ebookPages.ebookId, book.id)).orderBy(asc(ebookPages.position));
    pages = (await (preview ? query.limit(previewPages) : query)).map((r) => r.data);
  }
  return {
    book: presentPublicEbook(book, await relatedOf(db, [book])),
    pages,
    preview,
    preview_pages: previewPages,
    access,
    pdf_url: book.bookType === 'pdf' && book.pdfFile ? pdfRouteOf(book.id) : null,
  };
}
