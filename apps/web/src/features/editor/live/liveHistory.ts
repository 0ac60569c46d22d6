import { redo, undo } from '../state/history';
import type { AppDispatch } from '../../../app/store';

/** This person's own undo while the book is edited live: the live session's undo manager (session.ts). */
interface LiveHistory {
  undo(): void;
  redo(): void;
}

let current: LiveHistory | null = null;

/** Makes `history` the editor's undo while it is live; answers the function that ends that. */
export function makeLiveHistory(history: LiveHistory) {
  current = history;
  return () => {
    if (current === history) current = null;
  };
}

/** Undo as the editor's command runs it: the live session's own, or the history of the editor's state. */
export const undoCommand = (dispatch: AppDispatch) => (current ? current.undo() : dispatch(undo()));
export const redoCommand = (dispatch: AppDispatch) => (current ? current.redo() : dispatch(redo()));
