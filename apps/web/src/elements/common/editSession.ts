import { useId, useMemo, useRef } from 'react';

/**
 * One user edit of a field (typing in it, dragging its colour picker) is one undo step, however many changes
 * it sends. A field runs its changes inside its current edit; whoever turns a change into an editor action
 * (the inspector, the canvas for inline text) reads the edit key with `currentEditKey` and tags the action
 * with it, and the editor's history merges the updates of one key. The key is ambient, not passed along,
 * because a change travels through each element inspector's own closures before it is dispatched.
 */
let current: string | null = null;

/** The key of the edit whose change is running now, or null outside any field edit. */
export const currentEditKey = (): string | null => current;

/** Runs a change as part of the given edit; changes are dispatched synchronously, within `change`. */
function runInEdit(key: string, change: () => void) {
  const outer = current;
  current = key;
  try {
    change();
  } finally {
    current = outer;
  }
}

/**
 * A field's edits: `change` runs a change within the current edit, `end` is the boundary (blur, Enter, the
 * picker closed) after which the next change starts a new edit, hence a new undo step.
 */
export function useEditSession() {
  const field = useId();
  const count = useRef(0);
  // Stable, so that `end` can be a native listener.
  return useMemo(
    () => ({
      change: (apply: () => void) => runInEdit(`${field}#${count.current}`, apply),
      end: () => {
        count.current += 1;
      },
    }),
    [field],
  );
}
