import { createSelector } from '@reduxjs/toolkit';
import type { BookElement, BookPage } from '@folio/shared';
import type { ScaleState } from '../../scale/scaleSlice';
import type { EditorState, PageSize } from './editorState';

interface WithEditor {
  editor: EditorState;
}

interface WithScale {
  scale: Pick<ScaleState, 'size'>;
}

export const selectPages = (state: WithEditor) => state.editor.pages;
export const selectCurrentPage = (state: WithEditor): BookPage | undefined => state.editor.pages[state.editor.currentPage];

/** The selected elements of the current page, in the order they were selected. */
export const selectSelectedElements = createSelector(
  [selectCurrentPage, (state: WithEditor) => state.editor.selectedElements],
  (page, ids): BookElement[] => {
    const byId = new Map(page?.elements.map((element) => [element.id, element]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
);

/** One element of the current page (for components that render a single element). */
export const selectElementById = (state: WithEditor, id: string): BookElement | undefined =>
  selectCurrentPage(state)?.elements.find((element) => element.id === id);

// Live, undo is this person's own, kept by the live document (decision 019).
export const selectCanUndo = (state: WithEditor) => (state.editor.live ? state.editor.live.canUndo : state.editor.history.past.length > 0);
export const selectCanRedo = (state: WithEditor) => (state.editor.live ? state.editor.live.canRedo : state.editor.history.future.length > 0);

/** The book's page size: the scale slice keeps it (it fits that size to the window), the editor reads it there. */
export const selectBookPageSize = (state: WithScale): PageSize => state.scale.size;

/** The size the current page is drawn and aligned at: its own size, else the book's. */
export const selectPageSize = (state: WithEditor & WithScale): PageSize => selectCurrentPage(state)?.size ?? selectBookPageSize(state);
