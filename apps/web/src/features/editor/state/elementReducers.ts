import type { PayloadAction } from '@reduxjs/toolkit';
import { ELEMENT_DEFAULTS, PASTE_OFFSET, type BookElement, type ElementType } from '@folio/shared';
import type { EditorState, PageSize } from './editorState';
import { alignedPositions, alignmentUnits, boundsOf, type AlignMode } from './align';
import { regroupCopies } from './groupReducers';
import {
  applyElementChanges,
  blankPage,
  clearSelectionOf,
  currentPageOrWarn,
  deepCopy,
  isLocked,
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
      regroupCopies(copies, action.payload.idSeed);
      page.elements.push(...copies);
      state.selectedElements = copies.map((copy) => copy.id);
      state.editingElementId = null;
    },
    prepare: () => ({ payload: { idSeed: newId() } }),
  },

  /**
   * Stacking order is list order: the first element is drawn at the back. All the given elements move in one
   * step (one undo step for the whole selection) and keep their stacking order among themselves.
   */
  sendToBack(state: EditorState, action: PayloadAction<string[]>) {
    restack(state, action.payload, 'back');
  },

  sendToFront(state: EditorState, action: PayloadAction<string[]>) {
    restack(state, action.payload, 'front');
  },

  /**
   * Spec §4: needs at least 2 selected elements; locked elements (style.locked) stay where they are. A group moves
   * as one box. To the page (the default), the page's own size comes first; the book's page size is given by the
   * caller, as it lives in the scale slice. To the selection, the selected elements' bounding box is the area.
   */
  align: {
    reducer(state: EditorState, action: PayloadAction<{ mode: AlignMode; bookSize: PageSize }>) {
      if (state.selectedElements.length < 2) return;
      const page = currentPageOrWarn(state);
      if (!page) return;
      const selected = selectedOn(page, state.selectedElements);
      if (selected.length < 2) return;
      const movable = selected.filter((element) => !isLocked(element));
      const { boxes, members } = alignmentUnits(movable);
      const area = state.alignTo === 'selection' ? boundsOf(selected) : (page.size ?? action.payload.bookSize);
      const positions = alignedPositions(action.payload.mode, boxes, area);
      if (!positions) return;
      for (const unit of boxes) {
        const to = positions.get(unit.id);
        if (!to) continue;
        const dx = to.x - unit.position.x;
        const dy = to.y - unit.position.y;
        if (dx === 0 && dy === 0) continue;
        for (const member of members.get(unit.id) ?? []) {
          const element = page.elements.find((e) => e.id === member.id)!;
          applyElementChanges(element, { position: { x: element.position.x + dx, y: element.position.y + dy } });
        }
      }
    },
    prepare: (mode: AlignMode, bookSize: PageSize) => ({ payload: { mode, bookSize } }),
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

/** Moves the given elements of the current page to the back or the front, in their stacking order. */
function restack(state: EditorState, ids: readonly string[], to: 'back' | 'front') {
  const page = currentPageOrWarn(state);
  if (!page) return;
  const moving = new Set(ids);
  for (const id of moving) if (!page.elements.some((element) => element.id === id)) warn(EDITOR_WARNINGS.elementNotFound, id);
  const moved = page.elements.filter((element) => moving.has(element.id));
  const rest = page.elements.filter((element) => !moving.has(element.id));
  const order = to === 'back' ? [...moved, ...rest] : [...rest, ...moved];
  // Written only when the order changes, so that a selection already in place is no undo step.
  if (order.some((element, index) => element.id !== page.elements[index]!.id)) page.elements = order;
}
