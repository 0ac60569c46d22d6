import type { Patch } from 'immer';

type Path = Patch['path'];

const isPrefix = (short: Path, long: Path) => short.length <= long.length && short.every((key, i) => key === long[i]);
const samePath = (a: Path, b: Path) => a.length === b.length && isPrefix(a, b);

/**
 * The one patch doing what `earlier` then `later` do at the same path, or null when they must stay two. A
 * value set twice keeps the first operation (an add stays an add, so an array still grows) with the last value;
 * a value replaced and then removed is simply removed.
 */
function combine(earlier: Patch, later: Patch): Patch | null {
  if (later.op === 'replace' && earlier.op !== 'remove') return { ...earlier, value: later.value };
  if (later.op === 'remove' && earlier.op === 'replace') return later;
  return null;
}

/**
 * Shortens a list of patches applied in order without changing what it does: a patch folds into the last one
 * at the same path when nothing between them could interfere. Patches in between interfere when they touch an
 * ancestor or a descendant of that path, or add or remove anything (an array insertion shifts the indices of
 * its siblings). A field edited many times thus keeps one patch, however long the edit.
 */
export function squash(patches: readonly Patch[]): Patch[] {
  const kept: Patch[] = [];
  for (const patch of patches) {
    const at = foldTarget(kept, patch);
    const combined = at === -1 ? null : combine(kept[at]!, patch);
    if (combined) kept[at] = combined;
    else kept.push(patch);
  }
  return kept;
}

/** The index of the kept patch that `patch` may fold into, or -1. */
function foldTarget(kept: readonly Patch[], patch: Patch): number {
  for (let i = kept.length - 1; i >= 0; i--) {
    const other = kept[i]!;
    if (samePath(other.path, patch.path)) return i;
    // Only a replace may move back past others, and only past replaces of unrelated paths.
    if (patch.op !== 'replace' || other.op !== 'replace' || isPrefix(other.path, patch.path) || isPrefix(patch.path, other.path)) return -1;
  }
  return -1;
}
