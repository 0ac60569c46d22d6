import { describe, expect, it } from 'vitest';
import { INSERT_CASCADE, INSERT_GAP, insertPosition } from './insertPosition';

const page = { width: 800, height: 1000 };
const size = { width: 200, height: 50 };
const whole = { x: 0, y: 0, width: 800, height: 1000 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Inserts `sizes` one after another on the page, as the editor does, and answers their boxes. */
const insertAll = (visible: Box, sizes: { width: number; height: number }[], on: Box[] = []) => {
  const placed = [...on];
  for (const s of sizes) placed.push({ ...insertPosition(visible, page, s, placed), ...s });
  return placed.slice(on.length);
};

describe('where an inserted element lands', () => {
  it('in the middle of the part of the page on screen', () => {
    expect(insertPosition(whole, page, size, [])).toEqual({ x: 300, y: 475 });
    // Scrolled down to the lower half: the middle of what is seen, not of the page.
    expect(insertPosition({ x: 0, y: 600, width: 800, height: 400 }, page, size, [])).toEqual({ x: 300, y: 775 });
  });

  it('in the middle too when what is there lies elsewhere on the page', () => {
    expect(insertPosition(whole, page, size, [{ x: 0, y: 0, width: 200, height: 200 }])).toEqual({ x: 300, y: 475 });
  });

  it('at the free place nearest the middle, one scan step (16 px) from it, when the middle is covered: below first, then above', () => {
    const [first, second, third] = insertAll(whole, [size, size, size]);
    expect(first).toMatchObject({ x: 300, y: 475 });
    // 50 high and 8 apart: the first place below that clears it is four steps (64 px) down, the first above four up.
    expect(second).toMatchObject({ x: 300, y: 475 + 64 });
    expect(third).toMatchObject({ x: 300, y: 475 - 64 });
  });

  it('keeps its distance: a free place covers nothing and leaves the gap to every neighbour', () => {
    const placed = insertAll(whole, Array.from({ length: 12 }, () => size));
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        const grown = { x: a.x - INSERT_GAP, y: a.y - INSERT_GAP, width: a.width + 2 * INSERT_GAP, height: a.height + 2 * INSERT_GAP };
        expect(overlap(grown, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
      }
    }
  });

  it('question after question, then a flashcard deck, on an A4 page seen whole: none covers another while there is room', () => {
    const a4 = { width: 794, height: 1123 };
    const seen = { x: 0, y: 0, ...a4 };
    const choice = { width: 440, height: 240 };
    const trueFalse = { width: 400, height: 200 };
    const deck = { width: 420, height: 300 };
    const placed: Box[] = [];
    for (const s of [choice, trueFalse, deck]) placed.push({ ...insertPosition(seen, a4, s, placed), ...s });
    // The middle, then below it, then above it: none of them is wide enough to go beside another.
    expect(placed.map(({ x, y }) => ({ x, y }))).toEqual([
      { x: 177, y: 442 },
      { x: 197, y: 702 },
      { x: 187, y: 124 },
    ]);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it('stays in the part of the page on screen when it looks for room', () => {
    const visible = { x: 100, y: 300, width: 500, height: 300 };
    const placed = insertAll(visible, [size, size, size, size]);
    for (const box of placed) {
      expect(box.x).toBeGreaterThanOrEqual(visible.x);
      expect(box.y).toBeGreaterThanOrEqual(visible.y);
      expect(box.x + box.width).toBeLessThanOrEqual(visible.x + visible.width);
      expect(box.y + box.height).toBeLessThanOrEqual(visible.y + visible.height);
    }
  });

  it('cascades 16 px right and down from the middle when what is seen has no free place', () => {
    // One large element fills the part seen.
    const filled = [{ x: 0, y: 0, width: 800, height: 1000 }];
    const placed = insertAll(whole, [size, size, size], filled);
    expect(placed.map(({ x, y }) => ({ x, y }))).toEqual([
      { x: 300, y: 475 },
      { x: 300 + INSERT_CASCADE, y: 475 + INSERT_CASCADE },
      { x: 300 + 2 * INSERT_CASCADE, y: 475 + 2 * INSERT_CASCADE },
    ]);
  });

  it('cascading, wraps back to the first free place when the next step would leave the page', () => {
    // Centred at x 580 with width 200, one step (16) still fits (596 + 200 ≤ 800), the second would not.
    const visible = { x: 580, y: 0, width: 200, height: 100 };
    const filled = { x: 0, y: 0, width: 800, height: 1000 };
    const first = insertPosition(visible, page, size, [filled]);
    expect(first).toEqual({ x: 580, y: 25 });
    const second = insertPosition(visible, page, size, [filled, { ...first, ...size }]);
    expect(second).toEqual({ x: 596, y: 41 });
    const third = insertPosition(visible, page, size, [filled, { ...first, ...size }, { ...second, ...size }]);
    expect(third).toEqual(first);
    // Freed again: the first place is used again before any other.
    expect(insertPosition(visible, page, size, [filled, { ...second, ...size }])).toEqual(first);
  });

  it('stays on the page: an element larger than what is seen starts at the page edge', () => {
    expect(insertPosition({ x: 0, y: 0, width: 100, height: 100 }, page, { width: 300, height: 300 }, [])).toEqual({ x: 0, y: 0 });
    expect(insertPosition({ x: 700, y: 950, width: 100, height: 50 }, page, size, [])).toEqual({ x: 600, y: 950 });
  });
});
