import { describe, expect, it } from 'vitest';
import { flipWindow, pageAtScroll, pageTop, rangeIndexes, scrollHeight, scrollWindow, viewPages } from './visibleWindow';

describe('visible window', () => {
  it('shows a spread, or one page on mobile, fewer at the end', () => {
    expect(viewPages(2, 10, false)).toEqual([2, 3]);
    expect(viewPages(4, 5, false)).toEqual([4]);
    expect(viewPages(3, 10, true)).toEqual([3]);
  });

  it('mounts the flipbook spread and one spread either side, whatever the size of the book', () => {
    expect(rangeIndexes(flipWindow(0, 500, false))).toEqual([0, 1, 2, 3]);
    expect(rangeIndexes(flipWindow(250, 500, false))).toEqual([248, 249, 250, 251, 252, 253]);
    expect(rangeIndexes(flipWindow(498, 500, false))).toEqual([496, 497, 498, 499]);
    expect(rangeIndexes(flipWindow(7, 500, true))).toEqual([6, 7, 8]);
    expect(rangeIndexes(flipWindow(0, 1, false))).toEqual([0]);
  });

  const layout = { pageHeight: 1000, gap: 20, padding: 40, pageCount: 500 };

  it('lays pages out one under another', () => {
    expect(pageTop(0, layout)).toBe(40);
    expect(pageTop(2, layout)).toBe(40 + 2 * 1020);
    expect(scrollHeight(layout)).toBe(40 + 500 * 1020 - 20 + 40);
    expect(scrollHeight({ ...layout, pageCount: 0 })).toBe(0);
  });

  it('mounts the pages crossing the viewport and one either side', () => {
    expect(scrollWindow(0, 800, layout)).toEqual({ first: 0, last: 1 });
    // Scrolled to page 100's top: pages 100 (and the end of 99's gap) show.
    expect(scrollWindow(pageTop(100, layout), 800, layout)).toEqual({ first: 99, last: 101 });
    expect(scrollWindow(pageTop(100, layout) + 900, 800, layout)).toEqual({ first: 99, last: 102 });
    expect(scrollWindow(10_000_000, 800, layout)).toEqual({ first: 499, last: 499 });
    expect(scrollWindow(0, 800, { ...layout, pageCount: 0 })).toEqual({ first: 0, last: -1 });
  });

  it('knows the page being read from the scroll position', () => {
    expect(pageAtScroll(0, 900, layout)).toBe(0);
    expect(pageAtScroll(pageTop(7, layout), 900, layout)).toBe(7);
    expect(pageAtScroll(pageTop(7, layout) - 400, 900, layout)).toBe(6);
    expect(pageAtScroll(10_000_000, 900, layout)).toBe(499);
  });
});
