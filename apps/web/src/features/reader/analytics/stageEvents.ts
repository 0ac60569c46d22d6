import type { ReadingTracker } from './tracker';

const TARGET_MAX = 500;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The page of the book (from 1) an element of the stage is on: ReaderPage marks it (not a preview's end card). */
function pageOf(node: Element): { page: number; box: Element } | null {
  const box = node.closest('[data-book-page]');
  const page = Number(box?.getAttribute('data-book-page'));
  return box && Number.isInteger(page) && page >= 1 ? { page, box } : null;
}

/** A media file's address as the book holds it (a path of the site's uploads), the same in every browser. */
const mediaTarget = (media: HTMLMediaElement): string | null => media.getAttribute('src')?.slice(0, TARGET_MAX) || null;

interface Playing {
  page: number;
  kind: 'audio' | 'video';
  target: string;
}

/**
 * Listens to the reader's stage, once for all its pages (the events bubble up to it, or are caught on their way
 * down), rather than in every element: a tap's place on its page, links followed (an address, or `page:12` for
 * a link to a page: LinkRender marks it), flashcards turned, sounds and videos played and how far they got
 * (reported when they stop, or when the tab hides or the book closes with them playing), and players of other
 * sites (YouTube, Vimeo) started, whose progress the reader cannot see. Returns what removes the listeners.
 */
export function listenToStage(stage: HTMLElement, tracker: ReadingTracker): () => void {
  const playing = new Map<HTMLMediaElement, Playing>();

  // A player that reaches its end pauses there (then says it ended): its progress is then 1.
  const report = (media: HTMLMediaElement) => {
    const play = playing.get(media);
    if (!play) return;
    playing.delete(media);
    const progress = Number.isFinite(media.duration) && media.duration > 0 ? clamp01(media.currentTime / media.duration) : 0;
    tracker.record({ type: 'media', ...play, progress });
  };
  const reportAll = () => {
    for (const media of [...playing.keys()]) report(media);
  };

  const onClick = (event: MouseEvent) => {
    const node = event.target instanceof Element ? event.target : null;
    const on = node && pageOf(node);
    if (!node || !on) return;
    // A click from the keyboard (Enter on a link) has no place on the page.
    if (event.detail > 0) {
      const box = on.box.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) tracker.record({ type: 'tap', page: on.page, x: clamp01((event.clientX - box.left) / box.width), y: clamp01((event.clientY - box.top) / box.height) });
    }
    const pageLink = node.closest('[data-link-page]')?.getAttribute('data-link-page');
    const link = node.closest('a[href]');
    if (pageLink) tracker.record({ type: 'link', page: on.page, target: `page:${pageLink}` });
    else if (link instanceof HTMLAnchorElement) tracker.record({ type: 'link', page: on.page, target: link.href.slice(0, TARGET_MAX) });
    if (node.closest('[data-flashcard-turn]')) tracker.record({ type: 'flashcard', page: on.page });
    const player = node.closest('[data-media-play]')?.getAttribute('data-media-play');
    if (player) tracker.record({ type: 'media', page: on.page, kind: 'video', target: player.slice(0, TARGET_MAX), progress: 0 });
  };
  const onPlay = (event: Event) => {
    const media = event.target;
    if (!(media instanceof HTMLMediaElement) || playing.has(media)) return;
    const on = pageOf(media);
    const target = mediaTarget(media);
    if (on && target) playing.set(media, { page: on.page, kind: media instanceof HTMLVideoElement ? 'video' : 'audio', target });
  };
  const onPause = (event: Event) => event.target instanceof HTMLMediaElement && report(event.target);

  // Media events do not bubble: they are caught on their way down.
  const options = { capture: true, passive: true } as const;
  stage.addEventListener('click', onClick, { passive: true });
  stage.addEventListener('play', onPlay, options);
  stage.addEventListener('pause', onPause, options);
  tracker.onLeave(reportAll);
  return () => {
    stage.removeEventListener('click', onClick);
    stage.removeEventListener('play', onPlay, options);
    stage.removeEventListener('pause', onPause, options);
  };
}
