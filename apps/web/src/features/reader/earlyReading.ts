import { decodedParam, getEarly } from '../../http/earlyAnswers';
import { firstViewCount } from './firstView';

/** A reader's address: a book's flipbook or scrolling view, by id or slug (the server's hints say which is one). */
const READER_ADDRESS = /^\/(?:flipbooks|ebooks)\/([^/]+)$/;

/**
 * Asks for the book a reader's address opens, and an e-book's first view of pages, from the page's entry, before
 * the app's code has loaded: the reader's own requests (prefetch.ts, with the same address and token) take the
 * answers (http/earlyAnswers.ts), so that the book is there when the app is, instead of being asked for once it
 * has started. A PDF book's first view is its file, which pdf.js asks for once the book has answered.
 */
export function startEarlyReading({ pdf }: { pdf: boolean }) {
  const match = READER_ADDRESS.exec(window.location.pathname);
  const key = match && decodedParam(match[1]!);
  if (!key) return;
  const book = `/public/ebooks/${encodeURIComponent(key)}`;
  getEarly(`${book}/read`);
  if (!pdf) getEarly(`${book}/pages?from=0&count=${firstViewCount()}`);
}
