import { store } from '../../app/store';
import { readerApi } from './api';
import { pageHints } from '../../app/pageHints';

/**
 * Asks for the book the app opens on (GET …/read) as soon as the reader's code is asked for, rather than once
 * the reader has rendered: the reader's own query finds the answer (kept a minute), and the first view's pages
 * leave the moment it arrives (readerApi's onQueryStarted).
 */
export function prefetchReading(id: string | undefined) {
  if (id) store.dispatch(readerApi.util.prefetch('bookReading', id, {}));
  // The server knew the book to be a PDF book: pdf.js's worker starts now, beside the request for the book.
  if (pageHints().includes('pdf')) void import('./pdf/usePdfDocument').then(({ warmUpPdf }) => warmUpPdf());
}
