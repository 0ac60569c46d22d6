import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { BookDrawings } from '@folio/shared';
import type { RootState } from '../../app/store';
import { useAppSelector } from '../../app/hooks';
import { getOrCreate } from '../../app/getOrCreate';
import { drawingsKey } from './annotationStorage';
import { localDrawings, serverDrawings } from './backends';
import { setDrawings } from './drawingSlice';
import { DrawingSync } from './drawingSync';

type ReduxStore = ReturnType<typeof useStore<RootState>>;

const EMPTY: BookDrawings = {};

/** One sync per reader and book, shared by every page's layer of that book (counted: the last to go sends what is pending). */
const syncs = new Map<string, { sync: DrawingSync; ebookId: string; local: boolean; users: number }>();

const syncFor = (key: string, ebookId: string, local: boolean) =>
  getOrCreate(syncs, key, () => ({ sync: new DrawingSync(local ? localDrawings(ebookId) : serverDrawings(ebookId)), ebookId, local, users: 0 }));

const bookStore = (store: ReduxStore, ebookId: string) => ({
  read: () => store.getState().drawing.drawings[ebookId] ?? EMPTY,
  write: (drawings: BookDrawings) => void store.dispatch(setDrawings({ ebookId, drawings })),
  subscribe: (listener: () => void) => store.subscribe(listener),
});

function acquire(key: string, ebookId: string, local: boolean, store: ReduxStore) {
  const entry = syncFor(key, ebookId, local);
  entry.users += 1;
  if (entry.users === 1) entry.sync.attach(bookStore(store, ebookId));
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    // Kept (one small object per book read): one still sending keeps retrying on its own.
    entry.sync.detach();
  };
}

if (typeof window !== 'undefined') {
  // Leaving or hiding the page sends what is pending; coming back fetches what other tabs or devices saved.
  window.addEventListener('pagehide', () => syncs.forEach(({ sync }) => void sync.flush()));
  document.addEventListener('visibilitychange', () =>
    syncs.forEach(({ sync, users }) => {
      if (document.visibilityState === 'hidden') void sync.flush();
      else if (users > 0) void sync.reload();
    }),
  );
  // Another tab of a visitor changed the browser's copy.
  window.addEventListener('storage', (event) =>
    syncs.forEach(({ sync, ebookId, local, users }) => {
      if (local && users > 0 && event.key === drawingsKey(ebookId)) void sync.reload();
    }),
  );
}

/**
 * Keeps the book's drawings saved while the calling component is mounted: on the server for a signed-in
 * reader, in this browser for a visitor. Answers the sync (its status and a way to save now).
 */
export function useDrawingSync(ebookId: string) {
  const store = useStore<RootState>();
  const userId = useAppSelector((s) => (s.auth.isAuthenticated ? (s.auth.user?.id ?? 'me') : null));
  const local = userId === null;
  const key = `${userId ?? 'visitor'}:${ebookId}`;
  const sync = useMemo(() => syncFor(key, ebookId, local).sync, [key, ebookId, local]);
  useEffect(() => acquire(key, ebookId, local, store), [key, ebookId, local, store]);
  return sync;
}

export function useSyncStatus(sync: DrawingSync) {
  return useSyncExternalStore(sync.subscribeStatus, sync.getStatus);
}
