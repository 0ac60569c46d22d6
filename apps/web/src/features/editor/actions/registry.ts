import type { RootState } from '../../../app/store';
import { EDIT_ACTIONS } from './editActions';
import { matchesShortcut, type KeyPress } from './shortcuts';
import type { EditorAction } from './types';
import { VIEW_ACTIONS } from './viewActions';

/** Every editor command, once (architecture.md §9.5). */
export const ACTIONS: readonly EditorAction[] = [...EDIT_ACTIONS, ...VIEW_ACTIONS];

const BY_ID = new Map(ACTIONS.map((a) => [a.id, a]));

export function getAction(id: string): EditorAction {
  const action = BY_ID.get(id);
  if (!action) throw new Error(`Unknown editor action: ${id}`);
  return action;
}

const EDITS = new Set<EditorAction>(EDIT_ACTIONS);

/** Whether a command may run now: a viewer or a commenter of a live book (decision 019) runs no edit. */
export const isEnabled = (action: EditorAction, state: RootState) =>
  !(state.editor.live?.readOnly && EDITS.has(action)) && (!action.enabled || action.enabled(state));

/** Where the key was pressed, as far as shortcuts care. */
interface PressContext {
  /** In a text field or inline rich text. */
  typing: boolean;
  /** Inside the page being edited (the inline editor). */
  inCanvas: boolean;
}

/**
 * The command a key press asks for, or nothing: the first action with a matching shortcut that may run in
 * this context and is enabled now. A press that matches a disabled command answers that command too, so
 * that the caller still keeps the browser from acting on it (Ctrl+D would bookmark the page).
 */
export function actionForKey(press: KeyPress, state: RootState, where: PressContext, actions: readonly EditorAction[] = ACTIONS) {
  const preview = state.toolbar.isPreviewActive;
  for (const action of actions) {
    if (!action.shortcuts?.some((s) => matchesShortcut(press, s))) continue;
    if (where.typing && !(action.whileTyping === true || (action.whileTyping === 'canvas' && where.inCanvas))) continue;
    if (preview && !action.inPreview) continue;
    return { action, enabled: isEnabled(action, state) };
  }
  return null;
}

/** The actions of a group, in registry order (the alignment menu, the help dialog). */
export const actionsInGroup = (group: EditorAction['group']) => ACTIONS.filter((a) => a.group === group);
