import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { align, ALIGN_MODES, setAlignTarget, type AlignMode } from './editorSlice';
import { ALIGN_NEEDS_PAGE_SIZE, alignedPositions } from './align';
import { el, pg, run, spyWarn, stateWith } from './testing';
import type { EditorState } from './editorState';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

const a = el('a', { position: { x: 10, y: 20 }, size: { width: 100, height: 50 } });
const b = el('b', { position: { x: 300, y: 400 }, size: { width: 200, height: 100 } });
const idle = el('idle', { position: { x: 1, y: 2 } });

const pageSize = { width: 800, height: 1000 };
const start = (over: Partial<EditorState> = {}) => stateWith({ pages: [pg('p', [a, b, idle])], selectedElements: ['a', 'b'], ...over });
const positions = (s: EditorState) => Object.fromEntries(s.pages[0]!.elements.map((e) => [e.id, e.position]));

describe('editor: alignment to the page', () => {
  it.each<[AlignMode, Record<string, { x: number; y: number }>]>([
    ['left', { a: { x: 0, y: 20 }, b: { x: 0, y: 400 } }],
    ['center', { a: { x: 350, y: 20 }, b: { x: 300, y: 400 } }],
    ['right', { a: { x: 700, y: 20 }, b: { x: 600, y: 400 } }],
    ['top', { a: { x: 10, y: 0 }, b: { x: 300, y: 0 } }],
    ['middle', { a: { x: 10, y: 475 }, b: { x: 300, y: 450 } }],
    ['bottom', { a: { x: 10, y: 950 }, b: { x: 300, y: 900 } }],
  ])('%s', (mode, expected) => {
    const s = run(start(), align(mode, pageSize));
    expect(positions(s)).toEqual({ ...expected, idle: { x: 1, y: 2 } });
    expect(s.history.past).toHaveLength(1);
  });

  it('justify spreads the elements evenly over the page width: first at 0, last ending at the width, equal gaps', () => {
    const c = el('c', { position: { x: 150, y: 7 }, size: { width: 100, height: 10 } });
    const s = run(start({ pages: [pg('p', [b, a, c])], selectedElements: ['a', 'b', 'c'] }), align('justify', pageSize));
    // Widths 100 + 100 + 200 leave 400 for 2 gaps of 200, in the left-to-right order a, c, b.
    expect(positions(s)).toEqual({ a: { x: 0, y: 20 }, c: { x: 300, y: 7 }, b: { x: 600, y: 400 } });
  });

  it("reads the page's own size before the book's page size", () => {
    const s = run(start({ pages: [pg('p', [a, b], { size: { width: 400, height: 400 } })] }), align('right', pageSize));
    expect(positions(s)).toEqual({ a: { x: 300, y: 20 }, b: { x: 200, y: 400 } });
  });

  it('needs a known page size for center, right, justify, bottom and middle; left and top work without', () => {
    expect([...ALIGN_NEEDS_PAGE_SIZE].sort()).toEqual(['bottom', 'center', 'justify', 'middle', 'right']);
    for (const mode of ALIGN_MODES) {
      const positions = alignedPositions(mode, [a, b], null);
      if (ALIGN_NEEDS_PAGE_SIZE.has(mode)) expect(positions, mode).toBeNull();
      else expect(positions, mode).not.toBeNull();
    }
  });

  it('needs at least 2 selected elements: with one it changes nothing and records nothing', () => {
    for (const mode of ALIGN_MODES) {
      const before = start({ selectedElements: ['a'] });
      const s = run(before, align(mode, pageSize));
      expect(s).toBe(before);
    }
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('leaves locked elements where they are', () => {
    const locked = el('b', { ...b, style: { locked: true } });
    const s = run(start({ pages: [pg('p', [a, locked])] }), align('left', pageSize));
    expect(positions(s)).toEqual({ a: { x: 0, y: 20 }, b: { x: 300, y: 400 } });
  });

  it("warns 'current page undefined' without pages", () => {
    run(stateWith({ selectedElements: ['a', 'b'] }), align('left', pageSize));
    expect(warnSpy).toHaveBeenCalledWith('current page undefined');
  });
});

describe('editor: alignment to the selection', () => {
  // a spans x 10–110, y 20–70; b spans x 300–500, y 400–500: the selection's box is x 10–500, y 20–500.
  it.each<[AlignMode, Record<string, { x: number; y: number }>]>([
    ['left', { a: { x: 10, y: 20 }, b: { x: 10, y: 400 } }],
    ['center', { a: { x: 205, y: 20 }, b: { x: 155, y: 400 } }],
    ['right', { a: { x: 400, y: 20 }, b: { x: 300, y: 400 } }],
    ['top', { a: { x: 10, y: 20 }, b: { x: 300, y: 20 } }],
    ['middle', { a: { x: 10, y: 235 }, b: { x: 300, y: 210 } }],
    ['bottom', { a: { x: 10, y: 450 }, b: { x: 300, y: 400 } }],
  ])('%s aligns within the bounding box of the selected elements', (mode, expected) => {
    const s = run(start(), setAlignTarget('selection'), align(mode, pageSize));
    expect(positions(s)).toEqual({ ...expected, idle: { x: 1, y: 2 } });
    expect(s.history.past).toHaveLength(1);
  });

  it('justify spreads the elements evenly between the outer edges of the selection', () => {
    const c = el('c', { position: { x: 100, y: 7 }, size: { width: 40, height: 10 } });
    const s = run(start({ pages: [pg('p', [a, b, c])], selectedElements: ['a', 'b', 'c'] }), setAlignTarget('selection'), align('justify', pageSize));
    // The box is 10–500 (490 wide); widths 100 + 40 + 200 leave 150 for 2 gaps of 75.
    expect(positions(s)).toEqual({ a: { x: 10, y: 20 }, c: { x: 185, y: 7 }, b: { x: 300, y: 400 } });
  });

  it('needs no page size', () => {
    const s = run(start(), setAlignTarget('selection'), align('right', null as unknown as { width: number; height: number }));
    expect(positions(s).a).toEqual({ x: 400, y: 20 });
  });

  it('the page stays the default target, and choosing the target is no undo step', () => {
    expect(start().alignTo).toBe('page');
    const s = run(start(), setAlignTarget('selection'));
    expect(s.alignTo).toBe('selection');
    expect(s.history.past).toHaveLength(0);
  });
});
