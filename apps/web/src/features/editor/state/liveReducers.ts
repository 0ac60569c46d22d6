import type { PayloadAction } from '@reduxjs/toolkit';
import type { BookPage } from '@folio/shared';
import type { EditorState, LiveEditing } from './editorState';

/**
 * What live editing does to the editor's state (decision 019; none of it is an undo step of `history`): it starts
 * and ends, reports what this person's own undo can do, and brings the pages as the live document holds them, after
 * someone else's change or this person's undo. The current page, the selection and the element being edited stay
 * where they were as far as the new pages allow.
 */
export const liveReducers = {
  liveStarted(state: EditorState, action: PayloadAction<{ readOnly: boolean }>) {
    state.live = { readOnly: action.payload.readOnly, canUndo: false, canRedo: false };
  },
  liveEnded(state: EditorState) {
    state.live = null;
  },
  liveHistoryChanged(state: EditorState, action: PayloadAction<Pick<LiveEditing, 'canUndo' | 'canRedo'>>) {
    if (state.live) Object.assign(state.live, action.payload);
  },
  livePagesChanged(state: EditorState, action: PayloadAction<BookPage[]>) {
    const currentId = state.pages[state.currentPage]?.id;
    state.pages = action.payload;
    const found = action.payload.findIndex((page) => page.id === currentId);
    state.currentPage = found >= 0 ? found : Math.max(0, Math.min(state.currentPage, action.payload.length - 1));
    const onPage = new Set(action.payload[state.currentPage]?.elements.map((element) => element.id));
    state.selectedElements = state.selectedElements.filter((id) => onPage.has(id));
    if (state.editingElementId !== null && !onPage.has(state.editingElementId)) state.editingElementId = null;
  },
};
