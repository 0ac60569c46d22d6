import * as Y from 'yjs';
import type { BookElement, BookPage } from '../document/page-schema.ts';

/**
 * A book's pages as a Yjs document (decision 019), the shape both the server and the editor read and write:
 *
 * - `order`: the page ids in order (a Y.Array); `pages`: each page by id (a Y.Map of Y.Maps).
 * - A page's map holds its fields, with `elements` (a Y.Map of elements by id) and `elementOrder` (their ids, bottom
 *   to top). Keeping things by id and their order apart means two people adding, moving or restacking different
 *   elements never touch the same item.
 * - An element's map holds its fields as plain values, except its text (`html` of a text box, `text` of a heading),
 *   a Y.Text so that two people typing in one box keep both their words, and its `style`, a Y.Map so that one changes
 *   the colour while another changes the font.
 *
 * Orders are read forgivingly: an id given twice (two people restacking at once) counts once, an id whose item is
 * gone is skipped, and an item missing from its order goes last. Every read gives pages the page schema accepts.
 */
const TEXT_FIELDS = new Set(['html', 'text']);
const MAP_FIELDS = new Set(['style']);
const ELEMENTS = 'elements';
const ELEMENT_ORDER = 'elementOrder';

type YPage = Y.Map<unknown>;
type YElement = Y.Map<unknown>;

export const pageOrderOf = (doc: Y.Doc) => doc.getArray<string>('order');
export const pagesMapOf = (doc: Y.Doc) => doc.getMap<YPage>('pages');

/** The ids of `order` that name items of `items`, once each, then the items it leaves out (by id, for every reader alike). */
function orderedIds<T>(order: Y.Array<string>, items: Y.Map<T>): string[] {
  const seen = new Set<string>();
  for (const id of order.toArray()) if (items.has(id)) seen.add(id);
  const missing = [...items.keys()].filter((id) => !seen.has(id)).sort();
  return [...seen, ...missing];
}

const plain = (value: unknown): unknown => (value instanceof Y.Text ? value.toString() : value instanceof Y.AbstractType ? value.toJSON() : value);

export function readElement(element: YElement): BookElement {
  const out: Record<string, unknown> = {};
  for (const [key, value] of element.entries()) out[key] = plain(value);
  return out as BookElement;
}

export function readPage(page: YPage): BookPage {
  const out: Record<string, unknown> = {};
  for (const [key, value] of page.entries()) if (key !== ELEMENTS && key !== ELEMENT_ORDER) out[key] = plain(value);
  const elements = page.get(ELEMENTS) as Y.Map<YElement>;
  out.elements = orderedIds(page.get(ELEMENT_ORDER) as Y.Array<string>, elements).map((id) => readElement(elements.get(id)!));
  return out as BookPage;
}

/** The book's pages, in order. */
export function readPages(doc: Y.Doc): BookPage[] {
  const pages = pagesMapOf(doc);
  return orderedIds(pageOrderOf(doc), pages).map((id) => readPage(pages.get(id)!));
}

/** The ids of the pages in order (without reading them). */
export const readPageIds = (doc: Y.Doc): string[] => orderedIds(pageOrderOf(doc), pagesMapOf(doc));

/** A field as the document holds it: text as Y.Text (of an element), a style as a Y.Map, anything else as it is. */
function elementValue(key: string, value: unknown): unknown {
  if (TEXT_FIELDS.has(key) && typeof value === 'string') return new Y.Text(value);
  if (MAP_FIELDS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value)) return new Y.Map(Object.entries(value));
  return value;
}

function newElement(element: BookElement): YElement {
  return new Y.Map(Object.entries(element).map(([key, value]) => [key, elementValue(key, value)]));
}

function newPage(page: BookPage): YPage {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(page)) {
    if (key === ELEMENTS) continue;
    map.set(key, elementValue(key, value));
  }
  map.set(ELEMENTS, new Y.Map(page.elements.map((element) => [element.id, newElement(element)])));
  const order = new Y.Array<string>();
  order.push(page.elements.map((element) => element.id));
  map.set(ELEMENT_ORDER, order);
  return map;
}

/** Fills an empty document with `pages` (the server, when a book is first opened live). */
export function writePages(doc: Y.Doc, pages: BookPage[]) {
  doc.transact(() => {
    const map = pagesMapOf(doc);
    for (const page of pages) map.set(page.id, newPage(page));
    pageOrderOf(doc).push(pages.map((page) => page.id));
  });
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Types `next` over `before` in a Y.Text as the least change: what two people type in one box then both stays. */
function retype(text: Y.Text, before: string, next: string) {
  if (text.toString() !== before) before = text.toString();
  let start = 0;
  while (start < before.length && start < next.length && before[start] === next[start]) start++;
  let end = 0;
  while (end < before.length - start && end < next.length - start && before[before.length - 1 - end] === next[next.length - 1 - end]) end++;
  if (before.length - start - end > 0) text.delete(start, before.length - start - end);
  if (next.length - start - end > 0) text.insert(start, next.slice(start, next.length - end));
}

/** Sets the keys of a Y.Map of plain values that changed from `before` to `next`, and deletes the ones `next` dropped. */
function changeMap(map: Y.Map<unknown>, before: Record<string, unknown>, next: Record<string, unknown>) {
  for (const [key, value] of Object.entries(next)) if (!same(before[key], value) || !map.has(key)) map.set(key, value);
  for (const key of Object.keys(before)) if (!(key in next)) map.delete(key);
}

/** Writes the fields of a record (a page without its elements, or an element) that changed from `before` to `next`. */
function changeFields(map: Y.Map<unknown>, before: Record<string, unknown>, next: Record<string, unknown>, skip: Set<string>) {
  for (const [key, value] of Object.entries(next)) {
    if (skip.has(key) || same(before[key], value)) continue;
    const current = map.get(key);
    if (current instanceof Y.Text && typeof value === 'string') retype(current, typeof before[key] === 'string' ? (before[key] as string) : current.toString(), value);
    else if (current instanceof Y.Map && value && typeof value === 'object' && !Array.isArray(value)) changeMap(current, (before[key] ?? {}) as Record<string, unknown>, value as Record<string, unknown>);
    else map.set(key, elementValue(key, value));
  }
  for (const key of Object.keys(before)) if (!skip.has(key) && !(key in next)) map.delete(key);
}
const PAGE_SKIP = new Set([ELEMENTS, ELEMENT_ORDER]);
const NO_SKIP = new Set<string>();

/**
 * Changes an order (Y.Array of ids) from `before` to `next` as one person's command: ids this person removed go, ids
 * they added are inserted after the id they follow, and a restacking rewrites the order. Ids someone else added
 * meanwhile (in the array, not in `before`) are left where they are.
 */
function reorder(order: Y.Array<string>, before: string[], next: string[]) {
  if (before.length === next.length && before.every((id, i) => id === next[i])) return;
  const wanted = new Set(next);
  const had = new Set(before);
  // Removed: every copy of each id this person took out.
  for (let i = order.length - 1; i >= 0; i--) if (had.has(order.get(i)) && !wanted.has(order.get(i))) order.delete(i, 1);
  const kept = before.filter((id) => wanted.has(id));
  const keptInNext = next.filter((id) => had.has(id));
  if (!kept.every((id, i) => id === keptInNext[i])) {
    // A restacking: this person's order of what they knew replaces it; others' new ids stay after it.
    for (let i = order.length - 1; i >= 0; i--) if (had.has(order.get(i))) order.delete(i, 1);
    order.insert(0, next);
    return;
  }
  next.forEach((id, i) => {
    if (had.has(id)) return;
    const after = i === 0 ? -1 : order.toArray().indexOf(next[i - 1]!);
    order.insert(after + 1, [id]);
  });
}

/**
 * Writes one person's change of the pages (`before` → `next`, both as the editor holds them) into the document, in
 * one transaction with `origin` (what undo tracks). Only what differs is written; pages and elements someone else
 * added meanwhile are not touched. `before` null writes every page given.
 */
export function applyPages(doc: Y.Doc, before: BookPage[] | null, next: BookPage[], origin: unknown) {
  doc.transact(() => {
    const pages = pagesMapOf(doc);
    const beforeIds = before ? before.map((page) => page.id) : readPageIds(doc);
    const beforeById = new Map((before ?? []).map((page) => [page.id, page]));
    const nextIds = new Set(next.map((page) => page.id));
    for (const id of beforeById.keys()) if (!nextIds.has(id)) pages.delete(id);
    for (const page of next) {
      const old = beforeById.get(page.id);
      const map = pages.get(page.id);
      if (!map) pages.set(page.id, newPage(page));
      else if (old !== page) changePage(map, old ?? readPage(map), page);
    }
    reorder(pageOrderOf(doc), beforeIds, next.map((page) => page.id));
  }, origin);
}

function changePage(map: YPage, before: BookPage, next: BookPage) {
  changeFields(map, before as Record<string, unknown>, next as Record<string, unknown>, PAGE_SKIP);
  if (before.elements === next.elements) return;
  const elements = map.get(ELEMENTS) as Y.Map<YElement>;
  const beforeById = new Map(before.elements.map((element) => [element.id, element]));
  const nextIds = new Set(next.elements.map((element) => element.id));
  for (const id of beforeById.keys()) if (!nextIds.has(id)) elements.delete(id);
  for (const element of next.elements) {
    const old = beforeById.get(element.id);
    const current = elements.get(element.id);
    if (!current) elements.set(element.id, newElement(element));
    else if (old !== element) changeFields(current, (old ?? readElement(current)) as Record<string, unknown>, element as Record<string, unknown>, NO_SKIP);
  }
  reorder(map.get(ELEMENT_ORDER) as Y.Array<string>, before.elements.map((element) => element.id), next.elements.map((element) => element.id));
}

/** Any shared type of the document, as a transaction lists what it changed. */
type AnyType = Y.Transaction['changed'] extends Map<infer T, unknown> ? T : never;

/** The page (its id) that a type of the document belongs to, walking up to the pages map; undefined above it. */
function pageOf(type: AnyType, pages: Y.Map<YPage>): string | undefined {
  let current: AnyType | null = type;
  while (current?._item) {
    if (current._item.parent === pages) return current._item.parentSub ?? undefined;
    current = current._item.parent as AnyType | null;
  }
  return undefined;
}

/** The ids of the pages a transaction touched (their fields, elements or text), and whether it touched the order. */
export function touchedPages(transaction: Y.Transaction): { pages: Set<string>; order: boolean } {
  const doc = transaction.doc;
  const map = pagesMapOf(doc);
  const pages = new Set<string>();
  let order = false;
  for (const [type, keys] of transaction.changed) {
    if (type === (pageOrderOf(doc) as unknown)) order = true;
    else if (type === (map as unknown)) {
      for (const key of keys) if (key !== null) pages.add(key);
    } else {
      const id = pageOf(type, map);
      if (id !== undefined) pages.add(id);
    }
  }
  return { pages, order };
}
