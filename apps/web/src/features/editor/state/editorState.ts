import type { Patch } from 'immer';
import type { BookElement, BookPage } from '@folio/shared';
import type { AlignTarget } from './align';

/** One undoable step: the immer patches that redo it and the inverse patches that undo it, on `pages` only. */
export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
}

/** The continuous edit (one field being typed in or dragged) that the last step records and may still grow. */
export interface OpenEdit {
  /** one field's edit, from its start to its boundary (see elements/common/editSession) */
  key: string;
  /** when its last update came (ms) */
  at: number;
}

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Spec §3 Editor state, plus the undo history. The scale and the book's page size live in the scale slice, the
 * one place that owns them.
 */
export interface EditorState {
  pages: BookPage[];
  currentPage: number;
  selectedElements: string[];
  showCode: boolean;
  copiedElement: BookElement | null;
  copiedElements: BookElement[];
  selectedTool: string;
  editingElementId: string | null;
  showGuide: boolean;
  /** What alignment measures against: the page (spec §4) unless the person chooses the selection. */
  alignTo: AlignTarget;
  /**
   * `past` ends with the step undo reverts; `future` ends with the step redo applies again; `edit`, when set,
   * is the edit that the last step of `past` records and that further updates of the same edit merge into.
   */
  history: { past: HistoryEntry[]; future: HistoryEntry[]; edit?: OpenEdit };
  /**
   * Set while the book is edited live (decision 019, features/editor/live): undo and redo are then this person's
   * own, kept by the live document's undo manager instead of `history`, and the pages also change by others' work.
   */
  live: LiveEditing | null;
}

export interface LiveEditing {
  /** Whether this person may only look (a viewer or a commenter): their changes are not kept. */
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export const initialEditorState: EditorState = {
  pages: [],
  currentPage: 0,
  selectedElements: [],
  showCode: false,
  copiedElement: null,
  copiedElements: [],
  selectedTool: 'select',
  editingElementId: null,
  showGuide: true,
  alignTo: 'page',
  history: { past: [], future: [] },
  live: null,
};
