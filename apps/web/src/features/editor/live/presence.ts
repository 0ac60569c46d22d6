import { createContext, useContext, useEffect, useState } from 'react';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { setScale } from '../../scale/scaleSlice';
import { switchPage } from '../state/editorSlice';
import { currentView, showView, watchCanvasScroll, type View } from './followView';
import type { LiveSession } from './session';

/** Someone else with the book open (their connection: one person in two tabs is two). */
interface Peer {
  clientId: number;
  id: string;
  name: string;
  color: string;
  /** The page they are on, what they have selected on it, and where they look (zoom and the point in the middle). */
  pageId: string | null;
  selection: string[];
  view: View | null;
}

/**
 * What each editor tells the others (Yjs awareness: not part of the document, gone when they leave). The server
 * replaces `user` with the account signed in on the connection (modules/live/presence.ts): a name is never a
 * browser's own word.
 */
interface Presence {
  user: { id: string; name: string };
  pageId: string | null;
  selection: string[];
  view: View | null;
}

// Dark enough for white text and for a 2 px outline on a white page (WCAG AA against white).
const COLORS = ['#b91c1c', '#1d4ed8', '#047857', '#7e22ce', '#c2410c', '#0e7490', '#be185d', '#4d7c0f'];

/** A person's colour: the same for them in every browser. */
function colorOf(id: string) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

export interface LivePresence {
  peers: Peer[];
  following: number | null;
  follow: (clientId: number | null) => void;
}

export const PresenceContext = createContext<LivePresence>({ peers: [], following: null, follow: () => {} });
export const usePresence = () => useContext(PresenceContext);

function isPresence(value: unknown): value is Presence {
  const p = value as Presence | undefined;
  return typeof p?.user?.id === 'string' && typeof p.user.name === 'string' && Array.isArray(p.selection);
}

/**
 * Presence on a live book: tells the others who this person is, which page they are on and what they selected, and
 * gathers the same of everyone else. Following someone turns this editor to the page they turn to.
 */
export function useLivePresence(session: LiveSession | null): LivePresence {
  const store = useAppStore();
  const user = useAppSelector((s) => s.auth.user);
  const pageId = useAppSelector((s) => s.editor.pages[s.editor.currentPage]?.id ?? null);
  const selection = useAppSelector((s) => s.editor.selectedElements);
  const [peers, setPeers] = useState<Peer[]>([]);
  const zoom = useAppSelector((s) => s.scale.scale);
  const [following, follow] = useState<number | null>(null);

  useEffect(() => {
    if (!session || !user) return;
    const tell = () => session.provider.setAwarenessField('presence', { user: { id: user.id, name: user.name }, pageId, selection, view: currentView(zoom) } satisfies Presence);
    tell();
    // Where one looks changes with every scroll of the canvas: told at most once a frame.
    return watchCanvasScroll(tell);
  }, [session, user, pageId, selection, zoom]);

  useEffect(() => {
    const awareness = session?.provider.awareness;
    if (!awareness) return;
    const gather = () => {
      const others: Peer[] = [];
      for (const [clientId, state] of awareness.getStates()) {
        const presence = (state as { presence?: unknown }).presence;
        if (clientId === awareness.clientID || !isPresence(presence)) continue;
        others.push({ clientId, id: presence.user.id, name: presence.user.name, color: colorOf(presence.user.id), pageId: presence.pageId, selection: presence.selection.filter((id) => typeof id === 'string'), view: presence.view ?? null });
      }
      setPeers(others);
    };
    gather();
    awareness.on('change', gather);
    return () => awareness.off('change', gather);
  }, [session]);

  // Following: this editor shows what the followed person looks at: their page, their zoom, and the same point of
  // the page in the middle of the canvas. Someone who left is followed no more.
  const followed = peers.find((peer) => peer.clientId === following);
  const followedPage = followed?.pageId ?? null;
  const { zoom: followedZoom, x: followedX, y: followedY } = followed?.view ?? {};
  useEffect(() => {
    if (followedPage === null) return;
    const index = store.getState().editor.pages.findIndex((page) => page.id === followedPage);
    if (index >= 0 && index !== store.getState().editor.currentPage) store.dispatch(switchPage(index));
    if (followedZoom === undefined || followedX === undefined || followedY === undefined) return;
    if (store.getState().scale.scale !== followedZoom) store.dispatch(setScale(followedZoom));
    // After the page and the zoom are drawn.
    const frame = requestAnimationFrame(() => showView({ zoom: followedZoom, x: followedX, y: followedY }));
    return () => cancelAnimationFrame(frame);
  }, [followedPage, followedZoom, followedX, followedY, store]);

  return { peers, following: followed ? following : null, follow };
}
