import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { PREVIEW_END_ID } from '../readerBook';
import { useReader } from '../useReader';
import { viewPages } from '../visibleWindow';
import { listenToDocument } from './documentEvents';
import { trackingRefused } from './privacy';
import { currentViewSource } from './source';
import { listenToStage } from './stageEvents';
import { tabSession, tabStorage, takeView } from './tabMemory';
import { ReadingTracker } from './tracker';
import { sendBatch, sendBatchTo } from './transport';

/**
 * Reading analytics of the open book (tracker.ts): its view, the time on each page in view, and what is done on
 * the stage (stageEvents.ts), with zooming and read-aloud. Used once, by the reader (both views, PDF books,
 * previews and embeds, and the offline flipbook while its browser is online). A signed-in reader is counted by
 * their account (`token`), a visitor by the tab's random id; a reader who asked not to be tracked by nothing but an
 * anonymous view. Returns what notes a search of the book.
 */
export function useReadingAnalytics({ ebookId, token, enabled, offlineEventsUrl, stage, zoom }: {
  ebookId: string;
  /** The signed-in reader's token, or null for a visitor. */
  token: string | null;
  enabled: boolean;
  /**
   * The offline flipbook's: the absolute address of the events route of the site it was exported from. Its reading
   * goes there as a visitor's (transport.ts), and its views count as `offline`.
   */
  offlineEventsUrl?: string;
  stage: RefObject<HTMLElement | null>;
  /** The reader's zoom (1: the page fits). */
  zoom: number;
}): (words: string) => void {
  const tracker = useRef<ReadingTracker | null>(null);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    if (!enabled) return;
    const refused = trackingRefused();
    const storage = tabStorage();
    const current = new ReadingTracker({
      ebookId,
      session: refused ? null : tabSession(storage),
      // Not tracked, the view goes as a visitor's: nothing ties it to an account.
      send: offlineEventsUrl ? (batch) => sendBatchTo(offlineEventsUrl, batch) : (batch) => sendBatch(batch, refused ? null : tokenRef.current),
    });
    tracker.current = current;
    if (takeView(storage, ebookId, Date.now())) {
      const { source, site } = offlineEventsUrl ? { source: 'offline' as const } : currentViewSource();
      current.view(source, site);
    }
    const unlistenDocument = listenToDocument(current);
    const node = stage.current;
    const unlistenStage = node && !current.private ? listenToStage(node, current) : () => {};
    return () => {
      unlistenStage();
      unlistenDocument();
      current.stop();
      tracker.current = null;
    };
    // The stage is there from the reader's first render on (its element is the same while the book is open).
  }, [enabled, ebookId, offlineEventsUrl, stage]);

  // The pages in view, from 1, as one key: the effect runs when they change, not on every render.
  const shown = useReader((r) =>
    viewPages(r.currentPage, r.ebookData.pages.length, r.isMobile)
      .filter((index) => r.ebookData.pages[index]?.id !== PREVIEW_END_ID)
      .map((index) => index + 1)
      .join(','),
  );
  useEffect(() => {
    tracker.current?.showPages(shown ? shown.split(',').map(Number) : []);
  }, [shown, enabled, ebookId]);

  const currentPage = useReader((r) => r.currentPage) + 1;
  const pageRef = useRef(currentPage);
  useEffect(() => {
    pageRef.current = currentPage;
  }, [currentPage]);

  // Zooming, from the level the book opened at.
  const zoomed = useRef(zoom);
  useEffect(() => {
    if (zoom === zoomed.current) return;
    zoomed.current = zoom;
    tracker.current?.record({ type: 'zoom', page: pageRef.current, level: Math.min(10, Math.max(0.1, zoom)) });
  }, [zoom]);

  // Read-aloud, each time it is turned on.
  const readingAloud = useReader((r) => r.isTextToSpeechEnabled);
  useEffect(() => {
    if (readingAloud) tracker.current?.record({ type: 'read_aloud', page: pageRef.current });
  }, [readingAloud]);

  return useCallback((words: string) => {
    const trimmed = words.trim().slice(0, 100);
    if (trimmed) tracker.current?.record({ type: 'search', words: trimmed });
  }, []);
}
