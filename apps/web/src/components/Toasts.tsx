import { lazy, Suspense, useEffect, useState } from 'react';

const ToastList = lazy(() => import('./ToastList'));

/** How long a quiet page waits before it loads the toasts' code anyway. */
const IDLE_MS = 3000;

/**
 * Where toasts show. Its code is not part of a page's first load: it loads at the visitor's first touch or key,
 * or after a few quiet seconds. A toast asked for before then waits in react-toastify's own queue and shows
 * as soon as the list is there.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = window.setTimeout(want, IDLE_MS);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, want);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
