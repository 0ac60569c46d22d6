import { listenToDocument } from '../features/reader/analytics/documentEvents';
import { trackingRefused } from '../features/reader/analytics/privacy';
import { listenToStage } from '../features/reader/analytics/stageEvents';
import { tabSession, tabStorage, takeView } from '../features/reader/analytics/tabMemory';
import { ReadingTracker } from '../features/reader/analytics/tracker';
import { sendBatchTo } from '../features/reader/analytics/transport';

/**
 * The reading script of an exported EPUB (docs/decisions/020-reading-analytics.md): where the reading system runs
 * scripts and is online, a page's reading goes to the site the book was exported from, as the offline flipbook's
 * does — the view (once per ANALYTICS_VIEW_GAP_MINUTES, as `offline`), the time on the page, taps, links, sounds
 * and videos — anonymously, and for a reader who asked not to be tracked, nothing but the view. Each page of the
 * EPUB is a document of its own that loads this script with its book, page and the site's events address:
 * `<script src="epub-reading.js" data-book="…" data-page="3" data-events="https://…/api/public/events">`.
 * Built with the web app (vite.epub.config.ts, mode `reading`) as one classic script.
 */
export function startReading(script: HTMLOrSVGScriptElement | null) {
  const ebookId = script?.getAttribute('data-book');
  const page = Number(script?.getAttribute('data-page'));
  const events = script?.getAttribute('data-events');
  if (!ebookId || !events || !Number.isInteger(page) || page < 1) return;
  const storage = tabStorage();
  const refused = trackingRefused();
  const tracker = new ReadingTracker({ ebookId, session: refused ? null : tabSession(storage), send: (batch) => sendBatchTo(events, batch) });
  // Without storage every page would be a new view: then only the first page counts one.
  if ((storage !== null || page === 1) && takeView(storage, ebookId, Date.now())) tracker.view('offline');
  // The page's document is the page: what the stage's listeners find as its box.
  document.body.setAttribute('data-book-page', String(page));
  listenToDocument(tracker);
  if (!tracker.private) listenToStage(document.body, tracker);
  tracker.showPages([page]);
}

startReading(document.currentScript);
