import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen (or within `margin` of it), so that a long list of page thumbnails draws
 * only what can be seen: a 300-page book keeps its thumbnails' elements unmounted (and, in the reader, its
 * pages unfetched) until they scroll near. `root` is the scrolling list when it is not the window's
 * (margins apply to the root only). Without IntersectionObserver (tests) everything counts as visible.
 */
export function useInView(ref: RefObject<Element | null>, { root = null, margin = '200px' }: { root?: Element | null; margin?: string } = {}) {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    // Entries queued for one element come oldest first: the last says where it is now.
    const observer = new IntersectionObserver((entries) => setVisible(!!entries.at(-1)?.isIntersecting), { root, rootMargin: margin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, root, margin]);
  return visible;
}
