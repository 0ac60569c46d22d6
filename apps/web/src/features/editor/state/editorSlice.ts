import { createSlice, type Action, type PayloadAction } from '@reduxjs/toolkit';
import { initialEditorState, type EditorState } from './editorState';
import { elementReducers } from './elementReducers';
import { pageReducers } from './pageReducers';
import { groupReducers, withGroupMembers, groupOf } from './groupReducers';
import type { AlignTarget } from './align';
import { asEdit, withHistory } from './history';
import { currentEditKey } from '../../../elements/common/editSession';
import { clearSelectionOf, locateElement } from './documentOps';
import { liveReducers } from './liveReducers';
import { EDITOR_WARNINGS, warn } from './warnings';
import { injectSlice } from '../../../app/rootReducer';

export { initialEditorState, type EditorState } from './editorState';
export type { ElementUpdate } from './elementReducers';
export { ALIGN_MODES, ALIGN_TARGETS, type AlignMode, type AlignTarget } from './align';
export { undo, redo, EDIT_PAUSE_MS } from './history';

/** Spec §4 Editor: the editor's state machine. Element and page commands live in their own modules. */
const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    ...elementReducers,
    ...pageReducers,
    ...groupReducers,
    ...liveReducers,

    /**
     * Replaces the selection with the given ids of the current page (unknown ids are left out); selecting a
     * member of a group selects the whole group.
     */
    selectElements(state: EditorState, action: PayloadAction<string[]>) {
      const page = state.pages[state.currentPage];
      const onPage = new Set(page?.elements.map((element) => element.id));
      state.selectedElements = withGroupMembers(page, [...new Set(action.payload)].filter((id) => onPage.has(id)));
      if (state.editingElementId !== null && !state.selectedElements.includes(state.editingElementId)) state.editingElementId = null;
    },
    /** Shift-click: adds the element to the selection or takes it out. */
    toggleElementSelection(state: EditorState, action: PayloadAction<string>) {
      const id = action.payload;
      const page = state.pages[state.currentPage];
      // A group is added or taken out whole.
      const unit = groupOf(page, id);
      if (state.selectedElements.includes(id)) {
        state.selectedElements = state.selectedElements.filter((selected) => !unit.includes(selected));
        if (state.editingElementId !== null && unit.includes(state.editingElementId)) state.editingElementId = null;
      } else if (page?.elements.some((element) => element.id === id)) {
        state.selectedElements.push(...unit.filter((member) => !state.selectedElements.includes(member)));
      } else {
        warn(EDITOR_WARNINGS.elementNotFound, id);
      }
    },
    clearSelection(state: EditorState) {
      clearSelectionOf(state);
    },
    /** Spec §4: choosing a tool clears the selection and the editing element. */
    setSelectedTool(state: EditorState, action: PayloadAction<string>) {
      state.selectedTool = action.payload;
      clearSelectionOf(state);
    },
    /** Spec §4: the editing element is also selected (alone); null ends editing. */
    setEditingElement(state: EditorState, action: PayloadAction<string | null>) {
      const id = action.payload;
      if (id === null) {
        state.editingElementId = null;
        return;
      }
      const found = locateElement(state, id);
      if (!found || found.page.id !== state.pages[state.currentPage]?.id) return warn(EDITOR_WARNINGS.elementNotFound, id);
      state.editingElementId = id;
      state.selectedElements = [id];
    },
    toggleCode(state: EditorState) {
      state.showCode = !state.showCode;
    },
    toggleGuide(state: EditorState) {
      state.showGuide = !state.showGuide;
    },
    /** What alignment measures against; a view setting, not part of the document. */
    setAlignTarget(state: EditorState, action: PayloadAction<AlignTarget>) {
      state.alignTo = action.payload;
    },
  },
});

/** The typed name of every editor reducer action. */
type EditorActionName = keyof typeof editorSlice.actions;

/** Whether an action becomes an undo step (like excalidraw's `captureUpdate`). */
type UndoBehaviour = 'record' | 'skip';

/**
 * Every action states its undo behaviour (architecture.md §9.5); the Record type makes leaving one out a type error.
 * 'record' makes it one undo step whenever it changes the document, so one user command must be one recorded
 * action (several elements go in one payload); 'skip' never does (spec §4: scale, editing element, current
 * page, code toggle, tool, selection, set pages, guide toggle), and such an action must not change the pages
 * (setPages clears the history instead).
 */
export const UNDO_BEHAVIOUR: Record<EditorActionName, UndoBehaviour> = {
  addElement: 'record',
  updateElement: 'record',
  updateElements: 'record',
  deleteSelected: 'record',
  cutSelected: 'record',
  copySelected: 'skip',
  paste: 'record',
  sendToBack: 'record',
  sendToFront: 'record',
  align: 'record',
  groupSelected: 'record',
  ungroupSelected: 'record',
  setAlignTarget: 'skip',
  addPage: 'record',
  switchPage: 'skip',
  deletePage: 'record',
  duplicatePage: 'record',
  reorderPages: 'record',
  setPages: 'skip',
  updatePage: 'record',
  selectElements: 'skip',
  toggleElementSelection: 'skip',
  clearSelection: 'skip',
  setSelectedTool: 'skip',
  setEditingElement: 'skip',
  toggleCode: 'skip',
  toggleGuide: 'skip',
  // Live editing keeps this person's undo in the live document (decision 019); the pages it brings are others' work
  // or that undo, never a step here.
  liveStarted: 'skip',
  liveEnded: 'skip',
  liveHistoryChanged: 'skip',
  livePagesChanged: 'skip',
};

export const editorActions = editorSlice.actions;

const recordedTypes = new Set<string>(
  (Object.keys(UNDO_BEHAVIOUR) as EditorActionName[]).filter((name) => UNDO_BEHAVIOUR[name] === 'record').map((name) => editorActions[name].type),
);

/** The editor reducer with its undo history (registered in the store under `editor`). */
export const editorReducer = withHistory(editorSlice.reducer, (action: Action) => recordedTypes.has(action.type));

/**
 * The field updates: made inside a field's edit (an inspector field, the inline text editor), they carry that
 * edit, so that history merges one edit's updates into one step. Same type and `match` as the slice's own.
 */
function taggedWithEdit<C extends (...args: never[]) => Action>(create: C): C {
  const tagged = (...args: Parameters<C>) => {
    const action = create(...args);
    const key = currentEditKey();
    return key === null ? action : asEdit(action, { key, at: Date.now() });
  };
  return Object.assign(tagged, create) as unknown as C;
}

export const updateElement = taggedWithEdit(editorActions.updateElement);
export const updatePage = taggedWithEdit(editorActions.updatePage);

export const {
  addElement,
  updateElements,
  deleteSelected,
  cutSelected,
  copySelected,
  paste,
  sendToBack,
  sendToFront,
  align,
  addPage,
  switchPage,
  deletePage,
  duplicatePage,
  reorderPages,
  setPages,
  selectElements,
  toggleElementSelection,
  clearSelection,
  setSelectedTool,
  setEditingElement,
  toggleCode,
  toggleGuide,
  liveStarted,
  liveEnded,
  liveHistoryChanged,
  livePagesChanged,
  groupSelected,
  ungroupSelected,
  setAlignTarget,
} = editorActions;

// The editor's state joins the store when the editor's code first loads (app/rootReducer.ts).
injectSlice({ reducerPath: 'editor', reducer: editorReducer });
