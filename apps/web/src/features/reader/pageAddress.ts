import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { viewPages } from './visibleWindow';

/** The page an address names (`?page=12`, counted from 1), or null when it names none or nothing sensible. */
export function pageFromAddress(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/**
 * The page the address should name for the view that starts at `viewStart`, or null when it already names one of
 * the view's pages (?page=12 opens the spread 11–12 and stays 12: the address is not rewritten under the reader).
 */
export function addressPageFor(viewStart: number, pageCount: number, isMobile: boolean, addressPage: number | null): number | null {
  if (addressPage !== null && viewPages(viewStart, pageCount, isMobile).includes(addressPage - 1)) return null;
  return viewStart + 1;
}

/** The address of the reader's other view (flipbook ↔ scroll) at the same page, keeping ?embed=1. */
export function otherViewAddress(view: 'flip' | 'scroll', ebookId: string, embed: boolean, currentPage: number): string {
  const query = new URLSearchParams();
  if (embed) query.set('embed', '1');
  query.set('page', String(currentPage + 1));
  return `/${view === 'flip' ? 'ebooks' : 'flipbooks'}/${encodeURIComponent(ebookId)}?${query}`;
}

/**
 * The page in the reader's address: once the reader's state holds the book (`ready`, opened at the address's page:
 * useBookPages), the address follows the page as the reader turns it, replacing the history entry rather than
 * adding one per page turn.
 */
export function usePageAddress({ ready, currentPage, pageCount, isMobile }: { ready: boolean; currentPage: number; pageCount: number; isMobile: boolean }) {
  const [params, setParams] = useSearchParams();
  const named = pageFromAddress(params.get('page'));
  useEffect(() => {
    if (!ready) return;
    const page = addressPageFor(currentPage, pageCount, isMobile, named);
    if (page === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(page));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [ready, currentPage, pageCount, isMobile, named, setParams]);
}
