/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at most on a page that never is; answers the way to
 * cancel it. A browser without requestIdleCallback runs it after `withoutIdleMs` (the timeout unless said).
 */
export function whenIdle(run: () => void, timeoutMs: number, withoutIdleMs = timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(run, withoutIdleMs);
  return () => clearTimeout(timer);
}
