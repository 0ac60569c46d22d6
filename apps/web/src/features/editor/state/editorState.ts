import type { Patch } from 'immer';
import type { BookElement, BookPage } from '@folio/shared';

/** One undoable step: the immer patches that redo it and the inverse patches that undo it, on `pages` only. */
export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
}

export interface PageSize {
  width: number;
  height: number;
}

/** Spec §3 Editor state, plus the book's page size (read by alignment) and the undo history. */
export interface EditorState {
  pages: BookPage[];
  currentPage: number;
  selectedElements: string[];
  showCode: boolean;
  copiedElement: BookElement | null;
  copiedElements: BookElement[];
  selectedTool: string;
  scale: number;
  editingElementId: string | null;
  showGuide: boolean;
  /** The book's page size, used by alignment when the page carries no `size` of its own. */
  pageSize: PageSize | null;
  /** `past` ends with the step undo reverts; `future` ends with the step redo applies again. */
  history: { past: HistoryEntry[]; future: HistoryEntry[] };
}

export const initialEditorState: EditorState = {
  pages: [],
  currentPage: 0,
  selectedElements: [],
  showCode: false,
  copiedElement: null,
  copiedElements: [],
  selectedTool: 'select',
  scale: 1,
  editingElementId: null,
  showGuide: true,
  pageSize: null,
  history: { past: [], future: [] },
};
