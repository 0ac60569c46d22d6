/** A page whose first paint never comes (a tab opened in the background, say) starts all the same after this. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `then` once the page's first contentful paint is on the screen: the browser has reported it (a `paint`
 * entry). Lighthouse estimates a page's first and largest paint from what had started before it saw them paint: an
 * app that starts in the frame after the paint but before the browser reports it has its code counted in them (an
 * estimate of 1.4 or 2.1 s for one page, by the race). Where the browser reports no paints, the next frame's end.
 */
export function afterFirstPaint(then: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && run())
      : undefined;
  if (!observer) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, FIRST_PAINT_WAIT_MS);
}
