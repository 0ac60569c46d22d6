import { useLayoutEffect } from 'react';

/**
 * The landing page's first screen comes pre-rendered in the HTML (`#landing-shell`, put there by the server from
 * the build's `landing-shell/<language>.html`) while the app, in a hidden `#root`, loads. The app takes its place
 * in one frame, once its first screen has rendered: nothing moves on the page (no layout shift) and no spinner
 * shows between the two. Called again, or without a shell, it does nothing.
 */
export function handOverFromShell() {
  document.getElementById('landing-shell')?.remove();
  const root = document.getElementById('root');
  if (root?.hidden) root.hidden = false;
}

/** Hands over from the pre-rendered first screen when it commits: render it with (inside the Suspense of) a screen. */
export function ShellHandOver() {
  useLayoutEffect(handOverFromShell, []);
  return null;
}
