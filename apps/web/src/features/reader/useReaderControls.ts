import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
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

/** Swipe to turn pages (touch or pen or mouse drag); a tap is left to the page (quizzes, cards, links). */
export function useSwipe(opts: { rtl: boolean; next: () => void; previous: () => void; enabled: boolean }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = opts.enabled && event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || !opts.enabled) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    // Swiping to the left brings the next page in a left-to-right book.
    const towardsNext = opts.rtl ? dx > 0 : dx < 0;
    if (towardsNext) opts.next();
    else opts.previous();
  };
  return { onPointerDown, onPointerUp, onPointerCancel: () => (start.current = null) };
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
