import { ACCEPT_JSON, API_BASE, sendEarly } from '../../http/earlyAnswers';
import { firstViewCount } from './firstView';

/** A reader's address: a book's flipbook or scrolling view, by id or slug (the server's hints say which is one). */
const READER_ADDRESS = /^\/(?:flipbooks|ebooks)\/([^/]+)$/;

/** The session's token as the app reads it from its cookie (features/auth/authCookies.ts), or none. */
function sessionToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith('token='));
  if (!cookie) return undefined;
  try {
    return decodeURIComponent(cookie.slice('token='.length)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the book a reader's address opens, and an e-book's first view of pages, from the page's entry, before
 * the app's code has loaded: the reader's own requests (prefetch.ts, with the same address and token) take the
 * answers (http/earlyAnswers.ts), so that the book is there when the app is, instead of being asked for once it
 * has started. A PDF book's first view is its file, which pdf.js asks for once the book has answered.
 */
export function startEarlyReading({ pdf }: { pdf: boolean }) {
  const match = READER_ADDRESS.exec(window.location.pathname);
  if (!match) return;
  let key: string;
  try {
    key = decodeURIComponent(match[1]!);
  } catch {
    return;
  }
  const token = sessionToken();
  const headers: Record<string, string> = { Accept: ACCEPT_JSON, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const book = `${API_BASE}/public/ebooks/${encodeURIComponent(key)}`;
  sendEarly(`${book}/read`, headers);
  if (!pdf) sendEarly(`${book}/pages?from=0&count=${firstViewCount()}`, headers);
}
