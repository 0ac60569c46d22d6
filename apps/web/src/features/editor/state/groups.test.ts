import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { align, copySelected, deleteSelected, groupSelected, paste, selectElements, toggleElementSelection, undo, ungroupSelected, updateElements } from './editorSlice';
import { isOneGroup, withGroupMembers } from './groupReducers';
import { el, pg, run, spyWarn, stateWith } from './testing';
import type { EditorState } from './editorState';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

const a = el('a', { position: { x: 10, y: 20 }, size: { width: 100, height: 50 } });
const b = el('b', { position: { x: 300, y: 400 }, size: { width: 200, height: 100 } });
const c = el('c', { position: { x: 600, y: 30 }, size: { width: 50, height: 50 } });
const start = (over: Partial<EditorState> = {}) => stateWith({ pages: [pg('p', [a, b, c])], selectedElements: ['a', 'b'], ...over });
const groupIds = (s: EditorState) => Object.fromEntries(s.pages[0]!.elements.map((e) => [e.id, e.groupId]));

describe('editor: grouping', () => {
  it('groups the selected elements under one new group id, keeps them selected, in one undo step', () => {
    const s = run(start(), groupSelected());
    const { a: ga, b: gb, c: gc } = groupIds(s);
    expect(ga).toEqual(expect.any(String));
    expect(gb).toBe(ga);
    expect(gc).toBeUndefined();
    expect(s.selectedElements).toEqual(['a', 'b']);
    expect(s.history.past).toHaveLength(1);
    expect(groupIds(run(s, undo()))).toEqual({ a: undefined, b: undefined, c: undefined });
  });

  it('needs 2 or more elements, and grouping one whole group again changes nothing', () => {
    const one = start({ selectedElements: ['a'] });
    expect(run(one, groupSelected())).toBe(one);
    const grouped = run(start(), groupSelected());
    expect(run(grouped, groupSelected())).toBe(grouped);
  });

  it('merges groups: grouping a group with another element makes one group of all', () => {
    const grouped = run(start(), groupSelected(), selectElements(['a', 'c']));
    expect([...grouped.selectedElements].sort()).toEqual(['a', 'b', 'c']);
    const merged = run(grouped, groupSelected());
    const ids = groupIds(merged);
    expect(new Set(Object.values(ids)).size).toBe(1);
    expect(ids.a).not.toBe(groupIds(grouped).a);
  });

  it('selecting one member selects the whole group; Shift+click takes the whole group out or adds it', () => {
    const grouped = run(start({ selectedElements: ['a', 'b'] }), groupSelected(), selectElements(['c']));
    expect([...run(grouped, selectElements(['b'])).selectedElements].sort()).toEqual(['a', 'b']);
    const added = run(grouped, toggleElementSelection('a'));
    expect([...added.selectedElements].sort()).toEqual(['a', 'b', 'c']);
    expect(run(added, toggleElementSelection('b')).selectedElements).toEqual(['c']);
  });

  it('ungroups the selected groups into their elements, which stay selected, in one undo step', () => {
    const grouped = run(start(), groupSelected());
    const s = run(grouped, ungroupSelected());
    expect(groupIds(s)).toEqual({ a: undefined, b: undefined, c: undefined });
    expect(s.selectedElements).toEqual(['a', 'b']);
    expect(s.history.past).toHaveLength(2);
    expect(run(s, undo()).pages).toEqual(grouped.pages);
    // Separate again: selecting one no longer selects the other.
    expect(run(s, selectElements(['a'])).selectedElements).toEqual(['a']);
  });

  it('moves a group as one: a multi-element move of its members is one undo step', () => {
    const grouped = run(start(), groupSelected(), selectElements(['a']));
    const moved = run(grouped, updateElements(grouped.selectedElements.map((id) => ({ id, changes: { position: { x: 1, y: 1 } } }))));
    expect(moved.pages[0]!.elements.filter((e) => e.position.x === 1).map((e) => e.id).sort()).toEqual(['a', 'b']);
    expect(moved.history.past).toHaveLength(2);
  });

  it('deletes a whole group when one member was clicked', () => {
    const s = run(start(), groupSelected(), selectElements(['b']), deleteSelected());
    expect(s.pages[0]!.elements.map((e) => e.id)).toEqual(['c']);
  });

  it('pastes a copied group as a new group of its own, not as more members of the original', () => {
    const s = run(start(), groupSelected(), copySelected(), paste());
    const page = s.pages[0]!;
    const original = page.elements.find((e) => e.id === 'a')!.groupId;
    const copies = page.elements.filter((e) => s.selectedElements.includes(e.id));
    expect(copies).toHaveLength(2);
    expect(copies[0]!.groupId).toEqual(expect.any(String));
    expect(copies[0]!.groupId).not.toBe(original);
    expect(copies[1]!.groupId).toBe(copies[0]!.groupId);
    expect(page.elements.filter((e) => e.groupId === original)).toHaveLength(2);
  });

  it('aligns a group as one box: its members keep their places relative to each other', () => {
    const s = run(start({ selectedElements: ['a', 'b'] }), groupSelected(), selectElements(['a', 'c']), align('left', { width: 800, height: 1000 }));
    const at = Object.fromEntries(s.pages[0]!.elements.map((e) => [e.id, e.position]));
    // The group's box starts at a (x 10): it moves 10 left as a whole; c moves to 0 on its own.
    expect(at).toEqual({ a: { x: 0, y: 20 }, b: { x: 290, y: 400 }, c: { x: 0, y: 30 } });
  });

  it('knows a whole group from part of one or from loose elements', () => {
    const page = run(start(), groupSelected()).pages[0]!;
    expect(isOneGroup(page, ['a', 'b'])).toBe(true);
    expect(isOneGroup(page, ['a'])).toBe(false);
    expect(isOneGroup(page, ['a', 'b', 'c'])).toBe(false);
    expect(isOneGroup(start().pages[0], ['a', 'b'])).toBe(false);
    expect(withGroupMembers(page, ['b'])).toEqual(['b', 'a']);
  });
});
