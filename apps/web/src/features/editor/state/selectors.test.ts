import { describe, expect, it } from 'vitest';
import { derivedId } from './ids';
import { redo, undo, updateElement } from './editorSlice';
import { selectBookPageSize, selectCanRedo, selectCanUndo, selectCurrentPage, selectElementById, selectPageSize, selectSelectedElements } from './selectors';
import { el, pg, run, stateWith } from './testing';

const editor = stateWith({ pages: [pg('p', [el('a'), el('b'), el('c')], { size: { width: 10, height: 20 } }), pg('q', [el('z')])], selectedElements: ['c', 'a'] });

describe('editor selectors', () => {
  it('current page, selected elements in selection order, one element by id', () => {
    const state = { editor };
    expect(selectCurrentPage(state)?.id).toBe('p');
    expect(selectSelectedElements(state).map((e) => e.id)).toEqual(['c', 'a']);
    expect(selectSelectedElements(state)).toBe(selectSelectedElements(state));
    expect(selectElementById(state, 'b')?.id).toBe('b');
    expect(selectElementById(state, 'z')).toBeUndefined();
    expect(selectCurrentPage({ editor: stateWith() })).toBeUndefined();
  });

  it("page size: the page's own, else the book's (kept by the scale slice)", () => {
    const scale = { size: { width: 1, height: 2 } };
    expect(selectPageSize({ editor, scale })).toEqual({ width: 10, height: 20 });
    expect(selectPageSize({ editor: { ...editor, currentPage: 1 }, scale })).toEqual({ width: 1, height: 2 });
    expect(selectPageSize({ editor: stateWith(), scale })).toEqual({ width: 1, height: 2 });
    expect(selectBookPageSize({ scale })).toBe(scale.size);
  });

  it('can undo after a change, can redo after an undo', () => {
    expect([selectCanUndo({ editor }), selectCanRedo({ editor })]).toEqual([false, false]);
    const moved = run(editor, updateElement({ id: 'a', changes: { position: { x: 1 } } }));
    expect([selectCanUndo({ editor: moved }), selectCanRedo({ editor: moved })]).toEqual([true, false]);
    const undone = run(moved, undo());
    expect([selectCanUndo({ editor: undone }), selectCanRedo({ editor: undone })]).toEqual([false, true]);
    expect(selectCanRedo({ editor: run(undone, redo()) })).toBe(false);
  });
});

describe('derived ids', () => {
  it('are distinct, UUID-shaped and start with the seed itself', () => {
    const seed = '0b7a3a52-45c3-4f6e-9d1e-ffffffffffff';
    const ids = Array.from({ length: 5 }, (_, i) => derivedId(seed, i));
    expect(ids[0]).toBe(seed);
    expect(ids[1]).toBe('0b7a3a52-45c3-4f6e-9d1e-000000000000');
    expect(new Set(ids).size).toBe(5);
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
  });
});
