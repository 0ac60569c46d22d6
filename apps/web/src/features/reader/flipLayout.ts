import { flipWindow, rangeIndexes, viewPages } from './visibleWindow';

/** A page turn in progress: from the view that started at `from` to the one starting at `to`. */
export interface Turn {
  from: number;
  to: number;
}

interface PlacedPage {
  index: number;
  /** Left offset in page widths (0 or 1); null: mounted but not shown (a neighbour, ready to be turned to). */
  x: 0 | 1 | null;
  /** A turning face: its rotation about the spine, from and to, in degrees. */
  leaf?: { origin: 'left' | 'right'; from: number; to: number };
}

/**
 * Where each mounted page of the flipbook goes, at rest or while a page turns. A turning leaf is two
 * faces: the leaving page rotates away from its side about the spine, the arriving page rotates in from
 * the other side and lands; each face is hidden while it faces away, so together they read as one sheet.
 * Right-to-left books mirror every position and angle.
 */
export function placePages(currentPage: number, pageCount: number, isMobile: boolean, rtl: boolean, turn: Turn | null): PlacedPage[] {
  const shown = new Map<number, PlacedPage>();
  const put = (index: number, placed: Omit<PlacedPage, 'index'>) => {
    if (index >= 0 && index < pageCount) shown.set(index, { index, ...placed });
  };
  // Spread sides: the first page of a spread sits on the reading side's start.
  const startX: 0 | 1 = rtl ? 1 : 0;
  const endX: 0 | 1 = rtl ? 0 : 1;
  // A face on the left rotates positive to lift towards the reader, one on the right negative.
  const lift = (x: 0 | 1) => (x === 0 ? 180 : -180);
  const spineOf = (x: 0 | 1): 'left' | 'right' => (x === 0 ? 'right' : 'left');

  if (turn && isMobile) {
    // One page: the page peels about its bound edge (left, or right in a right-to-left book).
    const origin = rtl ? 'right' : 'left';
    const away = rtl ? 180 : -180;
    if (turn.to > turn.from) {
      put(turn.to, { x: 0 });
      put(turn.from, { x: 0, leaf: { origin, from: 0, to: away } });
    } else {
      put(turn.from, { x: 0 });
      put(turn.to, { x: 0, leaf: { origin, from: away, to: 0 } });
    }
  } else if (turn) {
    const forward = turn.to > turn.from;
    if (forward) {
      put(turn.from, { x: startX });
      put(turn.from + 1, { x: endX, leaf: { origin: spineOf(endX), from: 0, to: lift(endX) } });
      put(turn.to, { x: startX, leaf: { origin: spineOf(startX), from: lift(startX), to: 0 } });
      put(turn.to + 1, { x: endX });
    } else {
      put(turn.to, { x: startX });
      put(turn.from, { x: startX, leaf: { origin: spineOf(startX), from: 0, to: lift(startX) } });
      put(turn.to + 1, { x: endX, leaf: { origin: spineOf(endX), from: lift(endX), to: 0 } });
      put(turn.from + 1, { x: endX });
    }
  } else {
    viewPages(currentPage, pageCount, isMobile).forEach((index, i) => put(index, { x: isMobile ? 0 : i === 0 ? startX : endX }));
  }

  // The neighbours stay mounted, hidden, so that a turn shows them at once (images already loaded).
  for (const index of rangeIndexes(flipWindow(currentPage, pageCount, isMobile))) {
    if (!shown.has(index)) shown.set(index, { index, x: null });
  }
  return [...shown.values()].sort((a, b) => a.index - b.index);
}

/** A turn is animated between neighbouring views only; a jump (gallery, link) shows the new view at once. */
export function turnBetween(from: number, to: number, isMobile: boolean): Turn | null {
  const step = isMobile ? 1 : 2;
  return Math.abs(to - from) === step ? { from, to } : null;
}
