import type { PayloadAction } from '@reduxjs/toolkit';
import { ELEMENT_DEFAULTS, PASTE_OFFSET, type BookElement, type ElementType } from '@folio/shared';
import type { EditorState } from './editorState';
import { alignedPositions, type AlignMode } from './align';
import {
  applyElementChanges,
  blankPage,
  clearSelectionOf,
  currentPageOrWarn,
  deepCopy,
  locateElement,
  selectedOn,
  type ElementChanges,
} from './documentOps';
import { derivedId, newId } from './ids';
import { EDITOR_WARNINGS, warn } from './warnings';

/** What a new element may be given: its type, and any common or type field (the id is always generated). */
export interface NewElement {
  type: ElementType;
  position?: Partial<BookElement['position']>;
  size?: Partial<BookElement['size']>;
  style?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface ElementUpdate {
  id: string;
  changes: ElementChanges;
}

/** Element commands of spec §4 Editor (whether each is undoable is stated in editorSlice). */
export const elementReducers = {
  /** Spec §4: creates the page if none exists, appends the element and selects it alone. */
  addElement: {
    reducer(state: EditorState, action: PayloadAction<{ element: BookElement; pageId: string }>) {
      if (state.pages.length === 0) {
        state.pages.push(blankPage(action.payload.pageId, 0));
        state.currentPage = 0;
      }
      const page = currentPageOrWarn(state);
      if (!page) return;
      page.elements.push(action.payload.element);
      state.selectedElements = [action.payload.element.id];
      state.editingElementId = null;
    },
    prepare(input: NewElement) {
      const element: BookElement = {
        ...input,
        id: newId(),
        type: input.type,
        position: { ...ELEMENT_DEFAULTS.position, ...input.position },
        size: { ...ELEMENT_DEFAULTS.size, ...input.size },
        style: { ...input.style },
      };
      return { payload: { element, pageId: newId() } };
    },
  },

  updateElement(state: EditorState, action: PayloadAction<ElementUpdate>) {
    updateOne(state, action.payload);
  },

  /** Several elements at once (multi-drag, multi-resize): one undo step. */
  updateElements(state: EditorState, action: PayloadAction<ElementUpdate[]>) {
    for (const update of action.payload) updateOne(state, update);
  },

  deleteSelected(state: EditorState) {
    removeSelected(state);
  },

  cutSelected(state: EditorState) {
    if (copyToClipboard(state)) removeSelected(state);
  },

  copySelected(state: EditorState) {
    copyToClipboard(state);
  },

  /** Spec §4: new ids, each copy below its original (same x, y + original height + 10); the copies are selected. */
  paste: {
    reducer(state: EditorState, action: PayloadAction<{ idSeed: string }>) {
      const clipboard = state.copiedElement ? [state.copiedElement] : state.copiedElements;
      if (clipboard.length === 0) return warn(EDITOR_WARNINGS.nothingToPaste);
      const page = currentPageOrWarn(state);
      if (!page) return;
      const copies = clipboard.map((original, index) => ({
        ...deepCopy(original),
        id: derivedId(action.payload.idSeed, index),
        position: { x: original.position.x + PASTE_OFFSET.x, y: original.position.y + original.size.height + PASTE_OFFSET.y },
      }));
      page.elements.push(...copies);
      state.selectedElements = copies.map((copy) => copy.id);
      state.editingElementId = null;
    },
    prepare: () => ({ payload: { idSeed: newId() } }),
  },

  /** Stacking order is list order: the first element is drawn at the back. */
  sendToBack(state: EditorState, action: PayloadAction<string>) {
    moveInStack(state, action.payload, 'back');
  },

  sendToFront(state: EditorState, action: PayloadAction<string>) {
    moveInStack(state, action.payload, 'front');
  },

  /** Spec §4: needs at least 2 selected elements; locked elements (style.locked) stay where they are. */
  align(state: EditorState, action: PayloadAction<AlignMode>) {
    if (state.selectedElements.length < 2) return;
    const page = currentPageOrWarn(state);
    if (!page) return;
    const selected = selectedOn(page, state.selectedElements);
    if (selected.length < 2) return;
    const movable = selected.filter((element) => !element.style?.locked);
    const positions = alignedPositions(action.payload, movable, page.size ?? state.pageSize);
    if (!positions) return;
    for (const element of movable) {
      const to = positions.get(element.id);
      if (to) applyElementChanges(element, { position: to });
    }
  },

  /** Arrow keys: moves the selection by (dx, dy) in one undo step; locked elements do not move. */
  nudgeSelected(state: EditorState, action: PayloadAction<{ dx: number; dy: number }>) {
    if (state.selectedElements.length === 0) return;
    const page = currentPageOrWarn(state);
    if (!page) return;
    const { dx, dy } = action.payload;
    for (const element of selectedOn(page, state.selectedElements)) {
      if (element.style?.locked) continue;
      applyElementChanges(element, { position: { x: element.position.x + dx, y: element.position.y + dy } });
    }
  },
};

function updateOne(state: EditorState, { id, changes }: ElementUpdate) {
  const found = locateElement(state, id);
  if (!found) return warn(EDITOR_WARNINGS.elementNotFound, id);
  applyElementChanges(found.page.elements[found.index]!, changes);
}

/** Removes the selected elements of the current page and clears the selection and editing element. */
function removeSelected(state: EditorState) {
  const page = currentPageOrWarn(state);
  if (!page) return;
  const selected = new Set(state.selectedElements);
  if (page.elements.some((element) => selected.has(element.id))) {
    page.elements = page.elements.filter((element) => !selected.has(element.id));
  }
  clearSelectionOf(state);
}

/**
 * Spec §4: a deep copy of the one selected element goes to the single clipboard, of several to the multiple
 * one (in stacking order); the other clipboard is emptied. Answers whether anything was copied.
 */
function copyToClipboard(state: EditorState): boolean {
  const page = currentPageOrWarn(state);
  if (!page || state.selectedElements.length === 0) return false;
  const selected = selectedOn(page, state.selectedElements);
  if (selected.length === 0) {
    warn(EDITOR_WARNINGS.elementNotFound, state.selectedElements[0]);
    return false;
  }
  if (state.selectedElements.length === 1) {
    state.copiedElement = deepCopy(selected[0]!);
    state.copiedElements = [];
  } else {
    state.copiedElement = null;
    state.copiedElements = selected.map((element) => deepCopy(element));
  }
  return true;
}

function moveInStack(state: EditorState, id: string, to: 'back' | 'front') {
  const found = locateElement(state, id);
  if (!found) return warn(EDITOR_WARNINGS.elementNotFound, id);
  const { page, index } = found;
  const last = page.elements.length - 1;
  if (index === (to === 'back' ? 0 : last)) return;
  const [element] = page.elements.splice(index, 1);
  if (to === 'back') page.elements.unshift(element!);
  else page.elements.push(element!);
}
