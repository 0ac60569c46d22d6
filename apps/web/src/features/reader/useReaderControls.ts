import { useCallback, useEffect, useRef, useState, type RefObject, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { setWidth } from './readerSlice';

/** The reader follows the window's width (mobile mode below MOBILE_BREAKPOINT). */
export function useWindowWidth() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const update = () => dispatch(setWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [dispatch]);
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null);

/**
 * Arrow keys turn pages (mirrored in a right-to-left book), Page Up/Down too, Home and End go to the first
 * and last pages. Keys typed into a field or a dialog are left alone.
 */
export function useReaderKeys(opts: { rtl: boolean; next: () => void; previous: () => void; first: () => void; last: () => void; enabled: boolean }) {
  const ref = useRef(opts);
  useEffect(() => {
    ref.current = opts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { rtl, next, previous, first, last, enabled } = ref.current;
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const actions: Record<string, (() => void) | undefined> = {
        ArrowRight: rtl ? previous : next,
        ArrowLeft: rtl ? next : previous,
        PageDown: next,
        PageUp: previous,
        Home: first,
        End: last,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A horizontal swipe of at least this many pixels, mostly sideways, turns a page. */
const SWIPE_MIN = 60;
/** A press that moves less than this (screen px) is a click on the page, not a drag that pans it. */
const PAN_MIN = 4;

interface Press {
  pointer: number;
  x: number;
  y: number;
  /** The stage's scroll position when the press began (panning moves it by the pointer's travel). */
  left: number;
  top: number;
  panning: boolean;
  /** A mouse pressed on words: its drag selects them (to highlight them, features/study) rather than turn the page. */
  onWords: boolean;
}

/** What holds a page's words: a text box or a heading of an e-book, a word of a PDF's text layer. */
const WORDS = '[data-element-type="text"], [data-element-type="heading"], .textLayer span';

/**
 * A drag on the page (touch, pen or mouse): while the reader is zoomed in (`zoomed`; `stage` scrolls) it
 * moves the view over the page, as a hand tool does; otherwise a horizontal swipe turns the page. A tap or click
 * is left to the page (quizzes, cards, links), and the click that ends a pan does not reach them.
 */
export function useSwipe(opts: { rtl: boolean; next: () => void; previous: () => void; enabled: boolean; zoomed: boolean; stage: RefObject<HTMLElement | null> }) {
  const press = useRef<Press | null>(null);
  const panned = useRef(false);
  const onPointerDown = (event: ReactPointerEvent) => {
    const usable = opts.enabled && event.isPrimary && !(event.pointerType === 'mouse' && event.button !== 0);
    const onWords = event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest(WORDS) !== null;
    press.current = usable ? { pointer: event.pointerId, x: event.clientX, y: event.clientY, left: opts.stage.current?.scrollLeft ?? 0, top: opts.stage.current?.scrollTop ?? 0, panning: false, onWords } : null;
    panned.current = false;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const from = press.current;
    const stage = opts.zoomed ? opts.stage.current : null;
    if (!from || !stage || event.pointerId !== from.pointer) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (!from.panning && Math.hypot(dx, dy) < PAN_MIN) return;
    if (!from.panning) {
      from.panning = true;
      // The drag goes on past the stage's edge.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    event.preventDefault();
    // Relative to where it began, so that it holds in right-to-left pages too (their scrollLeft runs negative).
    stage.scrollTo({ left: from.left - dx, top: from.top - dy, behavior: 'instant' });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = press.current;
    press.current = null;
    if (!from || !opts.enabled) return;
    if (opts.zoomed) {
      // Zoomed in: a drag pans, it never turns the page.
      panned.current = from.panning;
      return;
    }
    // A mouse dragged from words selects them (to highlight them: features/study), it does not turn the page.
    if (from.onWords && document.getSelection()?.isCollapsed === false) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    // Dragged from elsewhere, it turns the page: what the drag happened to select on its way is not a choice of words.
    if (event.pointerType === 'mouse') document.getSelection()?.removeAllRanges();
    // Swiping to the left brings the next page in a left-to-right book.
    const towardsNext = opts.rtl ? dx > 0 : dx < 0;
    if (towardsNext) opts.next();
    else opts.previous();
  };
  const onClickCapture = (event: ReactMouseEvent) => {
    if (!panned.current) return;
    panned.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => (press.current = null), onClickCapture };
}

/** Full screen for the reader's own element (Fullscreen API); unavailable in frames that do not allow it. */
export function useFullscreen(element: HTMLElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void element?.requestFullscreen?.().catch(() => {});
  }, [element]);
  return { active, toggle, available: typeof document !== 'undefined' && document.fullscreenEnabled === true };
}
