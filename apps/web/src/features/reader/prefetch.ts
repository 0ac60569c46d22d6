import { store } from '../../app/store';
import { pageHints } from '../../app/pageHints';
import { fetchPageRange, readerApi } from './api';
import { startOpeningPages } from './opening';

/**
 * Asks for the book the app opens on (GET …/read) as soon as the reader's code is asked for, rather than once
 * the reader has rendered: the reader's own query finds the answer (kept a minute). When the server said the
 * book is an e-book, its first view's pages leave at the same time (opening.ts); otherwise they leave the moment
 * the book answers (readerApi's onQueryStarted). On an address the page opened at, the page's entry has sent
 * the same requests already (earlyReading.ts): these take its answers.
 */
export function prefetchReading(id: string | undefined) {
  const hints = pageHints();
  if (id && hints.includes('reader') && !hints.includes('pdf')) startOpeningPages(id, (from, count) => fetchPageRange(store.dispatch, { bookId: id, from, count, anonymous: false }));
  if (id) store.dispatch(readerApi.util.prefetch('bookReading', id, {}));
  // The server knew the book to be a PDF book: pdf.js's worker starts now, beside the request for the book.
  if (hints.includes('pdf')) void import('./pdf/usePdfDocument').then(({ warmUpPdf }) => warmUpPdf());
}
