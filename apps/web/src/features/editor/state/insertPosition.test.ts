import { describe, expect, it } from 'vitest';
import { INSERT_CASCADE, insertPosition } from './insertPosition';

const page = { width: 800, height: 1000 };
const size = { width: 200, height: 50 };

describe('where an inserted element lands', () => {
  it('in the middle of the part of the page on screen', () => {
    expect(insertPosition({ x: 0, y: 0, width: 800, height: 1000 }, page, size, [])).toEqual({ x: 300, y: 475 });
    // Scrolled down to the lower half: the middle of what is seen, not of the page.
    expect(insertPosition({ x: 0, y: 600, width: 800, height: 400 }, page, size, [])).toEqual({ x: 300, y: 775 });
  });

  it('cascades: each next insert at the same place goes one step right and down, so none hides another', () => {
    const visible = { x: 0, y: 0, width: 800, height: 1000 };
    const placed: { x: number; y: number }[] = [];
    for (let i = 0; i < 3; i += 1) placed.push(insertPosition(visible, page, size, placed));
    expect(placed).toEqual([
      { x: 300, y: 475 },
      { x: 300 + INSERT_CASCADE, y: 475 + INSERT_CASCADE },
      { x: 300 + 2 * INSERT_CASCADE, y: 475 + 2 * INSERT_CASCADE },
    ]);
  });

  it('wraps back to the first free place when the next step would leave the page', () => {
    // Centred at x 580 with width 200, one step (16) still fits (596 + 200 ≤ 800), the second would not.
    const visible = { x: 580, y: 0, width: 200, height: 100 };
    const first = insertPosition(visible, page, size, []);
    expect(first).toEqual({ x: 580, y: 25 });
    const second = insertPosition(visible, page, size, [first]);
    expect(second).toEqual({ x: 596, y: 41 });
    const third = insertPosition(visible, page, size, [first, second]);
    expect(third).toEqual(first);
    // Freed again: the first place is used again before any other.
    expect(insertPosition(visible, page, size, [second])).toEqual(first);
  });

  it('stays on the page: an element larger than what is seen starts at the page edge', () => {
    expect(insertPosition({ x: 0, y: 0, width: 100, height: 100 }, page, { width: 300, height: 300 }, [])).toEqual({ x: 0, y: 0 });
    expect(insertPosition({ x: 700, y: 950, width: 100, height: 50 }, page, size, [])).toEqual({ x: 600, y: 950 });
  });
});
