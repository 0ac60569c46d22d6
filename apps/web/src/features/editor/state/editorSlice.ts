import { createSlice } from '@reduxjs/toolkit';
import type { BookElement, BookPage } from '@folio/shared';

/** Spec §3 Editor state. (The editor-state work fills in the transitions of spec §4 Editor.) */
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
};

const editorSlice = createSlice({ name: 'editor', initialState: initialEditorState, reducers: {} });
export const editorReducer = editorSlice.reducer;
