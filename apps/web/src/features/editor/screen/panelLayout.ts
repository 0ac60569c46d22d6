import { useSyncExternalStore } from 'react';

/**
 * Where the editor's side panels go: 'beside' the canvas on a wide window, or 'over' it (tablets and phones),
 * as drawers one at a time, so that they never squeeze the page out of view. Tailwind's `xl`, 1280 px.
 */
export type PanelLayout = 'beside' | 'over';
const BESIDE = '(min-width: 80rem)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(BESIDE) : null);
const subscribe = (onChange: () => void) => {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
};
// Without media queries (tests in jsdom, the server), the wide layout.
const current = (): PanelLayout => (query()?.matches ?? true ? 'beside' : 'over');

/** The panel layout for the window's width now, following it as the window is resized or turned. */
export function usePanelLayout(): PanelLayout {
  return useSyncExternalStore(subscribe, current, () => 'beside');
}
