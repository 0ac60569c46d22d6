import { PAGE_LAYOUT_DEFAULTS, type BookPage, type BookReading } from '@folio/shared';

/** The card after the last page of a preview: a page of the reader's own, never a page of the book. */
export const PREVIEW_END_ID = 'folio-preview-end';
/** Pages of a PDF book in the reader's state: one per PDF page (1-based), so that notes and drawings have an id. */
export const pdfPageId = (pageNumber: number) => `pdf-page-${pageNumber}`;

const blankPage = (id: string, name: string): BookPage => ({ id, name, elements: [], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} });

/** The book's own pages as the reader shows them: the e-book's pages, or one per PDF page. */
export function bookPages(reading: BookReading, pdfPageCount: number): BookPage[] {
  if (reading.book.book_type !== 'pdf') return reading.pages;
  return Array.from({ length: pdfPageCount }, (_, i) => blankPage(pdfPageId(i + 1), `Page ${i + 1}`));
}

/** The pages the reader pages through: the book's, and in a preview the end card after them. */
export function readerPages(reading: BookReading, pages: BookPage[]): BookPage[] {
  return reading.preview ? [...pages, blankPage(PREVIEW_END_ID, '')] : pages;
}

/** How many pages the whole book has (a preview shows fewer). */
export function totalPagesOf(reading: BookReading, loadedPages: number): number {
  const { book } = reading;
  const declared = book.book_type === 'pdf' ? (book.pdf_page_count ?? 0) : book.page_count;
  return Math.max(declared, loadedPages);
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/** Arabic books, and every book read in the Arabic interface, turn their pages right to left. */
export function turnsRightToLeft(title: string, interfaceDir: 'ltr' | 'rtl'): boolean {
  return interfaceDir === 'rtl' || ARABIC_SCRIPT.test(title);
}
