import type { ReactNode } from 'react';
import { fireEvent, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { selectElements } from '../state/editorSlice';
import { editorStore } from './testing';
import { useEditorShortcuts } from './useEditorShortcuts';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {}); });
afterEach(() => { warnSpy.mockRestore(); });

function mount() {
  const editor = editorStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={editor.store}>{children}</Provider>;
  renderHook(() => useEditorShortcuts(editor.ui), { wrapper });
  return editor;
}

describe('editor shortcuts on the page', () => {
  it("Ctrl+V with nothing copied logs spec §8 'nothing to paste' and adds nothing", () => {
    const { getState } = mount();
    const before = getState().editor.pages;
    const event = fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    expect(warnSpy).toHaveBeenCalledWith('nothing to paste');
    expect(getState().editor.pages).toBe(before);
    // The browser does not paste on its own either.
    expect(event).toBe(false);
  });

  it('Ctrl+G groups the selection and Ctrl+Shift+G ungroups it, each one undo step', () => {
    const { store, getState } = mount();
    store.dispatch(selectElements(['a', 'b']));
    fireEvent.keyDown(window, { key: 'g', ctrlKey: true });
    const [a, b] = getState().editor.pages[0]!.elements;
    expect(a!.groupId).toEqual(expect.any(String));
    expect(b!.groupId).toBe(a!.groupId);
    expect(getState().editor.history.past).toHaveLength(1);
    // Clicking one member now selects both.
    store.dispatch(selectElements(['b']));
    expect(getState().editor.selectedElements).toEqual(['b', 'a']);
    fireEvent.keyDown(window, { key: 'G', metaKey: true, shiftKey: true });
    expect(getState().editor.pages[0]!.elements.some((e) => e.groupId)).toBe(false);
    expect(getState().editor.history.past).toHaveLength(2);
  });
});
