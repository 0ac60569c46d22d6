/**
 * A screen's code that no longer loads: the site was rebuilt or redeployed while this tab was open, so the
 * chunk names it knows are gone (the server answers 404). Only a reload, which fetches the new index.html,
 * brings the new names.
 */

// Vite reports the failed preloads of a lazy screen (its chunk, its shared chunks, its stylesheet) with this
// event before the import rejects; its `payload` is the error the screen's error boundary then receives.
const fromPreloads = new WeakSet<object>();

/** Remembers the failures that Vite reports, so that `isStaleBuildError` knows them in every browser. */
export function watchPreloadErrors(target: Window) {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (payload && typeof payload === 'object') fromPreloads.add(payload);
  });
}

// What each engine says when a module script cannot be fetched: Chromium, Firefox, Safari; and Vite's own text
// for a stylesheet.
const FAILED_MODULE_LOAD = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the error is a screen's code or stylesheet that could not be loaded. */
export const isStaleBuildError = (error: unknown) =>
  (typeof error === 'object' && error !== null && fromPreloads.has(error)) || (error instanceof Error && FAILED_MODULE_LOAD.test(error.message));
