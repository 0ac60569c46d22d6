import { pdfPageId, type BookReading } from '@folio/shared';

/** The card after the last page of a preview: a page of the reader's own, never a page of the book. */
export const PREVIEW_END_ID = 'folio-preview-end';
// Pages of a PDF book in the reader's state: one per PDF page (1-based), so that notes and drawings have an id.
export { pdfPageId } from '@folio/shared';

/**
 * A page as the reader lays it out and pages through it: its id (notes, drawings and links hold on to it)
 * and the name it is shown by. An e-book page's content comes apart, by range, when it is shown (pageContent.ts).
 */
export interface ReaderPageEntry {
  id: string;
  name: string;
}

/**
 * The book's own pages as the reader shows them: the e-book's readable pages under their authors' names, or one
 * per PDF page; `nameOf(n)` names page n when it has no name of its own.
 */
export function bookPages(reading: BookReading, pdfPageCount: number, nameOf: (pageNumber: number) => string): ReaderPageEntry[] {
  if (reading.book.book_type === 'pdf') return Array.from({ length: pdfPageCount }, (_, i) => ({ id: pdfPageId(i + 1), name: nameOf(i + 1) }));
  return reading.page_ids.map((id, i) => ({ id, name: reading.page_names[i] || nameOf(i + 1) }));
}

/** The pages the reader pages through: the book's, and in a preview the end card after them. */
export function readerPages(reading: BookReading, pages: ReaderPageEntry[]): ReaderPageEntry[] {
  return reading.preview ? [...pages, { id: PREVIEW_END_ID, name: '' }] : pages;
}

/** How many pages the whole book has (a preview shows fewer). */
export function totalPagesOf(reading: BookReading, loadedPages: number): number {
  const { book } = reading;
  const declared = book.book_type === 'pdf' ? (book.pdf_page_count ?? 0) : book.page_count;
  return Math.max(declared, loadedPages);
}
