import { describe, expect, it } from 'vitest';
import { copySelected, selectElements } from '../state/editorSlice';
import { ACTIONS } from './registry';
import { editorStore, element, page } from './testing';

/** Five elements, three of them (b, d, e) selected out of their stacking order. */
function threeSelected() {
  const editor = editorStore([page('p1', ['a', 'b', 'c', 'd', 'e'].map((id, i) => element(id, 30 * i)))]);
  editor.store.dispatch(selectElements(['e', 'b', 'd']));
  const steps = () => editor.getState().editor.history.past.length;
  const order = () => editor.getState().editor.pages[0]!.elements.map((e) => e.id);
  return { ...editor, steps, order };
}

describe('one user command is one undo step', () => {
  it('send to back on three selected elements: one step, and one undo restores the exact order', () => {
    const { run, steps, order } = threeSelected();
    run('send-to-back');
    expect(order()).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(steps()).toBe(1);
    run('undo');
    expect(order()).toEqual(['a', 'b', 'c', 'd', 'e']);
    run('redo');
    expect(order()).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('send to front on three selected elements: one step, and one undo restores the exact order', () => {
    const { store, run, steps, order } = threeSelected();
    store.dispatch(selectElements(['d', 'a', 'b']));
    run('send-to-front');
    expect(order()).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(steps()).toBe(1);
    run('undo');
    expect(order()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  const MULTI_ELEMENT = [
    // Ungroup needs a group: it has its own test below.
    ...ACTIONS.filter((a) => (a.group === 'align' || a.group === 'arrange') && a.id !== 'ungroup').map((a) => a.id),
    'delete',
    'cut',
    'duplicate',
    'paste',
  ];

  it.each(MULTI_ELEMENT)('%s on three selected elements is one step that one undo reverts wholly', (id) => {
    const { store, getState, run, steps } = threeSelected();
    store.dispatch(copySelected());
    const before = getState().editor.pages;
    run(id);
    expect(getState().editor.pages).not.toEqual(before);
    expect(steps()).toBe(1);
    run('undo');
    expect(getState().editor.pages).toEqual(before);
  });

  it('ungroup on a selected group of three is one step that one undo reverts wholly', () => {
    const { getState, run, steps } = threeSelected();
    run('group');
    const grouped = getState().editor.pages;
    run('ungroup');
    expect(getState().editor.pages[0]!.elements.some((e) => e.groupId)).toBe(false);
    expect(steps()).toBe(2);
    run('undo');
    expect(getState().editor.pages).toEqual(grouped);
  });

  it.each(ACTIONS.filter((a) => a.group !== 'history').map((a) => a.id))('%s adds at most one undo step', (id) => {
    const { store, run, steps } = threeSelected();
    store.dispatch(copySelected());
    run(id);
    expect(steps()).toBeLessThanOrEqual(1);
  });
});
