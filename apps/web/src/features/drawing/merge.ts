import type { BookDrawings, DrawingChange, DrawnShape } from '@folio/shared';

/**
 * Merging by shape id (the rules of the server's saveDrawings, shared by the browser's own store): two tabs
 * that add different shapes both keep them; a deleted id stays deleted; the latest write of an id wins.
 */

/** One shape of one page: the unit of a change. */
export const shapeKey = (pageId: string, id: string) => `${pageId}\u0000${id}`;
export const splitKey = (key: string) => {
  const [pageId = '', id = ''] = key.split('\u0000');
  return { pageId, id };
};

/**
 * The shapes that differ between two states of a book: added, changed or removed. The reducer keeps unchanged
 * shapes as the same objects, so comparing references is enough.
 */
export function diffBooks(prev: BookDrawings, next: BookDrawings): string[] {
  const changed: string[] = [];
  for (const pageId of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    const before = prev[pageId] ?? [];
    const after = next[pageId] ?? [];
    if (before === after) continue;
    const old = new Map(before.map((s) => [s.id, s]));
    const now = new Set<string>();
    for (const shape of after) {
      now.add(shape.id);
      if (old.get(shape.id) !== shape) changed.push(shapeKey(pageId, shape.id));
    }
    for (const id of old.keys()) if (!now.has(id)) changed.push(shapeKey(pageId, id));
  }
  return changed;
}

/**
 * A page as the remote store has it, with this tab's unsent changes (pending ids) laid over it: a pending
 * shape replaces the remote one in place or, when new, comes last in this tab's order; a pending deletion
 * removes it. Shapes this tab has but the remote lacks, and that are not pending, were deleted elsewhere.
 */
export function mergePage(remote: DrawnShape[], local: DrawnShape[], pending: ReadonlySet<string>): DrawnShape[] {
  if (!pending.size) return remote;
  const mine = new Map(local.map((s) => [s.id, s]));
  const merged: DrawnShape[] = [];
  const placed = new Set<string>();
  for (const shape of remote) {
    if (!pending.has(shape.id)) merged.push(shape);
    else if (mine.has(shape.id)) merged.push(mine.get(shape.id)!);
    placed.add(shape.id);
  }
  for (const shape of local) if (pending.has(shape.id) && !placed.has(shape.id)) merged.push(shape);
  return merged;
}

/** Pending ids per page, from pending shape keys. */
function pendingByPage(keys: Iterable<string>): Map<string, Set<string>> {
  const byPage = new Map<string, Set<string>>();
  for (const key of keys) {
    const { pageId, id } = splitKey(key);
    (byPage.get(pageId) ?? byPage.set(pageId, new Set()).get(pageId)!).add(id);
  }
  return byPage;
}

/**
 * The local book after a remote answer: the remote pages given replace the local ones, with the pending
 * changes laid over them (`whole`: the answer holds the whole book, so pages it lacks are empty there).
 * Unchanged pages keep their objects, so the next diff sees no change.
 */
export function mergeBook(local: BookDrawings, remote: BookDrawings, pendingKeys: Iterable<string>, whole: boolean): BookDrawings {
  const pending = pendingByPage(pendingKeys);
  const pages = whole ? new Set([...Object.keys(local), ...Object.keys(remote)]) : new Set(Object.keys(remote));
  const next: BookDrawings = { ...local };
  for (const pageId of pages) {
    const merged = mergePage(remote[pageId] ?? [], local[pageId] ?? [], pending.get(pageId) ?? new Set());
    if (merged.length) next[pageId] = sameShapes(merged, local[pageId]) ? local[pageId]! : merged;
    else delete next[pageId];
  }
  return next;
}

const sameShapes = (a: DrawnShape[], b: DrawnShape[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((s, i) => s.id === b[i]!.id && JSON.stringify(s.attrs) === JSON.stringify(b[i]!.attrs));

/** What the browser keeps for a visitor: live shapes, and the ids deleted (tombstones), per page. */
export interface StoredDrawings {
  pages: BookDrawings;
  deleted: Record<string, string[]>;
}

/** Tombstones kept per page in the browser: enough to outlive any stale tab, without growing for ever. */
const TOMBSTONES_KEPT = 2000;

/** Applies a save's changes (in their order) to the browser's store by the server's rules; answers the new store. */
export function applyChanges(stored: StoredDrawings, changes: DrawingChange[]): StoredDrawings {
  const pages: BookDrawings = { ...stored.pages };
  const deleted: Record<string, string[]> = { ...stored.deleted };
  for (const change of changes) {
    const { page_id: pageId, id } = change;
    const gone = deleted[pageId] ?? [];
    if (gone.includes(id)) continue;
    const page = [...(pages[pageId] ?? [])];
    const at = page.findIndex((s) => s.id === id);
    if (change.deleted) {
      if (at >= 0) page.splice(at, 1);
      deleted[pageId] = [...gone, id].slice(-TOMBSTONES_KEPT);
    } else if (change.attrs) {
      const shape = { id, attrs: change.attrs };
      // As on the server: a changed shape keeps its place, a new one goes on top.
      if (at >= 0) page[at] = shape;
      else page.push(shape);
    }
    if (page.length) pages[pageId] = page;
    else delete pages[pageId];
  }
  return { pages, deleted };
}
