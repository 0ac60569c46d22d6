import { store as appStore, type AppStore } from '../../app/store';
import { ebook } from '../ebooks/api';
import { template } from '../templates/api';
import { documentPages, type DocumentKind } from './api';

/**
 * How long the answers asked for at the start wait for the editor to take them as they are (a guard may send
 * the visitor elsewhere; a slow phone takes a while to load the editor's code).
 */
export const OPENING_ANSWER_SECONDS = 30;
const held = new Map<string, () => void>();
const keyOf = (kind: DocumentKind, id: string) => `${kind}/${id}`;

/**
 * Asks for the document the app opens on in the editor, its basic info and its pages, beside the editor's
 * code, instead of once the app has checked the sign-in and the editor has rendered (a 300-page book's pages
 * left only once the account's refresh had answered, 470 ms after it was asked for). The editor's own queries find the
 * answers. Its pages are kept for nobody once unused (api.ts), so they are held here until the editor has
 * subscribed to them (`releaseOpeningPages`), or for OPENING_ANSWER_SECONDS at most.
 */
export function prefetchDocument(kind: DocumentKind, id: string | undefined, store: AppStore = appStore) {
  if (!id) return;
  if (kind === 'ebook') void store.dispatch(ebook.initiate(id, { subscribe: false }));
  else void store.dispatch(template.initiate(id, { subscribe: false }));
  const key = keyOf(kind, id);
  if (held.has(key)) return;
  const request = store.dispatch(documentPages.initiate({ kind, id, redirectOnAuthError: false }));
  held.set(key, () => request.unsubscribe());
  setTimeout(() => releaseOpeningPages(kind, id), OPENING_ANSWER_SECONDS * 1000);
}

/** The editor holds the pages now (or does not want them): nothing asked for at the start outlives it. */
export function releaseOpeningPages(kind: DocumentKind, id: string) {
  const key = keyOf(kind, id);
  held.get(key)?.();
  held.delete(key);
}
