/**
 * Loads the browser's number data (ICU) on a thread of its own, from the page's entry, before the app renders. A
 * page's first `Intl.NumberFormat` loads it, once for the whole page: 25–55 ms (100–220 ms at a phone's 4× slower
 * CPU), and the landing page's first render did, in one of its tasks (its steps' numbers, its plans' prices), as
 * does the library's (its prices). Loaded by a worker while the app's code downloads, the app's first format finds
 * it there (under 2 ms).
 */
export function warmUpNumberFormats(language: string) {
  if (typeof Worker === 'undefined') return;
  new Worker(new URL('./numberFormatsWorker.ts', import.meta.url), { type: 'module' }).postMessage(language);
}
