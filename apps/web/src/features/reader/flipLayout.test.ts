import { describe, expect, it } from 'vitest';
import { placePages, turnBetween } from './flipLayout';

const shown = (placed: ReturnType<typeof placePages>) => placed.filter((p) => p.x !== null).map((p) => [p.index, p.x, p.leaf ? `${p.leaf.origin} ${p.leaf.from}→${p.leaf.to}` : '']);

describe('flipbook layout', () => {
  it('at rest shows the spread on its sides and keeps the neighbours mounted, hidden', () => {
    const placed = placePages(2, 10, false, false, null);
    expect(shown(placed)).toEqual([[2, 0, ''], [3, 1, '']]);
    expect(placed.filter((p) => p.x === null).map((p) => p.index)).toEqual([0, 1, 4, 5]);
  });

  it('a right-to-left book puts the first page of the spread on the right', () => {
    expect(shown(placePages(0, 10, false, true, null))).toEqual([[0, 1, ''], [1, 0, '']]);
  });

  it('turning forward lifts the right page over the spine and lands the next page on the left', () => {
    expect(shown(placePages(4, 10, false, false, { from: 2, to: 4 }))).toEqual([
      [2, 0, ''],
      [3, 1, 'left 0→-180'],
      [4, 0, 'right 180→0'],
      [5, 1, ''],
    ]);
  });

  it('turning back lifts the left page and lands the previous page on the right', () => {
    expect(shown(placePages(2, 10, false, false, { from: 4, to: 2 }))).toEqual([
      [2, 0, ''],
      [3, 1, 'left -180→0'],
      [4, 0, 'right 0→180'],
      [5, 1, ''],
    ]);
  });

  it('mirrors the turn in a right-to-left book', () => {
    expect(shown(placePages(2, 10, false, true, { from: 0, to: 2 }))).toEqual([
      [0, 1, ''],
      [1, 0, 'right 0→180'],
      [2, 1, 'left -180→0'],
      [3, 0, ''],
    ]);
  });

  it('in mobile mode one page peels away or back about its bound edge', () => {
    expect(shown(placePages(3, 10, true, false, { from: 2, to: 3 }))).toEqual([[2, 0, 'left 0→-180'], [3, 0, '']]);
    expect(shown(placePages(2, 10, true, false, { from: 3, to: 2 }))).toEqual([[2, 0, 'left -180→0'], [3, 0, '']]);
  });

  it('animates only between neighbouring views', () => {
    expect(turnBetween(2, 4, false)).toEqual({ from: 2, to: 4 });
    expect(turnBetween(2, 8, false)).toBeNull();
    expect(turnBetween(2, 3, true)).toEqual({ from: 2, to: 3 });
    expect(turnBetween(2, 4, true)).toBeNull();
  });
});
