import * as Y from 'yjs';
import type { BookPage } from '@folio/shared';
import { applyPages, pageOrderOf, pagesMapOf, readPage, readPageIds, touchedPages } from '@folio/shared/live';
import type { UnknownAction } from '@reduxjs/toolkit';
import { HISTORY_LIMIT } from '@folio/shared';
import { liveHistoryChanged, livePagesChanged } from '../state/editorSlice';
import type { EditorState } from '../state/editorState';

/** What the binding needs of the app's store (a store of the editor's state alone, in tests). */
export interface EditorStore {
  getState(): { editor: EditorState };
  subscribe(listener: () => void): () => void;
  dispatch(action: UnknownAction): unknown;
}

/** The origins of this person's own changes: a command (which their undo takes back) or not (a page list fix-up). */
export const OWN_COMMAND = Symbol('own command');
const OWN_OTHER = Symbol('own change');

/**
 * Ties the editor's state to the live document (decision 019), both ways:
 *
 * - This person's change of the pages (a command) is written into the document as the least change, in one
 *   transaction: a command that history records (architecture.md §9.5) is one step of their own undo, and an edit that
 *   history merges (typing in one field) grows that step instead, as it does offline.
 * - A change of the document by someone else, or by this person's undo, becomes the editor's pages: only the pages it
 *   touched are read again, the others stay the objects they were (a 300-page book is not read again per keystroke).
 *
 * A viewer's or a commenter's change is not kept: the editor goes back to the document's pages.
 */
export function bindEditorToDocument(store: EditorStore, doc: Y.Doc, undoManager: Y.UndoManager, readOnly: () => boolean) {
  const editor = () => store.getState().editor;
  let seen = editor();
  let applying = false;

  const showDocument = (touched: Set<string> | null) => {
    const current = editor().pages;
    const byId = new Map(current.map((page) => [page.id, page]));
    const map = pagesMapOf(doc);
    const pages = readPageIds(doc).map((id) => (!touched || touched.has(id) || !byId.has(id) ? readPage(map.get(id)!) : byId.get(id)!));
    applying = true;
    try {
      store.dispatch(livePagesChanged(pages));
    } finally {
      applying = false;
      seen = editor();
    }
  };

  const unsubscribe = store.subscribe(() => {
    const now = editor();
    if (applying || now === seen) return;
    const before = seen;
    seen = now;
    if (now.pages === before.pages) return;
    if (readOnly()) {
      showDocument(null);
      return;
    }
    const past = now.history.past;
    const recorded = past !== before.history.past;
    // A new step (not an edit growing the last one): the undo manager starts a new item for it.
    if (recorded && (past.length !== before.history.past.length || past[0] !== before.history.past[0] || !now.history.edit)) undoManager.stopCapturing();
    applyPages(doc, before.pages as BookPage[], now.pages as BookPage[], recorded ? OWN_COMMAND : OWN_OTHER);
  });

  const observe = (transaction: Y.Transaction) => {
    if (transaction.origin === OWN_COMMAND || transaction.origin === OWN_OTHER) return;
    const { pages, order } = touchedPages(transaction);
    if (pages.size > 0 || order) showDocument(order ? null : pages);
  };
  doc.on('afterTransaction', observe);

  // Still at most HISTORY_LIMIT steps of one's own (spec §4).
  const trim = () => {
    if (undoManager.undoStack.length > HISTORY_LIMIT) undoManager.undoStack.splice(0, undoManager.undoStack.length - HISTORY_LIMIT);
    store.dispatch(liveHistoryChanged({ canUndo: undoManager.canUndo(), canRedo: undoManager.canRedo() }));
  };
  undoManager.on('stack-item-added', trim);
  undoManager.on('stack-item-popped', trim);
  undoManager.on('stack-cleared', trim);

  return {
    /** Shows the document's pages now (after it was first synced, or filled from the browser's copy). */
    show: () => showDocument(null),
    stop: () => {
      unsubscribe();
      doc.off('afterTransaction', observe);
      undoManager.off('stack-item-added', trim);
      undoManager.off('stack-item-popped', trim);
      undoManager.off('stack-cleared', trim);
    },
  };
}

/** The undo manager of one person's commands on the document: every change of the pages, and only theirs. */
export const ownUndo = (doc: Y.Doc) =>
  new Y.UndoManager([pagesMapOf(doc), pageOrderOf(doc)], { trackedOrigins: new Set([OWN_COMMAND]), captureTimeout: Number.POSITIVE_INFINITY });
