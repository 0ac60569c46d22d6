import { getEarly, peekEarly } from '../../http/earlyAnswers';
import { detectedLanguage } from '../../app/detectedLanguage';
import { FIRST_COVERS, libraryQuery, readLibraryState } from './libraryQuery';

/**
 * Asks for the library's books at this address (its search, genre, order and page) and for its genres from the
 * page's entry, before the app's code has loaded: the library's own requests (prefetch.ts, the same addresses and
 * token) take the answers (http/earlyAnswers.ts). On a phone's network the books are then there when the page's
 * code is, instead of being asked for once the app has started.
 */
export function startEarlyLibrary() {
  const lng = detectedLanguage();
  const books = getEarly('/public/ebooks', { ...libraryQuery(readLibraryState(new URLSearchParams(window.location.search)), lng) });
  getEarly('/public/categories', { lng });
  // The first covers are the page's largest paint. Asked for once the books are known, they are here when the
  // cards render, instead of being asked for by the cards' pictures: on a phone, about a second later.
  void peekEarly<{ data?: { cover_image?: string | null }[] }>(books)
    .then((answer) => preloadCovers((answer?.data ?? []).slice(0, FIRST_COVERS).map((book) => book.cover_image)))
    .catch(() => {}); // the library shows its own failure
}

function preloadCovers(covers: (string | null | undefined)[]) {
  for (const cover of covers) {
    if (!cover) continue;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: cover, fetchpriority: 'high' })) link.setAttribute(name, value);
    document.head.append(link);
  }
}
