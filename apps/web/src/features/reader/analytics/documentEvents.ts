import type { ReadingTracker } from './tracker';

/** What counts as the reader being there: the clocks of the pages stop after READER_IDLE_SECONDS without any. */
const INPUTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Tells the tracker what the document does: the tab hidden or shown (and left), and the reader's input while
 * they are counted. Answers what stops listening. Shared by the site's reader and an exported EPUB's pages.
 */
export function listenToDocument(tracker: ReadingTracker): () => void {
  const onVisibility = () => (document.visibilityState === 'hidden' ? tracker.hide() : tracker.show());
  const onPageHide = () => tracker.hide();
  const onPageShow = () => tracker.show();
  const onInput = () => tracker.input();
  const passive = { capture: true, passive: true } as const;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  if (!tracker.private) for (const type of INPUTS) document.addEventListener(type, onInput, passive);
  if (document.visibilityState === 'hidden') tracker.hide();
  return () => {
    for (const type of INPUTS) document.removeEventListener(type, onInput, passive);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
