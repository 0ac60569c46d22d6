import { describe, expect, it } from 'vitest';
import type { DrawnShape } from '@folio/shared';
import { noteDrawnOn, shapeFromDrag, undoTarget } from './geometry';

const s: DrawnShape = { id: 'x', attrs: { type: 'brush', points: [0, 0, 1, 1], stroke: '#FFFF00', strokeWidth: 5 } };

describe('shapeFromDrag', () => {
  it('makes a box from any drag direction and two points for lines and arrows', () => {
    expect(shapeFromDrag('rectangle', { x: 50, y: 40 }, { x: 10.04, y: 60 }, '#FF0000', 3)).toEqual({ type: 'rectangle', x: 10, y: 40, width: 40, height: 20, stroke: '#FF0000', strokeWidth: 3 });
    expect(shapeFromDrag('arrow', { x: 1, y: 2 }, { x: 3.33, y: 4 }, '#000000', 2)).toEqual({ type: 'arrow', points: [1, 2, 3.3, 4], stroke: '#000000', strokeWidth: 2 });
  });
});

describe('undoTarget', () => {
  it('is the visible page drawn on last, else the first visible page with shapes', () => {
    const drawings = { left: [s], right: [s], far: [s] };
    expect(undoTarget('u1', ['left', 'right'], drawings)).toBe('left');
    noteDrawnOn('u1', 'right');
    noteDrawnOn('u1', 'far');
    expect(undoTarget('u1', ['left', 'right'], drawings)).toBe('right');
    expect(undoTarget('u1', ['left', 'right'], { left: [s], right: [] })).toBe('left');
    expect(undoTarget('u1', ['left', 'right'], {})).toBeNull();
  });
});
