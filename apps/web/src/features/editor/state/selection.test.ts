import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import {
  clearSelection,
  selectElements,
  setEditingElement,
  setSelectedTool,
  toggleCode,
  toggleElementSelection,
  toggleGuide,
} from './editorSlice';
import { el, pg, run, spyWarn, stateWith } from './testing';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

const start = () => stateWith({ pages: [pg('p', [el('a'), el('b'), el('c')]), pg('q', [el('z')])] });

describe('editor: selection', () => {
  it('selects the given ids of the current page, once each, leaving unknown ones out', () => {
    expect(run(start(), selectElements(['b', 'a', 'b', 'z'])).selectedElements).toEqual(['b', 'a']);
  });

  it('ends editing when the editing element is no longer selected', () => {
    const s = run(stateWith({ ...start(), selectedElements: ['a'], editingElementId: 'a' }), selectElements(['b']));
    expect(s.editingElementId).toBeNull();
    const kept = run(stateWith({ ...start(), selectedElements: ['a'], editingElementId: 'a' }), selectElements(['a', 'b']));
    expect(kept.editingElementId).toBe('a');
  });

  it('shift-click adds an element to the selection and takes a selected one out', () => {
    let s = run(start(), selectElements(['a']), toggleElementSelection('c'));
    expect(s.selectedElements).toEqual(['a', 'c']);
    s = run(s, toggleElementSelection('a'));
    expect(s.selectedElements).toEqual(['c']);
  });

  it("shift-click on an element of another page warns 'element not found'", () => {
    const s = run(start(), toggleElementSelection('z'));
    expect(s.selectedElements).toEqual([]);
    expect(warnSpy).toHaveBeenCalledWith('element not found', 'z');
  });

  it('clear selection empties the selection and the editing element', () => {
    const s = run(stateWith({ ...start(), selectedElements: ['a', 'b'], editingElementId: 'a' }), clearSelection());
    expect(s.selectedElements).toEqual([]);
    expect(s.editingElementId).toBeNull();
  });
});

describe('editor: tool and editing element', () => {
  it("starts with the 'select' tool; choosing a tool clears the selection and the editing element", () => {
    expect(start().selectedTool).toBe('select');
    const s = run(stateWith({ ...start(), selectedElements: ['a', 'b'], editingElementId: 'a' }), setSelectedTool('text'));
    expect(s).toMatchObject({ selectedTool: 'text', selectedElements: [], editingElementId: null });
  });

  it('setting the editing element also selects it (alone)', () => {
    const s = run(stateWith({ ...start(), selectedElements: ['a', 'b'] }), setEditingElement('c'));
    expect(s).toMatchObject({ editingElementId: 'c', selectedElements: ['c'] });
  });

  it('null ends editing and keeps the selection', () => {
    const s = run(stateWith({ ...start(), selectedElements: ['c'], editingElementId: 'c' }), setEditingElement(null));
    expect(s).toMatchObject({ editingElementId: null, selectedElements: ['c'] });
  });

  it("an element that is not on the current page warns 'element not found'", () => {
    const s = run(start(), setEditingElement('z'));
    expect(s.editingElementId).toBeNull();
    expect(warnSpy).toHaveBeenCalledWith('element not found', 'z');
  });
});

describe('editor: view toggles', () => {
  it('toggles the code view (default off) and the guides (default on)', () => {
    let s = run(start(), toggleCode(), toggleGuide());
    expect(s).toMatchObject({ showCode: true, showGuide: false });
    s = run(s, toggleCode(), toggleGuide());
    expect(s).toMatchObject({ showCode: false, showGuide: true });
  });
});
