import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * In-app links to a section (`/#pricing`) change only the address: the router does not scroll. This scrolls
 * to the section once it is on screen (the page may still be loading its chunk), and to the top when the
 * page itself changes.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (tries++ < 120) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
