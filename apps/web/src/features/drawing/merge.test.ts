import { describe, expect, it } from 'vitest';
import type { BookDrawings, DrawnShape } from '@folio/shared';
import { applyChanges, diffBooks, mergeBook, mergePage, shapeKey } from './merge';

const s = (id: string, x = 0): DrawnShape => ({ id, attrs: { type: 'rectangle', x, y: 0, width: 5, height: 5, stroke: '#000000', strokeWidth: 1 } });
const ids = (shapes: DrawnShape[] | undefined) => (shapes ?? []).map((x) => x.id);

describe('diffBooks', () => {
  it('names the added, changed and removed shapes by page and id, and nothing for unchanged objects', () => {
    const a = s('a');
    const b = s('b');
    const prev: BookDrawings = { p1: [a, b], p2: [s('c')] };
    const next: BookDrawings = { p1: [a, s('b', 9), s('d')], p2: prev.p2! };
    expect(diffBooks(prev, next).sort()).toEqual([shapeKey('p1', 'b'), shapeKey('p1', 'd')].sort());
    expect(diffBooks(prev, { p1: [b] }).sort()).toEqual([shapeKey('p1', 'a'), shapeKey('p2', 'c')].sort());
    expect(diffBooks(prev, prev)).toEqual([]);
  });
});

describe('mergePage', () => {
  it('takes the remote page when nothing is pending (a shape deleted elsewhere goes)', () => {
    expect(ids(mergePage([s('a')], [s('a'), s('gone')], new Set()))).toEqual(['a']);
  });

  it('keeps this tab\'s unsent shapes on top of the remote page and another tab\'s new shapes too', () => {
    const merged = mergePage([s('a'), s('other-tab')], [s('a'), s('mine')], new Set(['mine']));
    expect(ids(merged)).toEqual(['a', 'other-tab', 'mine']);
  });

  it('prefers the local version of a pending changed shape, in the remote place, and drops a pending deletion', () => {
    const merged = mergePage([s('a', 1), s('b', 1), s('c', 1)], [s('b', 7), s('c', 1)], new Set(['a', 'b']));
    expect(merged).toEqual([s('b', 7), s('c', 1)]);
  });
});

describe('mergeBook', () => {
  it('replaces only the pages of a save answer, laying pending changes over them', () => {
    const local: BookDrawings = { p1: [s('a'), s('new')], p2: [s('x')] };
    const next = mergeBook(local, { p1: [s('a'), s('tab2')] }, [shapeKey('p1', 'new')], false);
    expect(ids(next.p1)).toEqual(['a', 'tab2', 'new']);
    expect(next.p2).toBe(local.p2);
  });

  it('with the whole book, drops local pages the remote lacks unless something on them is pending', () => {
    const local: BookDrawings = { p1: [s('a')], p2: [s('draft')], p3: [s('old')] };
    const next = mergeBook(local, { p1: [s('a')] }, [shapeKey('p2', 'draft')], true);
    expect(Object.keys(next).sort()).toEqual(['p1', 'p2']);
    expect(next.p1).toBe(local.p1);
  });
});

describe('applyChanges (the browser keeps the server rules)', () => {
  it('upserts by id, puts new shapes on top, and keeps a deleted id deleted', () => {
    let stored = applyChanges({ pages: {}, deleted: {} }, [
      { page_id: 'p1', id: 'a', attrs: s('a').attrs, position: 0 },
      { page_id: 'p1', id: 'b', attrs: s('b').attrs, position: 1 },
    ]);
    stored = applyChanges(stored, [{ page_id: 'p1', id: 'a', attrs: s('a', 3).attrs, position: 0 }, { page_id: 'p1', id: 'c', attrs: s('c').attrs, position: 0 }]);
    expect(stored.pages.p1).toEqual([s('a', 3), s('b'), s('c')]);
    stored = applyChanges(stored, [{ page_id: 'p1', id: 'b', deleted: true, position: 0 }]);
    stored = applyChanges(stored, [{ page_id: 'p1', id: 'b', attrs: s('b').attrs, position: 1 }]);
    expect(ids(stored.pages.p1)).toEqual(['a', 'c']);
    expect(stored.deleted.p1).toEqual(['b']);
    stored = applyChanges(stored, [{ page_id: 'p1', id: 'a', deleted: true, position: 0 }, { page_id: 'p1', id: 'c', deleted: true, position: 0 }]);
    expect(stored.pages).toEqual({});
  });
});
