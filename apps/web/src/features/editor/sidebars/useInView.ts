import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen (or near it), so that a long list draws only what can be seen: a
 * 300-page book keeps its thumbnails' elements unmounted until they scroll into view. Without
 * IntersectionObserver (tests) everything counts as visible.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px') {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting), { rootMargin: margin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin]);
  return visible;
}
