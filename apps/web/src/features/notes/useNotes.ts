import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { getOrCreate } from '../../app/getOrCreate';
import { notesKey } from '../drawing/annotationStorage';
import { localNotes, serverNotes } from './notesBackends';
import { NotesStore } from './notesStore';

/** One store per reader and book, shared by every page's layer and the panel. */
const stores = new Map<string, { store: NotesStore; ebookId: string; local: boolean; users: number }>();

const entryFor = (key: string, ebookId: string, local: boolean) =>
  getOrCreate(stores, key, () => ({ store: new NotesStore(local ? localNotes(ebookId) : serverNotes(ebookId)), ebookId, local, users: 0 }));

function acquire(key: string, ebookId: string, local: boolean) {
  const entry = entryFor(key, ebookId, local);
  entry.users += 1;
  if (entry.users === 1) void entry.store.load();
  return () => void (entry.users -= 1);
}

if (typeof window !== 'undefined') {
  // Notes written on another device or tab show when the reader comes back to this one.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    for (const { store, users } of stores.values()) if (users > 0) void store.load();
  });
  window.addEventListener('storage', (event) => {
    for (const { store, ebookId, local, users } of stores.values()) if (local && users > 0 && event.key === notesKey(ebookId)) void store.load();
  });
}

/** The book's notes of the signed-in reader (server) or the visitor (this browser), loaded on first use. */
export function useNotes(ebookId: string) {
  const userId = useAppSelector((s) => (s.auth.isAuthenticated ? (s.auth.user?.id ?? 'me') : null));
  const local = userId === null;
  const key = `${userId ?? 'visitor'}:${ebookId}`;
  const store = useMemo(() => entryFor(key, ebookId, local).store, [key, ebookId, local]);
  useEffect(() => acquire(key, ebookId, local), [key, ebookId, local]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...snapshot, store };
}
