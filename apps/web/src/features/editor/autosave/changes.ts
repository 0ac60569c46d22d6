import type { BookPage, PagesSave } from '@folio/shared';

/**
 * The pages that differ from the last saved ones. The editor's reducers are immer reducers, which keep every
 * page they did not touch as the very same object, so identity tells changed from unchanged in one pass,
 * without comparing contents.
 */
export function changedPages(saved: readonly BookPage[], current: readonly BookPage[]): BookPage[] {
  const before = new Map(saved.map((p) => [p.id, p]));
  return current.filter((p) => before.get(p.id) !== p);
}

const pageOrder = (pages: readonly BookPage[]) => pages.map((p) => p.id);

const sameOrder = (a: readonly BookPage[], b: readonly BookPage[]) => a.length === b.length && a.every((p, i) => p.id === b[i]!.id);

/**
 * The body of the save (architecture.md §3): the changed pages, the order of all pages (which also says which
 * pages were deleted), and the version they build on. Nothing when nothing changed.
 */
export function buildSave(saved: readonly BookPage[], current: readonly BookPage[], version: number): PagesSave | null {
  if (saved === current) return null;
  const pages = changedPages(saved, current);
  if (!pages.length && sameOrder(saved, current)) return null;
  return { version, pages, order: pageOrder(current) };
}

const sameContent = (a: BookPage, b: BookPage) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Another set of pages (the server's, a restored draft's base) as a baseline for change detection: where a
 * page has the same content as `mine`, it is replaced by my very object, so that only the pages that really
 * differ count as changed. A big book then never sends every page (the server caps a body's size).
 */
export function rebase(baseline: readonly BookPage[], mine: readonly BookPage[]): BookPage[] {
  const byId = new Map(mine.map((p) => [p.id, p]));
  return baseline.map((p) => {
    const own = byId.get(p.id);
    return own && sameContent(own, p) ? own : p;
  });
}

/** Size of a save on the wire, in bytes (shown by the benchmark). */
export const payloadBytes = (save: PagesSave) => new TextEncoder().encode(JSON.stringify(save)).length;
