import { getEarly } from '../../http/earlyAnswers';
import { libraryQuery, readLibraryState } from './libraryQuery';

/**
 * Asks for the library's books at this address (its search, genre, order and page) and for its genres from the
 * page's entry, before the app's code has loaded: the library's own requests (prefetch.ts, the same addresses and
 * token) take the answers (http/earlyAnswers.ts). On a phone's network the books are then there when the page's
 * code is, instead of being asked for once the app has started.
 */
export function startEarlyLibrary() {
  getEarly('/public/ebooks', { ...libraryQuery(readLibraryState(new URLSearchParams(window.location.search))) });
  getEarly('/public/categories');
}
