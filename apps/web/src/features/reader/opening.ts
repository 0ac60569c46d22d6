import type { BookReading, PageRange } from '@folio/shared';
import { MOBILE_BREAKPOINT } from './readerSlice';
import { viewPages } from './visibleWindow';

/** A request for the first view's pages that left as soon as the book answered. */
export interface OpeningPages {
  from: number;
  count: number;
  answer: Promise<PageRange>;
}

/** Keyed by the book's answer itself: the pages belong to that answer, and go when it goes. */
const openingPages = new WeakMap<BookReading, OpeningPages>();

/**
 * Starts what the first view of a book needs as soon as the book has answered, before the reader's code has
 * drawn anything: an e-book's first view of pages (one page on a phone, a spread elsewhere: its neighbours
 * are asked for when they are mounted), or a PDF book's document (pdf.js, its worker, the file's first
 * ranges and page 1). The reader picks them up when it opens the book (openingPagesOf, usePdfDocument).
 */
export function startOpening(reading: BookReading, { fetchRange, token }: { fetchRange: (from: number, count: number) => Promise<PageRange>; token: string | null }) {
  if (reading.book.book_type === 'pdf') {
    if (reading.pdf_url) {
      const url = reading.pdf_url;
      void import('./pdf/usePdfDocument').then(({ openPdfEarly }) => openPdfEarly(url, token));
    }
    return;
  }
  const first = viewPages(0, reading.page_ids.length, typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT);
  if (!first.length) return;
  const answer = fetchRange(first[0]!, first.length);
  // Failures are the page cache's to handle, when it takes the request; until then nobody waits on it.
  answer.catch(() => {});
  openingPages.set(reading, { from: first[0]!, count: first.length, answer });
}

/** The first view's request started for this answer of the book, if any. */
export const openingPagesOf = (reading: BookReading): OpeningPages | undefined => openingPages.get(reading);
