import type { PayloadAction } from '@reduxjs/toolkit';
import type { BookElement, BookPage } from '@folio/shared';
import type { EditorState } from './editorState';
import { currentPageOrWarn, selectedOn } from './documentOps';
import { newId } from './ids';

/**
 * Groups (architecture.md §5): the elements of a page that share a `groupId` are one unit. Selecting one member selects
 * the whole group, so that moving, resizing, aligning, copying and deleting act on all of it. Groups do not nest:
 * grouping elements that are already grouped merges them into one new group.
 */

/** The ids, with every other member of the groups they belong to added (page order after the given ones). */
export function withGroupMembers(page: BookPage | undefined, ids: readonly string[]): string[] {
  if (!page) return [...ids];
  const groups = new Set(page.elements.filter((e) => ids.includes(e.id) && e.groupId).map((e) => e.groupId));
  if (groups.size === 0) return [...ids];
  const members = page.elements.filter((e) => e.groupId && groups.has(e.groupId)).map((e) => e.id);
  return [...new Set([...ids, ...members])];
}

/** The members of an element's group (itself alone when it is not grouped). */
export function groupOf(page: BookPage | undefined, id: string): string[] {
  const groupId = page?.elements.find((e) => e.id === id)?.groupId;
  if (!page || !groupId) return [id];
  return page.elements.filter((e) => e.groupId === groupId).map((e) => e.id);
}

/** Whether the elements are exactly one whole group (what the group's resize handles and the inspector treat as one). */
export function isOneGroup(page: BookPage | undefined, ids: readonly string[]): boolean {
  if (!page || ids.length < 2) return false;
  const selected = selectedOn(page, ids);
  const groupId = selected[0]?.groupId;
  if (!groupId || selected.length !== ids.length || selected.some((e) => e.groupId !== groupId)) return false;
  return page.elements.filter((e) => e.groupId === groupId).length === ids.length;
}

/** Copies get groups of their own: a pasted group is a new group, not more members of the original one. */
export function regroupCopies(copies: BookElement[], seed: string) {
  const renamed = new Map<string, string>();
  for (const copy of copies) {
    if (!copy.groupId) continue;
    if (!renamed.has(copy.groupId)) renamed.set(copy.groupId, `${seed}-g${renamed.size}`);
    copy.groupId = renamed.get(copy.groupId);
  }
  // A lone copy of a group member is no group.
  for (const groupId of renamed.values()) {
    const members = copies.filter((c) => c.groupId === groupId);
    if (members.length < 2) for (const m of members) delete m.groupId;
  }
}

export const groupReducers = {
  /** Makes the selected elements (2 or more) one group, which stays selected. One undo step. */
  groupSelected: {
    reducer(state: EditorState, action: PayloadAction<{ groupId: string }>) {
      const page = currentPageOrWarn(state);
      if (!page) return;
      const selected = selectedOn(page, state.selectedElements);
      if (selected.length < 2 || isOneGroup(page, state.selectedElements)) return;
      for (const element of selected) element.groupId = action.payload.groupId;
      state.editingElementId = null;
    },
    prepare: () => ({ payload: { groupId: newId() } }),
  },

  /** Splits the groups among the selected elements into their elements, which stay selected. One undo step. */
  ungroupSelected(state: EditorState) {
    const page = currentPageOrWarn(state);
    if (!page) return;
    for (const element of selectedOn(page, state.selectedElements)) if (element.groupId !== undefined) delete element.groupId;
  },
};
