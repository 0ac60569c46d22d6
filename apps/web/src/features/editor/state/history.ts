import { createAction, type Action, type Reducer } from '@reduxjs/toolkit';
// immer comes with Redux Toolkit (the same instance its reducers draft with); the patch API is not re-exported.
import { applyPatches, enablePatches, produce, produceWithPatches, type Patch } from 'immer';
import { HISTORY_LIMIT } from '@folio/shared';
import { initialEditorState, type EditorState, type HistoryEntry, type OpenEdit } from './editorState';
import { squash } from './squash';

enablePatches();

export const undo = createAction('editor/undo');
export const redo = createAction('editor/redo');

/**
 * An edit paused this long is over: its next update is a new step, as a word typed after a pause is undone
 * on its own.
 */
export const EDIT_PAUSE_MS = 1000;

/** An action that is one update of a continuous edit: the `meta.edit` that history merges by. */
type EditAction = Action & { meta: { edit: OpenEdit } };

/** Tags an action as one update of the given edit (the field's edit key, and the time of the update). */
export function asEdit<A extends Action>(action: A, edit: OpenEdit): A & EditAction {
  return { ...action, meta: { edit } };
}

const editOf = (action: Action): OpenEdit | undefined => (action as Partial<EditAction>).meta?.edit;

/** Only the document is history: selection, page, tool and view changes never become steps. */
const onPages = (patches: Patch[]) => patches.filter((patch) => patch.path[0] === 'pages');

/**
 * Wraps the editor reducer with undo/redo (architecture.md §6). A recorded action runs under produceWithPatches and,
 * when it changed the pages, becomes one step holding the patches and inverse patches of that change, never a
 * copy of the document; the oldest steps beyond HISTORY_LIMIT are dropped and a new step clears the redo stack.
 * Actions that are not recorded must leave `pages` alone (or clear the history, as setting pages does).
 *
 * One user edit of a field is one step however many updates it sends (typing "24", dragging a colour): an
 * update tagged with the edit still open grows the last step instead (see `continues`), so undo goes back to
 * the value from before the edit began. Any other step, undo and redo close the open edit.
 */
export function withHistory(reducer: Reducer<EditorState>, isRecorded: (action: Action) => boolean): Reducer<EditorState> {
  return (state = initialEditorState, action) => {
    // Live, undo is this person's own and the live document keeps it (features/editor/live/liveHistory.ts).
    if ((undo.match(action) || redo.match(action)) && state.live) return state;
    if (undo.match(action)) return travel(state, 'back');
    if (redo.match(action)) return travel(state, 'forward');
    if (!isRecorded(action)) return reducer(state, action);

    const [next, patches, inversePatches] = produceWithPatches(state, (draft) => {
      reducer(draft as EditorState, action);
    });
    const entry: HistoryEntry = { patches: onPages(patches), inversePatches: onPages(inversePatches) };
    // A guarded command that changed nothing (unknown id, alignment of one element) is not a step.
    if (entry.patches.length === 0) return next;
    const edit = editOf(action);
    const { past } = next.history;
    const last = past.at(-1);
    const steps = last && edit && continues(next.history.edit, edit, last, entry) ? [...past.slice(0, -1), merged(last, entry)] : [...past, entry];
    return { ...next, history: { past: steps.slice(-HISTORY_LIMIT), future: [], ...(edit && { edit }) } };
  };
}

/**
 * An update continues the open edit when it carries the same edit key, comes before the edit has paused, and
 * changes only what the edit's step already changes (the same element's same fields).
 */
function continues(open: OpenEdit | undefined, edit: OpenEdit, last: HistoryEntry, entry: HistoryEntry): boolean {
  if (!open || open.key !== edit.key || edit.at - open.at >= EDIT_PAUSE_MS) return false;
  const paths = new Set(last.patches.map((patch) => patch.path.join('\u0000')));
  return entry.patches.every((patch) => paths.has(patch.path.join('\u0000')));
}

/** One step doing `first` then `then`; undoing it restores what was there before `first`. */
function merged(first: HistoryEntry, then: HistoryEntry): HistoryEntry {
  return {
    patches: squash([...first.patches, ...then.patches]),
    inversePatches: squash([...then.inversePatches, ...first.inversePatches]),
  };
}

function travel(state: EditorState, direction: 'back' | 'forward'): EditorState {
  const { past, future } = state.history;
  const entry = direction === 'back' ? past.at(-1) : future.at(-1);
  if (!entry) return state;
  const currentPageId = state.pages[state.currentPage]?.id;
  const moved = applyPatches(state, direction === 'back' ? entry.inversePatches : entry.patches);
  return produce(moved, (draft) => {
    draft.history =
      direction === 'back'
        ? { past: past.slice(0, -1), future: [...future, entry] }
        : { past: [...past, entry], future: future.slice(0, -1) };
    keepViewValid(draft, currentPageId);
  });
}

/**
 * Undo and redo restore the document only; the view is then brought back in line with it: the current page
 * stays on the same page when it still exists (else its index is clamped), and the selection and editing
 * element keep only ids that exist on that page.
 */
function keepViewValid(state: EditorState, currentPageId: string | undefined) {
  const index = state.pages.findIndex((page) => page.id === currentPageId);
  state.currentPage = index >= 0 ? index : Math.max(0, Math.min(state.currentPage, state.pages.length - 1));
  const onPage = new Set(state.pages[state.currentPage]?.elements.map((element) => element.id));
  state.selectedElements = state.selectedElements.filter((id) => onPage.has(id));
  if (state.editingElementId !== null && !onPage.has(state.editingElementId)) state.editingElementId = null;
}
