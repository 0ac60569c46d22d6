import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `children` once its place comes near the screen (or at once when `now`), with a placeholder of
 * `minHeight` until then and while a lazy child loads: a section far down a page, and the code and texts it
 * needs, stay out of the page's first load. The placeholder is off screen when it grows, so nothing visible moves.
 */
export function WhenNear({ children, minHeight, now = false }: { children: ReactNode; minHeight: string; now?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(now);
  useEffect(() => {
    if (near) return;
    const element = place.current;
    if (now || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, now]);
  const placeholder = <div ref={place} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
