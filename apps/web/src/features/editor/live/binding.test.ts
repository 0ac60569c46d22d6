import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import * as Y from 'yjs';
import { HISTORY_LIMIT } from '@folio/shared';
import { writePages, readPages } from '@folio/shared/live';
import { addElement, addPage, editorReducer, liveStarted, setPages, updateElement } from '../state/editorSlice';
import { el, pg } from '../state/testing';
import { bindEditorToDocument, ownUndo } from './binding';

/** One person's editor bound to their copy of the live document, as useLiveEditing does. */
function editorOn(doc: Y.Doc, readOnly = false) {
  const store = configureStore({ reducer: { editor: editorReducer }, middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }) });
  store.dispatch(setPages(readPages(doc)));
  store.dispatch(liveStarted({ readOnly }));
  const undoManager = ownUndo(doc);
  const binding = bindEditorToDocument(store, doc, undoManager, () => readOnly);
  return { store, undoManager, binding, pages: () => store.getState().editor.pages };
}

/** Two people on one book, their documents kept in step as the server would. */
function twoPeople() {
  const a = new Y.Doc();
  writePages(a, [pg('p1', [el('box', { position: { x: 0, y: 0 } }), el('star', { position: { x: 300, y: 0 } })])]);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  a.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(b, update, 'wire'));
  b.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(a, update, 'wire'));
  return { amina: editorOn(a), ben: editorOn(b), a, b };
}

const moved = (x: number, y: number) => ({ position: { x, y } });
const positionOf = (pages: ReturnType<typeof readPages>, id: string) => pages[0]!.elements.find((e) => e.id === id)?.position;

describe('the editor bound to the live document (decision 019)', () => {
  it("shows each person the other's commands at once, on their own state", () => {
    const { amina, ben } = twoPeople();
    amina.store.dispatch(updateElement({ id: 'box', changes: moved(10, 20) }));
    ben.store.dispatch(updateElement({ id: 'star', changes: moved(99, 1) }));
    expect(positionOf(amina.pages(), 'star')).toEqual({ x: 99, y: 1 });
    expect(positionOf(ben.pages(), 'box')).toEqual({ x: 10, y: 20 });
    expect(amina.pages()).toEqual(ben.pages());
  });

  it("undoes only this person's own last command, never the other's", () => {
    const { amina, ben } = twoPeople();
    amina.store.dispatch(updateElement({ id: 'box', changes: moved(10, 20) }));
    ben.store.dispatch(updateElement({ id: 'star', changes: moved(99, 1) }));
    expect(amina.store.getState().editor.live).toMatchObject({ canUndo: true, canRedo: false });
    amina.undoManager.undo();
    expect(positionOf(amina.pages(), 'box')).toEqual({ x: 0, y: 0 });
    expect(positionOf(amina.pages(), 'star')).toEqual({ x: 99, y: 1 });
    expect(ben.pages()).toEqual(amina.pages());
    expect(amina.store.getState().editor.live).toMatchObject({ canUndo: false, canRedo: true });
    amina.undoManager.redo();
    expect(positionOf(ben.pages(), 'box')).toEqual({ x: 10, y: 20 });
  });

  it('keeps one command one step, and a page added by someone else out of my undo', () => {
    const { amina, ben } = twoPeople();
    ben.store.dispatch(addPage());
    amina.store.dispatch(addElement({ type: 'text', html: '<p>Hi</p>' }));
    amina.store.dispatch(addElement({ type: 'text', html: '<p>There</p>' }));
    expect(amina.undoManager.undoStack).toHaveLength(2);
    amina.undoManager.undo();
    amina.undoManager.undo();
    expect(amina.pages()).toHaveLength(2);
    expect(amina.undoManager.canUndo()).toBe(false);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps of one's own`, () => {
    const { amina } = twoPeople();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) amina.store.dispatch(updateElement({ id: 'box', changes: moved(i, i) }));
    expect(amina.undoManager.undoStack).toHaveLength(HISTORY_LIMIT);
  });

  it("puts back the document's pages when a viewer changes something", () => {
    const a = new Y.Doc();
    writePages(a, [pg('p1', [el('box')])]);
    const viewer = editorOn(a, true);
    viewer.store.dispatch(updateElement({ id: 'box', changes: moved(500, 500) }));
    expect(positionOf(viewer.pages(), 'box')).toEqual({ x: 50, y: 50 });
    expect(positionOf(readPages(a), 'box')).toEqual({ x: 50, y: 50 });
  });
});
