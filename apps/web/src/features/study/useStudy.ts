import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { getOrCreate } from '../../app/getOrCreate';
import { bookmarksKey, highlightsKey, localStudy, serverStudy } from './studyBackends';
import { StudyStore } from './studyStore';

/** One store per reader and book, shared by the toolbar, the highlights on the pages and the panel. */
const stores = new Map<string, { store: StudyStore; ebookId: string; local: boolean; users: number }>();

const entryFor = (key: string, ebookId: string, local: boolean) =>
  getOrCreate(stores, key, () => ({ store: new StudyStore(local ? localStudy(ebookId) : serverStudy(ebookId)), ebookId, local, users: 0 }));

function acquire(key: string, ebookId: string, local: boolean) {
  const entry = entryFor(key, ebookId, local);
  entry.users += 1;
  if (entry.users === 1) void entry.store.load();
  return () => void (entry.users -= 1);
}

if (typeof window !== 'undefined') {
  // Bookmarks and highlights made on another device or tab show when the reader comes back to this one.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    for (const { store, users } of stores.values()) if (users > 0) void store.load();
  });
  window.addEventListener('storage', (event) => {
    for (const { store, ebookId, local, users } of stores.values()) {
      if (local && users > 0 && (event.key === bookmarksKey(ebookId) || event.key === highlightsKey(ebookId))) void store.load();
    }
  });
}

/**
 * The book's bookmarks and highlights of the signed-in reader (server) or of a visitor (this browser, as is a book
 * opened as a visitor's: `anonymous`), loaded on first use.
 */
export function useStudy(ebookId: string, anonymous: boolean) {
  const userId = useAppSelector((s) => (s.auth.isAuthenticated && !anonymous ? (s.auth.user?.id ?? 'me') : null));
  const local = userId === null;
  const key = `${userId ?? 'visitor'}:${ebookId}`;
  const store = useMemo(() => entryFor(key, ebookId, local).store, [key, ebookId, local]);
  useEffect(() => acquire(key, ebookId, local), [key, ebookId, local]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...snapshot, store, local };
}
