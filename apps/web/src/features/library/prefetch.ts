import { store as appStore, type AppStore } from '../../app/store';
import { libraryApi } from './api';
import { libraryQuery, readLibraryState } from './libraryQuery';
import { catalogueLanguage } from './catalogueLanguage';

/**
 * Asks for the library's books at the address the app opens on (its search, genre, order and page), and for the
 * genres of its filter, beside the page's code and texts rather than once the page has rendered: the page's own
 * queries find the answers (OPENING_ANSWER_SECONDS). On the library's own address the page's entry has sent the
 * same requests already (earlyLibrary.ts): these take its answers.
 */
export function prefetchLibrary(search: URLSearchParams, store: AppStore = appStore) {
  const lng = catalogueLanguage();
  store.dispatch(libraryApi.util.prefetch('publicCategories', lng, {}));
  store.dispatch(libraryApi.util.prefetch('publicBooks', libraryQuery(readLibraryState(search), lng), {}));
}
