import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('the state of the app', () => {
  it('starts without the editor and drawing slices, and gains each when its code loads', async () => {
    const store = createStore();
    expect(Object.keys(store.getState())).not.toContain('editor');
    expect(Object.keys(store.getState())).not.toContain('drawing');

    const { initialDrawingState } = await import('../features/drawing/drawingSlice');
    expect(store.getState().drawing).toEqual(initialDrawingState);
    const { initialEditorState } = await import('../features/editor/state/editorSlice');
    expect(store.getState().editor).toMatchObject(initialEditorState);
  });
});
