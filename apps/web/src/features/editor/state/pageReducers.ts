import { original, type PayloadAction } from '@reduxjs/toolkit';
import { isPdfLayer, type BookPage } from '@folio/shared';
import type { EditorState } from './editorState';
import { applyPageChanges, blankPage, clearSelectionOf, deepCopy, type PageChanges } from './documentOps';
import { derivedId, newId } from './ids';
import { EDITOR_WARNINGS, warn } from './warnings';

const inRange = (state: EditorState, index: number) => Number.isInteger(index) && index >= 0 && index < state.pages.length;
/** A PDF book's layer keeps one page per PDF page, in the PDF's order (decision 021): no page is added, removed or moved. */
const fixed = (state: EditorState) => isPdfLayer(state.pages);

/** Page commands of spec §4 Editor (whether each is undoable is stated in editorSlice). */
export const pageReducers = {
  /**
   * Spec §4: 'Page N' (N = page count + 1), gutter 50, 2 columns, appended and made current. The screen gives
   * the name in the interface language ('الصفحة 4'); the spec's English name stays the default.
   */
  addPage: {
    reducer(state: EditorState, action: PayloadAction<{ pageId: string; name?: string }>) {
      if (fixed(state)) return warn(EDITOR_WARNINGS.fixedPages);
      const page = blankPage(action.payload.pageId, state.pages.length);
      state.pages.push(action.payload.name ? { ...page, name: action.payload.name } : page);
      state.currentPage = state.pages.length - 1;
      clearSelectionOf(state);
    },
    prepare: (options: { name?: string } = {}) => ({ payload: { pageId: newId(), ...options } }),
  },

  /** Spec §4: only an index in range; clears the selection and the editing element. */
  switchPage(state: EditorState, action: PayloadAction<number>) {
    if (!inRange(state, action.payload)) return warn(EDITOR_WARNINGS.invalidPageIndex, action.payload);
    state.currentPage = action.payload;
    clearSelectionOf(state);
  },

  /**
   * Spec §4: never the last page. The current index then stays on the same page when another page goes (it
   * moves down by one when an earlier page is deleted), and is clamped to the last page otherwise.
   */
  deletePage(state: EditorState, action: PayloadAction<number>) {
    const index = action.payload;
    if (fixed(state)) return warn(EDITOR_WARNINGS.fixedPages);
    if (!inRange(state, index)) return warn(EDITOR_WARNINGS.pageNotFound, index);
    if (state.pages.length <= 1) return warn(EDITOR_WARNINGS.lastPage);
    const wasCurrent = index === state.currentPage;
    state.pages.splice(index, 1);
    if (index < state.currentPage) state.currentPage -= 1;
    state.currentPage = Math.min(state.currentPage, state.pages.length - 1);
    if (wasCurrent) clearSelectionOf(state);
  },

  /** Spec §4: a copy named '<name> Copy' with new ids for the page and all its elements, right after it. */
  duplicatePage: {
    reducer(state: EditorState, action: PayloadAction<{ index: number; pageId: string; idSeed: string }>) {
      const { index, pageId, idSeed } = action.payload;
      if (fixed(state)) return warn(EDITOR_WARNINGS.fixedPages);
      const page = inRange(state, index) ? state.pages[index] : undefined;
      if (!page) return warn(EDITOR_WARNINGS.pageNotFound, index);
      const copy = deepCopy(page);
      copy.id = pageId;
      copy.name = `${page.name} Copy`;
      copy.elements.forEach((element, i) => {
        element.id = derivedId(idSeed, i);
      });
      state.pages.splice(index + 1, 0, copy);
      // The current page stays the same page.
      if (index < state.currentPage) state.currentPage += 1;
    },
    prepare: (index: number) => ({ payload: { index, pageId: newId(), idSeed: newId() } }),
  },

  /** Spec §4: the new order of all page ids (an array); the current index follows the current page's id. */
  reorderPages(state: EditorState, action: PayloadAction<string[]>) {
    const ids: unknown = action.payload;
    if (fixed(state)) return warn(EDITOR_WARNINGS.fixedPages);
    const stored = original(state.pages)!;
    const byId = new Map(stored.map((page) => [page.id, page]));
    const isPermutation = Array.isArray(ids) && ids.length === byId.size && new Set(ids).size === ids.length && ids.every((id) => byId.has(id));
    if (!isPermutation) return warn(EDITOR_WARNINGS.pageNotFound, ids);
    const currentId = stored[state.currentPage]?.id;
    // Only the positions that change are written, with the stored pages themselves: the undo step holds
    // references to them, not copies.
    (ids as string[]).forEach((id, position) => {
      if (stored[position]!.id !== id) state.pages[position] = byId.get(id)!;
    });
    state.currentPage = Math.max(0, (ids as string[]).indexOf(currentId ?? ''));
  },

  /** Spec §4: loads a document: current page 0, no selection, both clipboards and the history emptied. */
  setPages(state: EditorState, action: PayloadAction<BookPage[]>) {
    state.pages = action.payload;
    state.currentPage = 0;
    clearSelectionOf(state);
    state.copiedElement = null;
    state.copiedElements = [];
    state.history = { past: [], future: [] };
  },

  updatePage(state: EditorState, action: PayloadAction<{ index: number; changes: PageChanges }>) {
    const { index, changes } = action.payload;
    const page = inRange(state, index) ? state.pages[index] : undefined;
    if (!page) return warn(EDITOR_WARNINGS.pageNotFound, index);
    applyPageChanges(page, changes);
  },
};
