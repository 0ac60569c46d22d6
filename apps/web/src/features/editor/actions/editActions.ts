import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  BringToFront,
  ClipboardPaste,
  Copy,
  CopyPlus,
  Group,
  Ungroup,
  Redo2,
  Scissors,
  SendToBack,
  Trash2,
  Undo2,
} from 'lucide-react';
import type { RootState } from '../../../app/store';
import {
  align,
  type AlignMode,
  copySelected,
  cutSelected,
  deleteSelected,
  groupSelected,
  paste,
  selectElements,
  sendToBack,
  sendToFront,
  ungroupSelected,
  updateElements,
} from '../state/editorSlice';
import { isOneGroup } from '../state/groupReducers';
import { isLocked } from '../state/documentOps';
import { selectBookPageSize, selectCanRedo, selectCanUndo, selectCurrentPage } from '../state/selectors';
import type { EditorAction } from './types';
import { redoCommand, undoCommand } from '../live/liveHistory';

const selected = (state: RootState) => state.editor.selectedElements;
const hasSelection = (state: RootState) => selected(state).length > 0;
const hasClipboard = (state: RootState) => state.editor.copiedElement !== null || state.editor.copiedElements.length > 0;

/** Moves the selected elements that are not locked, as one undo step. */
function nudge(id: string, shortcut: string, dx: number, dy: number): EditorAction {
  return {
    id,
    labelKey: `actions.${id}`,
    shortcuts: [shortcut],
    group: 'arrange',
    enabled: hasSelection,
    run: (dispatch, getState) => {
      const state = getState();
      const ids = new Set(selected(state));
      const moves = (selectCurrentPage(state)?.elements ?? [])
        .filter((e) => ids.has(e.id) && !isLocked(e))
        .map((e) => ({ id: e.id, changes: { position: { x: e.position.x + dx, y: e.position.y + dy } } }));
      if (moves.length) dispatch(updateElements(moves));
    },
  };
}

const alignMode = (mode: AlignMode, icon: EditorAction['icon']): EditorAction => ({
  id: `align-${mode}`,
  labelKey: `actions.align-${mode}`,
  icon,
  group: 'align',
  // Spec §4: alignment needs at least two selected elements.
  enabled: (state) => selected(state).length >= 2,
  run: (dispatch, getState) => dispatch(align(mode, selectBookPageSize(getState()))),
});

/** Whether grouping would change something: 2 or more elements selected that are not already one group. */
const canGroup = (state: RootState) => selected(state).length >= 2 && !isOneGroup(selectCurrentPage(state), selected(state));
const canUngroup = (state: RootState) => {
  const ids = new Set(selected(state));
  return (selectCurrentPage(state)?.elements ?? []).some((e) => ids.has(e.id) && e.groupId !== undefined);
};

export const EDIT_ACTIONS: EditorAction[] = [
  { id: 'undo', labelKey: 'actions.undo', icon: Undo2, shortcuts: ['Mod+Z'], group: 'history', enabled: selectCanUndo, run: (d) => undoCommand(d) },
  { id: 'redo', labelKey: 'actions.redo', icon: Redo2, shortcuts: ['Mod+Shift+Z', 'Mod+Y'], group: 'history', enabled: selectCanRedo, run: (d) => redoCommand(d) },
  { id: 'copy', labelKey: 'actions.copy', icon: Copy, shortcuts: ['Mod+C'], group: 'clipboard', enabled: hasSelection, run: (d) => d(copySelected()) },
  { id: 'cut', labelKey: 'actions.cut', icon: Scissors, shortcuts: ['Mod+X'], group: 'clipboard', enabled: hasSelection, run: (d) => d(cutSelected()) },
  {
    id: 'paste',
    labelKey: 'actions.paste',
    icon: ClipboardPaste,
    shortcuts: ['Mod+V'],
    group: 'clipboard',
    enabled: hasClipboard,
    // With nothing copied the key still reaches the reducer, which logs spec §8 'nothing to paste'.
    keyWhenDisabled: true,
    run: (d) => d(paste()),
  },
  {
    id: 'duplicate',
    labelKey: 'actions.duplicate',
    icon: CopyPlus,
    shortcuts: ['Mod+D'],
    group: 'clipboard',
    enabled: hasSelection,
    // A copy placed below the original, as paste places it (spec §4); the clipboard then holds it too.
    run: (d) => {
      d(copySelected());
      d(paste());
    },
  },
  { id: 'delete', labelKey: 'actions.delete', icon: Trash2, shortcuts: ['Delete', 'Backspace'], group: 'clipboard', enabled: hasSelection, run: (d) => d(deleteSelected()) },
  {
    id: 'select-all',
    labelKey: 'actions.select-all',
    shortcuts: ['Mod+A'],
    group: 'clipboard',
    enabled: (s) => (selectCurrentPage(s)?.elements.length ?? 0) > 0,
    run: (d, getState) => d(selectElements((selectCurrentPage(getState())?.elements ?? []).filter((e) => e.style?.hidden !== true).map((e) => e.id))),
  },
  nudge('nudge-left', 'ArrowLeft', -1, 0),
  nudge('nudge-right', 'ArrowRight', 1, 0),
  nudge('nudge-up', 'ArrowUp', 0, -1),
  nudge('nudge-down', 'ArrowDown', 0, 1),
  nudge('nudge-left-far', 'Shift+ArrowLeft', -10, 0),
  nudge('nudge-right-far', 'Shift+ArrowRight', 10, 0),
  nudge('nudge-up-far', 'Shift+ArrowUp', 0, -10),
  nudge('nudge-down-far', 'Shift+ArrowDown', 0, 10),
  alignMode('left', AlignStartVertical),
  alignMode('center', AlignCenterVertical),
  alignMode('right', AlignEndVertical),
  alignMode('justify', AlignHorizontalDistributeCenter),
  alignMode('top', AlignStartHorizontal),
  alignMode('middle', AlignCenterHorizontal),
  alignMode('bottom', AlignEndHorizontal),
  { id: 'group', labelKey: 'actions.group', icon: Group, shortcuts: ['Mod+G'], group: 'arrange', enabled: canGroup, run: (d) => d(groupSelected()) },
  { id: 'ungroup', labelKey: 'actions.ungroup', icon: Ungroup, shortcuts: ['Mod+Shift+G'], group: 'arrange', enabled: canUngroup, run: (d) => d(ungroupSelected()) },
  {
    id: 'send-to-back',
    labelKey: 'actions.send-to-back',
    icon: SendToBack,
    shortcuts: ['Mod+Shift+ArrowDown'],
    group: 'order',
    enabled: hasSelection,
    // The whole selection in one action, so one undo step; it keeps its own stacking order at the back.
    run: (d, getState) => d(sendToBack(selected(getState()))),
  },
  {
    id: 'send-to-front',
    labelKey: 'actions.send-to-front',
    icon: BringToFront,
    shortcuts: ['Mod+Shift+ArrowUp'],
    group: 'order',
    enabled: hasSelection,
    run: (d, getState) => d(sendToFront(selected(getState()))),
  },
];
