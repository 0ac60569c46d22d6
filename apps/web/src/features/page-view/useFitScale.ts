import { useEffect, useState, type RefObject } from 'react';

/**
 * The largest scale at which a page of the given size fits the element, never above 1 and within a small
 * margin, updated as the element resizes. Without ResizeObserver (old browsers, tests) the page is shown
 * at half size.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, size: { width: number; height: number }, margin = 16) {
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined' || !size.width || !size.height) return;
    const fit = () => {
      const { width, height } = node.getBoundingClientRect();
      const next = Math.min(1, (width - margin * 2) / size.width, (height - margin * 2) / size.height);
      setScale(Math.max(0.1, next));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, size.width, size.height, margin]);
  return scale;
}
