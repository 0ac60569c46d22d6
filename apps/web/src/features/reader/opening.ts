import type { BookReading, PageRange } from '@folio/shared';
import { firstViewCount, onAPhone } from './firstView';
import { viewPages } from './visibleWindow';

/** A request for the first view's pages that left with the request for the book, or as soon as it answered. */
export interface OpeningPages {
  from: number;
  count: number;
  answer: Promise<PageRange>;
}

/** Keyed by the book's answer itself: the pages belong to that answer, and go when it goes. */
const openingPages = new WeakMap<BookReading, OpeningPages>();

/** The first view's pages asked for before the book answered, by the address's key of the book (id or slug). */
const earlyPages = new Map<string, OpeningPages>();

/**
 * Asks for an e-book's first view of pages at once, beside the request for the book itself rather than after
 * its answer: when the app opens on a reader's address and the server said the book is not a PDF book
 * (prefetch.ts). The book's page count is not known yet, so a spread is asked for (a page on a phone); the server
 * answers fewer pages for a shorter book, or none past a preview. startOpening takes the request when the book
 * answers, or leaves it unused.
 */
export function startOpeningPages(key: string, fetchRange: (from: number, count: number) => Promise<PageRange>) {
  const count = firstViewCount();
  const answer = fetchRange(0, count);
  answer.catch(() => {});
  earlyPages.set(key, { from: 0, count, answer });
}

/**
 * Starts what the first view of a book needs as soon as the book has answered, before the reader's code has
 * drawn anything: an e-book's first view of pages (one page on a phone, a spread elsewhere: its neighbours
 * are asked for when they are mounted), or a PDF book's document (pdf.js, its worker, the file's first
 * ranges and page 1). The reader picks them up when it opens the book (openingPagesOf, usePdfDocument).
 * `key` is the book's key in the request that answered: the first view's pages asked for with it earlier
 * (startOpeningPages) are taken rather than asked for again.
 */
export function startOpening(reading: BookReading, { key, fetchRange, token }: { key: string; fetchRange: (from: number, count: number) => Promise<PageRange>; token: string | null }) {
  const early = earlyPages.get(key);
  earlyPages.delete(key);
  if (reading.book.book_type === 'pdf') {
    if (reading.pdf_url) {
      const url = reading.pdf_url;
      void import('./pdf/usePdfDocument').then(({ openPdfEarly }) => openPdfEarly(url, token));
    }
    return;
  }
  const first = viewPages(0, reading.page_ids.length, onAPhone());
  if (!first.length) return;
  if (early && early.from === first[0] && early.count >= first.length) {
    openingPages.set(reading, early);
    return;
  }
  const answer = fetchRange(first[0]!, first.length);
  // Failures are the page cache's to handle, when it takes the request; until then nobody waits on it.
  answer.catch(() => {});
  openingPages.set(reading, { from: first[0]!, count: first.length, answer });
}

/** The first view's request started for this answer of the book, if any. */
export const openingPagesOf = (reading: BookReading): OpeningPages | undefined => openingPages.get(reading);
