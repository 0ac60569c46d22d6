import { configureStore, findNonSerializableValue, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HISTORY_LIMIT } from '@folio/shared';
import {
  addElement, addPage, align, clearSelection, copySelected, cutSelected, deletePage, deleteSelected, duplicatePage, EDIT_PAUSE_MS, editorActions,
  editorReducer, paste, redo, reorderPages, selectElements, sendToBack, sendToFront, setEditingElement, setPages, setSelectedTool,
  switchPage, toggleCode, toggleElementSelection, toggleGuide, undo, UNDO_BEHAVIOUR, updateElement, updateElements, updatePage,
  groupSelected, ungroupSelected, setAlignTarget,
} from './editorSlice';
import { asEdit } from './history';
import { el, pg, run, spyWarn, stateWith } from './testing';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

const base = () => stateWith({
  // b is the last member left of a group (as after its others were deleted): ungroup has something to split.
  pages: [pg('p', [el('a'), el('b', { position: { x: 300, y: 10 }, groupId: 'g' })]), pg('q', [el('c')])],
  selectedElements: ['a', 'b'],
  copiedElement: el('a'),
});

/** Any recorded change: both selected elements moved by the same distance. */
const moveBoth = (by: number) =>
  updateElements([{ id: 'a', changes: { position: { x: 50 + by, y: 50 + by } } }, { id: 'b', changes: { position: { x: 300 + by, y: 10 + by } } }]);

const RECORDED: [string, UnknownAction][] = [
  ['addElement', addElement({ type: 'text' })],
  ['updateElement', updateElement({ id: 'a', changes: { position: { x: 1 } } })],
  ['updateElements', updateElements([{ id: 'a', changes: { size: { width: 1 } } }, { id: 'b', changes: { style: { fill: 'red' } } }])],
  ['deleteSelected', deleteSelected()],
  ['cutSelected', cutSelected()],
  ['paste', paste()],
  ['sendToBack', sendToBack(['b'])],
  ['sendToFront', sendToFront(['a'])],
  ['align', align('right', { width: 800, height: 1000 })],
  ['groupSelected', groupSelected()],
  ['ungroupSelected', ungroupSelected()],
  ['addPage', addPage()],
  ['deletePage', deletePage(1)],
  ['duplicatePage', duplicatePage(0)],
  ['reorderPages', reorderPages(['q', 'p'])],
  ['updatePage', updatePage({ index: 0, changes: { name: 'Renamed', layout: { gutter: 5 } } })],
];

/**
 * Spec §4: editing element, current page, code toggle, tool, selection, set pages, guide toggle (and copy). The
 * scale is not even editor state: the scale slice keeps it, outside the history.
 */
const NOT_RECORDED: [string, UnknownAction][] = [
  ['setEditingElement', setEditingElement('a')],
  ['switchPage', switchPage(1)],
  ['toggleCode', toggleCode()],
  ['setSelectedTool', setSelectedTool('text')],
  ['selectElements', selectElements(['a'])],
  ['toggleElementSelection', toggleElementSelection('a')],
  ['clearSelection', clearSelection()],
  ['toggleGuide', toggleGuide()],
  ['copySelected', copySelected()],
  ['setAlignTarget', setAlignTarget('selection')],
];

const LIVE = ['liveStarted', 'liveEnded', 'liveHistoryChanged', 'livePagesChanged'];

describe('editor history: what is recorded', () => {
  it('every command states its undo behaviour, and the tables below cover all of them', () => {
    const recorded = Object.entries(UNDO_BEHAVIOUR).filter(([, b]) => b === 'record').map(([name]) => name);
    expect(recorded.sort()).toEqual(RECORDED.map(([name]) => name).sort());
    const skipped = Object.entries(UNDO_BEHAVIOUR).filter(([, b]) => b === 'skip').map(([name]) => name);
    // setPages clears the history; the live ones bring others' work and the live document's own undo (decision 019).
    expect(skipped.sort()).toEqual([...NOT_RECORDED.map(([name]) => name), 'setPages', ...LIVE].sort());
  });

  it('every action of the editor slice is declared, and only those', () => {
    expect(Object.keys(UNDO_BEHAVIOUR).sort()).toEqual(Object.keys(editorActions).sort());
    const before = base();
    for (const [name, action] of [...RECORDED, ...NOT_RECORDED]) {
      expect(action.type, name).toBe(editorActions[name as keyof typeof editorActions].type);
      // A declared 'skip' is never a step, a declared 'record' always is (each table action changes the pages).
      expect(run(before, action).history.past, name).toHaveLength(UNDO_BEHAVIOUR[name as keyof typeof UNDO_BEHAVIOUR] === 'record' ? 1 : 0);
    }
  });

  it.each(RECORDED)('%s is one undo step; undo restores the pages and redo applies it again', (_name, action) => {
    const before = base();
    const after = run(before, action);
    expect(after.pages).not.toEqual(before.pages);
    expect(after.history.past).toHaveLength(1);

    const undone = run(after, undo());
    expect(undone.pages).toEqual(before.pages);
    expect(undone.history).toEqual({ past: [], future: [after.history.past[0]] });

    const redone = run(undone, redo());
    expect(redone.pages).toEqual(after.pages);
    expect(redone.history).toEqual({ past: [after.history.past[0]], future: [] });
  });

  it.each(NOT_RECORDED)('%s leaves the pages and the history (undo and redo stacks) alone', (_name, action) => {
    const withBothStacks = run(base(), updateElement({ id: 'a', changes: { position: { x: 1 } } }), moveBoth(1), undo());
    const s = run(withBothStacks, action);
    expect(s).not.toBe(withBothStacks);
    expect(s.pages).toBe(withBothStacks.pages);
    expect(s.history).toBe(withBothStacks.history);
  });

  it('set pages is not recorded and clears the history', () => {
    const s = run(base(), updateElement({ id: 'a', changes: { position: { x: 1 } } }), moveBoth(1), undo(), setPages([pg('x')]));
    expect(s.history).toEqual({ past: [], future: [] });
    expect(run(s, undo()).pages).toEqual([pg('x')]);
  });

  it('a guarded command that changes nothing is not a step and keeps the redo stack', () => {
    const s = run(base(), moveBoth(1), undo(), updateElement({ id: 'missing', changes: {} }), deletePage(9), sendToBack(['a']));
    expect(s.history.past).toHaveLength(0);
    expect(s.history.future).toHaveLength(1);
  });

  it('a new recorded change clears the redo stack', () => {
    const s = run(base(), moveBoth(1), undo(), moveBoth(2));
    expect(s.history.future).toEqual([]);
    expect(run(s, redo()).pages).toBe(s.pages);
  });

  it('undo and redo with nothing to undo or redo change nothing', () => {
    const s = base();
    expect(run(s, undo())).toBe(s);
    expect(run(s, redo())).toBe(s);
  });
});

describe('editor history: limit and storage', () => {
  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    expect(HISTORY_LIMIT).toBe(100);
    const moves = Array.from({ length: 150 }, (_, i) => updateElement({ id: 'a', changes: { position: { x: 51 + i } } }));
    let s = run(base(), ...moves);
    expect(s.history.past).toHaveLength(100);
    s = run(s, ...Array.from({ length: 150 }, () => undo()));
    // Only the last 100 of 150 moves can be undone: element a stays 50 px to the right of where it began.
    expect(s.pages[0]!.elements[0]!.position.x).toBe(50 + 50);
    expect(s.history).toMatchObject({ past: [], future: { length: 100 } });
  });

  it('stores patches, not snapshots: one moved element of a 50-page book is a few bytes', () => {
    const pages = Array.from({ length: 50 }, (_, p) => pg(`p${p}`, Array.from({ length: 30 }, (_, e) => el(`e${p}-${e}`, { html: '<p>Lorem ipsum dolor sit amet</p>' }))));
    const s = run(stateWith({ pages, currentPage: 20 }), updateElement({ id: 'e20-7', changes: { position: { x: 99 } } }));
    const [entry] = s.history.past;
    expect(entry!.patches).toEqual([{ op: 'replace', path: ['pages', 20, 'elements', 7, 'position', 'x'], value: 99 }]);
    expect(entry!.inversePatches).toEqual([{ op: 'replace', path: ['pages', 20, 'elements', 7, 'position', 'x'], value: 50 }]);
    expect(JSON.stringify(entry).length).toBeLessThan(200);
    expect(JSON.stringify(pages).length).toBeGreaterThan(100_000);
  });

  it('keeps the removed or moved pages by reference, not as copies', () => {
    const start = base();
    const deleted = run(start, deletePage(1)).history.past[0]!;
    expect(deleted.inversePatches).toEqual([{ op: 'add', path: ['pages', 1], value: start.pages[1] }]);
    expect(deleted.inversePatches[0]!.value).toBe(start.pages[1]);
    const reordered = run(start, reorderPages(['q', 'p'])).history.past[0]!;
    expect(reordered.inversePatches.map((p) => p.value)).toEqual(start.pages);
    reordered.inversePatches.forEach((p, i) => expect(p.value).toBe(start.pages[i]));
  });

  it('keeps the state serializable (the store runs its checks on every action)', () => {
    const store = configureStore({ reducer: { editor: editorReducer } });
    const errors = spyConsoleError();
    store.dispatch(setPages(base().pages));
    for (const action of RECORDED.map(([, a]) => a)) store.dispatch(action);
    store.dispatch(undo());
    store.dispatch(redo());
    expect(findNonSerializableValue(store.getState())).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('editor history: the view stays valid after undo and redo', () => {
  it('clamps the current page when the current page is undone away', () => {
    const s = run(base(), addPage());
    expect(s.currentPage).toBe(2);
    expect(run(s, undo())).toMatchObject({ currentPage: 1 });
  });

  it('keeps the current page on the same page id', () => {
    const s = run(stateWith({ ...base(), currentPage: 1 }), reorderPages(['q', 'p']));
    expect(s.currentPage).toBe(0);
    const undone = run(s, undo());
    expect(undone.currentPage).toBe(1);
    expect(undone.pages[1]!.id).toBe('q');
  });

  it('drops selected and editing ids that no longer exist', () => {
    const s = run(base(), addElement({ type: 'text' }));
    const added = s.selectedElements[0]!;
    const editing = run(s, setEditingElement(added));
    const undone = run(editing, undo());
    expect(undone.selectedElements).toEqual([]);
    expect(undone.editingElementId).toBeNull();
    // The selection of elements that still exist is kept.
    const kept = run(base(), moveBoth(1), undo());
    expect(kept.selectedElements).toEqual(['a', 'b']);
  });

  it('does not restore the selection, tool or clipboards (only the document)', () => {
    const s = run(base(), deleteSelected(), setSelectedTool('text'), undo());
    expect(s.pages[0]!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(s).toMatchObject({ selectedElements: [], selectedTool: 'text', copiedElement: { id: 'a' } });
  });
});

describe('editor history: one edit of a field is one step', () => {
  /** An update of element a's style made by the edit `key` at time `at` (ms), as an inspector field sends it. */
  const styleEdit = (key: string, style: Record<string, unknown>, at = 0) => asEdit(updateElement({ id: 'a', changes: { style } }), { key, at });
  const styleOfA = (s: ReturnType<typeof base>) => s.pages[0]!.elements[0]!.style;
  const start = () => run(base(), updateElement({ id: 'a', changes: { style: { fontSize: 16 } } }));

  it('typing "24" into the font size is one step: one undo restores the old size, redo the new one', () => {
    const before = start();
    const typed = run(before, styleEdit('size#0', { fontSize: 2 }, 0), styleEdit('size#0', { fontSize: 24 }, 120));
    expect(styleOfA(typed).fontSize).toBe(24);
    expect(typed.history.past).toHaveLength(2);
    const undone = run(typed, undo());
    expect(undone.pages).toEqual(before.pages);
    expect(run(undone, redo()).pages).toEqual(typed.pages);
  });

  it('a drag of ten updates is one step holding one patch each way', () => {
    const colours = Array.from({ length: 10 }, (_, i) => styleEdit('fill#0', { fill: `#00000${i}` }, i * 16));
    const s = run(base(), ...colours);
    expect(s.history.past).toHaveLength(1);
    const [entry] = s.history.past;
    expect(entry!.patches).toEqual([{ op: 'add', path: ['pages', 0, 'elements', 0, 'style', 'fill'], value: '#000009' }]);
    expect(entry!.inversePatches).toEqual([{ op: 'remove', path: ['pages', 0, 'elements', 0, 'style', 'fill'] }]);
    expect(run(s, undo()).pages).toEqual(base().pages);
  });

  it('editing field A then field B is two steps', () => {
    const s = run(start(), styleEdit('size#0', { fontSize: 2 }), styleEdit('colour#0', { color: 'red' }));
    expect(s.history.past).toHaveLength(3);
    expect(styleOfA(run(s, undo()))).toEqual({ fontSize: 2 });
  });

  it('the same field edited again after its boundary (blur, Enter) is a new step', () => {
    const s = run(start(), styleEdit('size#0', { fontSize: 2 }), styleEdit('size#1', { fontSize: 3 }));
    expect(s.history.past).toHaveLength(3);
    expect(styleOfA(run(s, undo())).fontSize).toBe(2);
  });

  it('a pause of a second ends the edit', () => {
    const s = run(start(), styleEdit('size#0', { fontSize: 2 }, 0), styleEdit('size#0', { fontSize: 20 }, EDIT_PAUSE_MS - 1), styleEdit('size#0', { fontSize: 24 }, 2 * EDIT_PAUSE_MS));
    expect(s.history.past).toHaveLength(3);
    expect(styleOfA(run(s, undo())).fontSize).toBe(20);
  });

  it('a command between two updates of the same edit keeps them apart', () => {
    const s = run(start(), styleEdit('size#0', { fontSize: 2 }), moveBoth(5), styleEdit('size#0', { fontSize: 24 }));
    expect(s.history.past).toHaveLength(4);
    const undone = run(s, undo());
    expect(styleOfA(undone).fontSize).toBe(2);
    expect(undone.pages[0]!.elements[0]!.position.x).toBe(55);
  });

  it('an update that reaches another element or field is not merged, even under the same key', () => {
    const s = run(start(), styleEdit('k', { fontSize: 2 }), asEdit(updateElement({ id: 'b', changes: { style: { fontSize: 2 } } }), { key: 'k', at: 0 }));
    expect(s.history.past).toHaveLength(3);
  });

  it('undo and redo end the edit: the next update is a new step and redo still works', () => {
    const typed = run(start(), styleEdit('size#0', { fontSize: 2 }), styleEdit('size#0', { fontSize: 24 }));
    const redone = run(typed, undo(), redo());
    expect(redone.pages).toEqual(typed.pages);
    expect(redone.history.edit).toBeUndefined();
    const more = run(redone, styleEdit('size#0', { fontSize: 30 }));
    expect(more.history.past).toHaveLength(3);
    expect(styleOfA(run(more, undo())).fontSize).toBe(24);
  });

  it(`a merged edit counts as one of the ${HISTORY_LIMIT} steps`, () => {
    const moves = Array.from({ length: HISTORY_LIMIT - 1 }, (_, i) => updateElement({ id: 'a', changes: { position: { x: 51 + i } } }));
    const typing = Array.from({ length: 50 }, (_, i) => styleEdit('size#0', { fontSize: i + 1 }, i));
    const s = run(base(), ...moves, ...typing);
    expect(s.history.past).toHaveLength(HISTORY_LIMIT);
    expect(run(s, ...Array.from({ length: HISTORY_LIMIT }, () => undo())).pages).toEqual(base().pages);
  });

  it('an update of a field that is not being edited is one step, as before', () => {
    const s = run(start(), updateElement({ id: 'a', changes: { style: { fontSize: 2 } } }), updateElement({ id: 'a', changes: { style: { fontSize: 24 } } }));
    expect(s.history.past).toHaveLength(3);
  });
});

function spyConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
