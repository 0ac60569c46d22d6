/**
 * Which pages the reader mounts. Whatever the size of the book, only the pages on screen and their
 * neighbours are in the DOM (PDF canvases included): a 500-page book costs what a 6-page one does.
 */

export interface PageRange {
  /** First mounted page index (inclusive). */
  first: number;
  /** Last mounted page index (inclusive); below `first` when nothing is mounted. */
  last: number;
}

export const rangeIndexes = ({ first, last }: PageRange) => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);

/** The pages shown at `currentPage`: a spread of two, or one page in mobile mode; fewer at the end of the book. */
export function viewPages(currentPage: number, pageCount: number, isMobile: boolean): number[] {
  const size = isMobile ? 1 : 2;
  return rangeIndexes({ first: currentPage, last: Math.min(pageCount - 1, currentPage + size - 1) });
}

/** Flipbook: the shown view and one view either side (the pages a page turn reveals). */
export function flipWindow(currentPage: number, pageCount: number, isMobile: boolean): PageRange {
  const size = isMobile ? 1 : 2;
  return { first: Math.max(0, currentPage - size), last: Math.min(pageCount - 1, currentPage + size * 2 - 1) };
}

/** Geometry of the scrolled view: pages of one height, one under another, with a gap and padding above. */
export interface ScrollLayout {
  pageHeight: number;
  gap: number;
  padding: number;
  pageCount: number;
}

export const pageTop = (index: number, l: ScrollLayout) => l.padding + index * (l.pageHeight + l.gap);
export const scrollHeight = (l: ScrollLayout) => (l.pageCount > 0 ? pageTop(l.pageCount, l) - l.gap + l.padding : 0);

/** Scrolled view: the pages crossing the viewport, plus `overscan` pages before and after. */
export function scrollWindow(scrollTop: number, viewportHeight: number, l: ScrollLayout, overscan = 1): PageRange {
  if (l.pageCount <= 0 || l.pageHeight <= 0) return { first: 0, last: -1 };
  const stride = l.pageHeight + l.gap;
  const firstVisible = Math.floor((scrollTop - l.padding + l.gap) / stride);
  const lastVisible = Math.floor((scrollTop + viewportHeight - l.padding) / stride);
  return {
    first: Math.max(0, Math.min(l.pageCount - 1, firstVisible - overscan)),
    last: Math.max(0, Math.min(l.pageCount - 1, lastVisible + overscan)),
  };
}

/** The page being read in the scrolled view: the one under a line a third of the way down the viewport. */
export function pageAtScroll(scrollTop: number, viewportHeight: number, l: ScrollLayout): number {
  if (l.pageCount <= 0) return 0;
  const line = scrollTop + viewportHeight / 3 - l.padding;
  return Math.max(0, Math.min(l.pageCount - 1, Math.floor(line / (l.pageHeight + l.gap))));
}
