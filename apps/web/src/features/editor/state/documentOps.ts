import { current, isDraft, type Draft } from '@reduxjs/toolkit';
import { PAGE_LAYOUT_DEFAULTS, type BookElement, type BookPage } from '@folio/shared';
import type { EditorState } from './editorState';
import { EDITOR_WARNINGS, warn } from './warnings';

/** Small helpers the editor reducers share: finding things, copying them, merging changes. */

export const blankPage = (id: string, pageCount: number): BookPage => ({
  id,
  name: `Page ${pageCount + 1}`,
  elements: [],
  layout: { ...PAGE_LAYOUT_DEFAULTS },
  style: {},
});

/** The current page, or undefined after warning 'current page undefined'. */
export function currentPageOrWarn(state: EditorState): BookPage | undefined {
  const page = state.pages[state.currentPage];
  if (!page) warn(EDITOR_WARNINGS.noCurrentPage);
  return page;
}

/** An element and the page holding it, looking at the current page first. */
export function locateElement(state: EditorState, id: string): { page: BookPage; index: number } | undefined {
  const pages = [state.pages[state.currentPage], ...state.pages].filter((page): page is BookPage => page !== undefined);
  for (const page of pages) {
    const index = page.elements.findIndex((element) => element.id === id);
    if (index >= 0) return { page, index };
  }
  return undefined;
}

/** The selected elements of the page in stacking order (the order pasted copies keep). */
export const selectedOn = (page: BookPage, selected: readonly string[]) => {
  const ids = new Set(selected);
  return page.elements.filter((element) => ids.has(element.id));
};

/** Locked elements (style.locked, read as the inspector writes it) keep their place: no drag, nudge or alignment. */
export const isLocked = (element: Pick<BookElement, 'style'>) => element.style?.locked === true;

/** A deep copy that shares nothing with the store (drafts are read at their current value first). */
export const deepCopy = <T>(value: T): T => structuredClone(isDraft(value) ? (current(value as Draft<T>) as T) : value);

/** Sets each key of `changes` on `target`; a key whose value is undefined is removed. */
function assignFields(target: Record<string, unknown>, changes: Record<string, unknown>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete target[key];
    else target[key] = value;
  }
}

export interface ElementChanges {
  position?: Partial<BookElement['position']>;
  size?: Partial<BookElement['size']>;
  style?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * Spec §4: position, size and style are merged, other fields are overwritten, the id never changes. Fields are
 * set one by one so that a step's patches name only what changed.
 */
export function applyElementChanges(element: BookElement, changes: ElementChanges) {
  const { id: _id, position, size, style, ...fields } = changes;
  if (position) assignFields(element.position, position);
  if (size) assignFields(element.size, size);
  if (style) {
    element.style ??= {};
    assignFields(element.style, style);
  }
  assignFields(element, fields);
}

export interface PageChanges {
  name?: string;
  style?: Record<string, unknown>;
  layout?: Partial<BookPage['layout']>;
  /** The page's own size; null removes it (alignment then reads the book's page size). */
  size?: BookPage['size'] | null;
  /** The page's reading order (element ids, issue 54); null removes it (the stacking order is read). */
  readingOrder?: string[] | null;
  /** The page's narration (features/editor/narration); null removes it. */
  narration?: BookPage['narration'] | null;
}

/** Renames and sets the size; merges style and layout like an element's style. */
export function applyPageChanges(page: BookPage, changes: PageChanges) {
  if (changes.name !== undefined) page.name = changes.name;
  if (changes.style) assignFields(page.style, changes.style);
  if (changes.layout) assignFields(page.layout, changes.layout);
  if (changes.size === null) delete page.size;
  else if (changes.size) page.size = { ...changes.size };
  if (changes.readingOrder === null) delete page.readingOrder;
  else if (changes.readingOrder) page.readingOrder = [...changes.readingOrder];
  if (changes.narration === null) delete page.narration;
  else if (changes.narration) page.narration = structuredClone(changes.narration);
}

/** Clears the selection and the editing element (page changes, tool changes, deletions). */
export function clearSelectionOf(state: EditorState) {
  state.selectedElements = [];
  state.editingElementId = null;
}
