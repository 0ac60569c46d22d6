import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from './hooks';
import { getOrCreate } from './getOrCreate';

/** A store of what a reader keeps of a book (notes, bookmarks, highlights): loaded, read and watched as one. */
interface ReaderStore {
  load(): Promise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): object;
}

/**
 * One store per reader and book, shared by everything that shows it (a page's layer, a panel, the toolbar), made by
 * `make` for the signed-in reader (the server) or a visitor (this browser: `local`), and loaded on first use. Kept
 * up to date with other devices and tabs: loaded again when the tab comes back into view, and a visitor's when
 * another tab writes one of its `storageKeys` in this browser.
 */
export function readerStores<Store extends ReaderStore>(make: (ebookId: string, local: boolean) => Store, storageKeys: (ebookId: string) => string[]) {
  const stores = new Map<string, { store: Store; ebookId: string; local: boolean; users: number }>();
  const entryFor = (key: string, ebookId: string, local: boolean) => getOrCreate(stores, key, () => ({ store: make(ebookId, local), ebookId, local, users: 0 }));
  const acquire = (key: string, ebookId: string, local: boolean) => {
    const entry = entryFor(key, ebookId, local);
    entry.users += 1;
    if (entry.users === 1) void entry.store.load();
    return () => void (entry.users -= 1);
  };
  if (typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      for (const { store, users } of stores.values()) if (users > 0) void store.load();
    });
    window.addEventListener('storage', (event) => {
      for (const { store, ebookId, local, users } of stores.values()) if (local && users > 0 && event.key !== null && storageKeys(ebookId).includes(event.key)) void store.load();
    });
  }

  /** The book's store of this reader, or of a visitor (also for a book opened as a visitor's: `anonymous`). */
  return function useReaderStore(ebookId: string, anonymous = false) {
    const userId = useAppSelector((s) => (s.auth.isAuthenticated && !anonymous ? (s.auth.user?.id ?? 'me') : null));
    const local = userId === null;
    const key = `${userId ?? 'visitor'}:${ebookId}`;
    const store = useMemo(() => entryFor(key, ebookId, local).store, [key, ebookId, local]);
    useEffect(() => acquire(key, ebookId, local), [key, ebookId, local]);
    const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot) as ReturnType<Store['getSnapshot']>;
    return { ...snapshot, store, local };
  };
}
