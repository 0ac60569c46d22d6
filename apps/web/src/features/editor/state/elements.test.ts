import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import {
  addElement,
  copySelected,
  cutSelected,
  deleteSelected,
  editorReducer,
  initialEditorState,
  paste,
  sendToBack,
  sendToFront,
  updateElement,
  updateElements,
} from './editorSlice';
import { el, idsOf, pg, run, spyWarn, stateWith } from './testing';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

describe('editor: initial state (spec §3 Editor state)', () => {
  it('starts with the spec defaults', () => {
    expect(editorReducer(undefined, { type: 'init' })).toEqual({
      pages: [], currentPage: 0, selectedElements: [], showCode: false, copiedElement: null, copiedElements: [],
      selectedTool: 'select', editingElementId: null, showGuide: true, alignTo: 'page', history: { past: [], future: [] }, live: null,
    });
  });
});

describe('editor: adding an element', () => {
  it('creates the page when none exists (Page 1, gutter 50, 2 columns), appends and selects it alone', () => {
    const s = run(initialEditorState, addElement({ type: 'text', html: '<p>Hi</p>' }));
    expect(s.pages).toHaveLength(1);
    expect(s.pages[0]).toMatchObject({ name: 'Page 1', layout: { gutter: 50, columns: 2 }, style: {} });
    expect(s.pages[0]!.id).toEqual(expect.any(String));
    const [added] = s.pages[0]!.elements;
    expect(added).toEqual({ id: expect.any(String), type: 'text', html: '<p>Hi</p>', position: { x: 50, y: 50 }, size: { width: 200, height: 50 }, style: {} });
    expect(s.selectedElements).toEqual([added!.id]);
    expect(s.currentPage).toBe(0);
  });

  it('appends to the current page, on top of the stack, and selects only the new element', () => {
    const start = stateWith({ pages: [pg('p', [el('a')]), pg('q', [el('b')])], currentPage: 1, selectedElements: ['b'], editingElementId: 'b' });
    const s = run(start, addElement({ type: 'shape', shape: 'ellipse', position: { x: 5, y: 6 }, size: { width: 7, height: 8 }, style: { fill: 'red' } }));
    expect(idsOf(s.pages[0])).toEqual(['a']);
    const added = s.pages[1]!.elements[1]!;
    expect(added).toMatchObject({ type: 'shape', shape: 'ellipse', position: { x: 5, y: 6 }, size: { width: 7, height: 8 }, style: { fill: 'red' } });
    expect(s.selectedElements).toEqual([added.id]);
    expect(s.editingElementId).toBeNull();
  });

  it('generates a fresh id in the action creator, ignoring any given id', () => {
    const a = addElement({ type: 'text', id: 'mine' });
    const b = addElement({ type: 'text' });
    expect(a.payload.element.id).not.toBe('mine');
    expect(a.payload.element.id).not.toBe(b.payload.element.id);
    expect(a.payload.element.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('editor: updating an element', () => {
  const start = () => stateWith({
    pages: [pg('p', [el('a', { type: 'quiz', position: { x: 1, y: 2 }, size: { width: 3, height: 4 }, style: { fill: 'red', stroke: 'blue' }, options: [{ id: 'o1' }], question: 'Q' })])],
  });

  it('merges position, size and style and overwrites other fields', () => {
    const s = run(start(), updateElement({ id: 'a', changes: { position: { x: 10 }, size: { height: 40 }, style: { fill: 'green' }, options: [{ id: 'o2' }] } }));
    expect(s.pages[0]!.elements[0]).toEqual({
      id: 'a', type: 'quiz', position: { x: 10, y: 2 }, size: { width: 3, height: 40 }, style: { fill: 'green', stroke: 'blue' }, options: [{ id: 'o2' }], question: 'Q',
    });
  });

  it('removes a style key or field given as undefined', () => {
    const s = run(start(), updateElement({ id: 'a', changes: { style: { stroke: undefined }, question: undefined } }));
    expect(s.pages[0]!.elements[0]!.style).toEqual({ fill: 'red' });
    expect(s.pages[0]!.elements[0]).not.toHaveProperty('question');
  });

  it('never changes the id', () => {
    const s = run(start(), updateElement({ id: 'a', changes: { id: 'b', question: 'R' } }));
    expect(s.pages[0]!.elements[0]).toMatchObject({ id: 'a', question: 'R' });
  });

  it("only warns 'element not found' for an unknown id", () => {
    const before = start();
    const s = run(before, updateElement({ id: 'nope', changes: { question: 'R' } }));
    expect(warnSpy).toHaveBeenCalledWith('element not found', 'nope');
    expect(s.pages).toBe(before.pages);
    expect(s.history.past).toHaveLength(0);
  });

  it('finds elements on other pages too', () => {
    const s = run(stateWith({ pages: [pg('p'), pg('q', [el('b')])] }), updateElement({ id: 'b', changes: { position: { y: 9 } } }));
    expect(s.pages[1]!.elements[0]!.position).toEqual({ x: 50, y: 9 });
  });

  it('updates several elements in one undo step, warning for the unknown ones', () => {
    const s = run(stateWith({ pages: [pg('p', [el('a'), el('b')])] }), updateElements([
      { id: 'a', changes: { position: { x: 1 } } },
      { id: 'b', changes: { position: { x: 2 } } },
      { id: 'zz', changes: { position: { x: 3 } } },
    ]));
    expect(s.pages[0]!.elements.map((e) => e.position.x)).toEqual([1, 2]);
    expect(warnSpy).toHaveBeenCalledWith('element not found', 'zz');
    expect(s.history.past).toHaveLength(1);
  });
});

describe('editor: deleting and cutting', () => {
  const start = () => stateWith({ pages: [pg('p', [el('a'), el('b'), el('c')])], selectedElements: ['a', 'c'], editingElementId: 'a' });

  it('delete removes the selected elements and clears the selection and editing element', () => {
    const s = run(start(), deleteSelected());
    expect(idsOf(s.pages[0])).toEqual(['b']);
    expect(s.selectedElements).toEqual([]);
    expect(s.editingElementId).toBeNull();
    expect(s.copiedElements).toEqual([]);
  });

  it('cut removes them the same way and puts them on the clipboard', () => {
    const s = run(start(), cutSelected());
    expect(idsOf(s.pages[0])).toEqual(['b']);
    expect(s.selectedElements).toEqual([]);
    expect(s.editingElementId).toBeNull();
    expect(s.copiedElements.map((e) => e.id)).toEqual(['a', 'c']);
  });

  it("warns 'current page undefined' without pages", () => {
    run(stateWith({ selectedElements: ['a'] }), deleteSelected());
    expect(warnSpy).toHaveBeenCalledWith('current page undefined');
  });
});

describe('editor: copy and paste', () => {
  const a = el('a', { position: { x: 10, y: 20 }, size: { width: 30, height: 40 }, style: { fill: 'red' } });
  const b = el('b', { position: { x: 100, y: 200 }, size: { width: 30, height: 5 } });

  it('copy of one element fills the single clipboard with a deep copy and empties the multiple one', () => {
    const s = run(stateWith({ pages: [pg('p', [a, b])], selectedElements: ['a'], copiedElements: [b] }), copySelected());
    expect(s.copiedElement).toEqual(a);
    expect(s.copiedElement).not.toBe(a);
    expect(s.copiedElement!.style).not.toBe(a.style);
    expect(s.copiedElements).toEqual([]);
  });

  it('copy of several fills the multiple clipboard (stacking order) and empties the single one', () => {
    const s = run(stateWith({ pages: [pg('p', [a, b])], selectedElements: ['b', 'a'], copiedElement: a }), copySelected());
    expect(s.copiedElement).toBeNull();
    expect(s.copiedElements).toEqual([a, b]);
    expect(s.copiedElements[0]).not.toBe(a);
  });

  it('copy keeps the copy as it was when the original changes later', () => {
    let s = run(stateWith({ pages: [pg('p', [a])], selectedElements: ['a'] }), copySelected());
    s = run(s, updateElement({ id: 'a', changes: { style: { fill: 'blue' } } }));
    expect(s.copiedElement!.style).toEqual({ fill: 'red' });
  });

  it('paste places a copy with a new id below the original (same x, y + height + 10) and selects it', () => {
    const s = run(stateWith({ pages: [pg('p', [a])], copiedElement: a, editingElementId: 'a' }), paste());
    const pasted = s.pages[0]!.elements[1]!;
    expect(pasted).toEqual({ ...a, id: pasted.id, position: { x: 10, y: 70 } });
    expect(pasted.id).not.toBe('a');
    expect(s.selectedElements).toEqual([pasted.id]);
    expect(s.editingElementId).toBeNull();
  });

  it('paste of the multiple clipboard pastes all of them, each below its own original, all selected', () => {
    const s = run(stateWith({ pages: [pg('p', [a, b])], copiedElements: [a, b] }), paste());
    const [pa, pb] = s.pages[0]!.elements.slice(2);
    expect(pa!.position).toEqual({ x: 10, y: 70 });
    expect(pb!.position).toEqual({ x: 100, y: 215 });
    expect(new Set([pa!.id, pb!.id, 'a', 'b']).size).toBe(4);
    expect(s.selectedElements).toEqual([pa!.id, pb!.id]);
  });

  it('pasting twice gives distinct ids each time', () => {
    const s = run(stateWith({ pages: [pg('p')], copiedElements: [a, b] }), paste(), paste());
    expect(new Set(idsOf(s.pages[0])).size).toBe(4);
  });

  it("warns 'nothing to paste' with empty clipboards", () => {
    const start = stateWith({ pages: [pg('p', [a])] });
    const s = run(start, paste());
    expect(warnSpy).toHaveBeenCalledWith('nothing to paste');
    expect(s.pages).toBe(start.pages);
  });

  it("warns 'current page undefined' when pasting without pages", () => {
    run(stateWith({ copiedElement: a }), paste());
    expect(warnSpy).toHaveBeenCalledWith('current page undefined');
  });
});

describe('editor: stacking order', () => {
  const start = () => stateWith({ pages: [pg('p', [el('a'), el('b'), el('c')])] });
  it('send to back moves the element first in its page', () => {
    expect(idsOf(run(start(), sendToBack(['c'])).pages[0])).toEqual(['c', 'a', 'b']);
  });
  it('send to front moves the element last in its page', () => {
    expect(idsOf(run(start(), sendToFront(['a'])).pages[0])).toEqual(['b', 'c', 'a']);
  });
  it("warns 'element not found' for an unknown id", () => {
    run(start(), sendToFront(['zz']));
    expect(warnSpy).toHaveBeenCalledWith('element not found', 'zz');
  });

  const five = () => stateWith({ pages: [pg('p', ['a', 'b', 'c', 'd', 'e'].map((id) => el(id)))] });
  it('moves several elements in one step, keeping their stacking order whatever order they are given in', () => {
    const back = run(five(), sendToBack(['e', 'b', 'd']));
    expect(idsOf(back.pages[0])).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(back.history.past).toHaveLength(1);
    const front = run(five(), sendToFront(['d', 'a', 'b']));
    expect(idsOf(front.pages[0])).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(front.history.past).toHaveLength(1);
  });
  it('is no step when the elements are already at the back or the front', () => {
    const s = five();
    expect(run(s, sendToBack(['b', 'a'])).pages).toBe(s.pages);
    expect(run(s, sendToFront(['e', 'd'])).history.past).toHaveLength(0);
  });
});
