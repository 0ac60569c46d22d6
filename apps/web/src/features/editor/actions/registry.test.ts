import { describe, expect, it } from 'vitest';
import { setPreviewActive } from '../../toolbar/toolbarSlice';
import { addElement, copySelected, selectElements, setEditingElement } from '../state/editorSlice';
import { actionForKey, ACTIONS } from './registry';
import { formatShortcut, isTypingTarget, matchesShortcut, parseShortcut, type KeyPress } from './shortcuts';
import { editorStore, page } from './testing';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const NOWHERE = { typing: false, inCanvas: false };

describe('shortcut notation and matching', () => {
  it('reads modifiers and the key, the plus key included', () => {
    expect(parseShortcut('Mod+Shift+Z')).toEqual({ key: 'Z', mod: true, shift: true, alt: false });
    expect(parseShortcut('Mod++')).toEqual({ key: '+', mod: true, shift: false, alt: false });
  });

  it('takes Ctrl or Cmd for Mod, and keeps Ctrl+Z apart from Ctrl+Shift+Z', () => {
    expect(matchesShortcut(press('z', { ctrlKey: true }), 'Mod+Z')).toBe(true);
    expect(matchesShortcut(press('z', { metaKey: true }), 'Mod+Z')).toBe(true);
    expect(matchesShortcut(press('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Z')).toBe(false);
    expect(matchesShortcut(press('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Shift+Z')).toBe(true);
    expect(matchesShortcut(press('z'), 'Mod+Z')).toBe(false);
  });

  it('compares Shift for arrows but not for characters that need it, like ?', () => {
    expect(matchesShortcut(press('ArrowLeft', { shiftKey: true }), 'ArrowLeft')).toBe(false);
    expect(matchesShortcut(press('ArrowLeft', { shiftKey: true }), 'Shift+ArrowLeft')).toBe(true);
    expect(matchesShortcut(press('?', { shiftKey: true }), '?')).toBe(true);
  });

  it('shows shortcuts the way each platform writes them', () => {
    expect(formatShortcut('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⌘⇧Z');
    expect(formatShortcut('Shift+ArrowUp', false)).toBe('Shift+↑');
  });

  it('knows typing targets: text fields and rich text, not buttons or checkboxes', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const rich = document.createElement('div');
    rich.setAttribute('contenteditable', 'true');
    const inside = rich.appendChild(document.createElement('p'));
    expect([input, inside, document.createElement('textarea')].map(isTypingTarget)).toEqual([true, true, true]);
    expect([checkbox, document.createElement('button'), null].map(isTypingTarget)).toEqual([false, false, false]);
  });
});

describe('the action registry', () => {
  it('has unique ids and no shortcut claimed twice', () => {
    expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(ACTIONS.length);
    const shortcuts = ACTIONS.flatMap((a) => a.shortcuts ?? []);
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
  });

  it('gives the spec shortcuts to their commands', () => {
    const s = editorStore().getState();
    const idFor = (p: KeyPress) => actionForKey(p, s, NOWHERE)?.action.id;
    expect(idFor(press('z', { ctrlKey: true }))).toBe('undo');
    expect(idFor(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(['c', 'x', 'v', 'd'].map((k) => idFor(press(k, { ctrlKey: true })))).toEqual(['copy', 'cut', 'paste', 'duplicate']);
    expect(idFor(press('Delete'))).toBe('delete');
    expect(idFor(press('Backspace'))).toBe('delete');
    expect(idFor(press('ArrowUp'))).toBe('nudge-up');
    expect(idFor(press('ArrowUp', { shiftKey: true }))).toBe('nudge-up-far');
    expect(idFor(press('Escape'))).toBe('escape');
    expect(idFor(press('?', { shiftKey: true }))).toBe('help');
    expect(idFor(press('s', { ctrlKey: true }))).toBe('save');
  });

  it('leaves keys to the field while typing, but for saving, and Escape in the inline editor', () => {
    const s = editorStore().getState();
    expect(actionForKey(press('z', { ctrlKey: true }), s, { typing: true, inCanvas: true })).toBeNull();
    expect(actionForKey(press('Backspace'), s, { typing: true, inCanvas: false })).toBeNull();
    expect(actionForKey(press('s', { ctrlKey: true }), s, { typing: true, inCanvas: false })?.action.id).toBe('save');
    expect(actionForKey(press('Escape'), s, { typing: true, inCanvas: true })?.action.id).toBe('escape');
    expect(actionForKey(press('Escape'), s, { typing: true, inCanvas: false })).toBeNull();
  });

  it('keeps editing shortcuts out of preview mode', () => {
    const { store, getState } = editorStore();
    store.dispatch(setPreviewActive(true));
    expect(actionForKey(press('Delete'), getState(), NOWHERE)).toBeNull();
    expect(actionForKey(press('Escape'), getState(), NOWHERE)?.action.id).toBe('escape');
  });

  it('answers a matching but disabled command as disabled, so that the browser default is still kept off', () => {
    const found = actionForKey(press('v', { ctrlKey: true }), editorStore().getState(), NOWHERE);
    expect(found).toMatchObject({ enabled: false });
    expect(found?.action.id).toBe('paste');
  });
});

describe('enabled rules', () => {
  it('needs a selection to copy, cut, delete, duplicate and move', () => {
    const { store, enabled } = editorStore();
    const ids = ['copy', 'cut', 'delete', 'duplicate', 'nudge-left', 'send-to-front'];
    expect(ids.map(enabled)).toEqual(ids.map(() => false));
    store.dispatch(selectElements(['a']));
    expect(ids.map(enabled)).toEqual(ids.map(() => true));
  });

  it('needs something copied to paste', () => {
    const { store, enabled } = editorStore();
    expect(enabled('paste')).toBe(false);
    store.dispatch(selectElements(['a']));
    store.dispatch(copySelected());
    expect(enabled('paste')).toBe(true);
  });

  it('needs two selected elements to align (spec §4)', () => {
    const { store, enabled } = editorStore();
    store.dispatch(selectElements(['a']));
    expect(enabled('align-left')).toBe(false);
    store.dispatch(selectElements(['a', 'b']));
    expect(enabled('align-left')).toBe(true);
  });

  it('undoes only when there is history, and redoes only after an undo', () => {
    const { store, enabled, run } = editorStore();
    expect([enabled('undo'), enabled('redo')]).toEqual([false, false]);
    store.dispatch(addElement({ type: 'text' }));
    expect([enabled('undo'), enabled('redo')]).toEqual([true, false]);
    run('undo');
    expect([enabled('undo'), enabled('redo')]).toEqual([false, true]);
  });

  it('never offers to delete the last page (spec §4)', () => {
    expect(editorStore([page('only')]).enabled('delete-page')).toBe(false);
    expect(editorStore([page('a'), page('b')]).enabled('delete-page')).toBe(true);
  });
});

describe('running actions', () => {
  it('nudges the selection by 1 px, 10 px with Shift, as one undo step, leaving locked elements', () => {
    const { store, run, getState } = editorStore();
    store.dispatch(selectElements(['a', 'c']));
    run('nudge-right');
    run('nudge-down-far');
    const [a, , c] = getState().editor.pages[0]!.elements;
    expect(a!.position).toEqual({ x: 1, y: 20 });
    expect(c!.position).toEqual({ x: 200, y: 10 });
    run('undo');
    expect(getState().editor.pages[0]!.elements[0]!.position).toEqual({ x: 1, y: 10 });
  });

  it('duplicates below the original', () => {
    const { store, run, getState } = editorStore();
    store.dispatch(selectElements(['a']));
    run('duplicate');
    const elements = getState().editor.pages[0]!.elements;
    expect(elements).toHaveLength(4);
    expect(elements[3]!.position).toEqual({ x: 0, y: 40 });
  });

  it('steps back one level with Escape: inline editing, then the selection', () => {
    const { store, run, getState } = editorStore();
    store.dispatch(setEditingElement('a'));
    run('escape');
    expect(getState().editor).toMatchObject({ editingElementId: null, selectedElements: ['a'] });
    run('escape');
    expect(getState().editor.selectedElements).toEqual([]);
  });

  it('asks the screen before deleting a page, and the screen for help and saving', () => {
    const { run, ui } = editorStore([page('a'), page('b')]);
    run('delete-page');
    run('help');
    run('save');
    expect(ui.confirmDeletePage).toHaveBeenCalledWith(0);
    expect(ui.openHelp).toHaveBeenCalledOnce();
    expect(ui.saveNow).toHaveBeenCalledOnce();
  });

  it('fits the page to the screen the shell measures', () => {
    const { store, run } = editorStore();
    run('zoom-fit');
    expect(store.getState().scale.scale).toBeCloseTo(Math.min(980 / 816, 710 / 1056));
  });
});
