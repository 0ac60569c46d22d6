import * as Y from 'yjs';
import type { BookElement, BookPage } from '../document/page-schema.ts';

/**
 * A book's pages as a Yjs document (decision 019), the shape both the server and the editor read and write:
 *
 * - `order`: the page ids in order (a Y.Array); `pages`: each page by id (a Y.Map of Y.Maps).
 * - A page's map holds its fields as plain values, with `elements` (each element by id: its fields but its id and
 *   text, as one JSON text), `elementOrder` (their ids, bottom to top) and `texts` (the elements' text, a Y.Text each,
 *   by `<element id>:<field>`: `html` of a text box, `text` of a heading).
 *
 * So two people adding, moving, restyling or restacking different elements never touch the same item, and two people
 * typing in one text box keep both their words; two changes of one element's other fields at once keep the last
 * (the issue asks no more of them). One value per element, not a map of its fields, keeps the document small in
 * memory, and JSON text smaller than the objects it stands for (README, bench:live). Documents written before kept
 * the fields as an object, with the id: a read takes either.
 *
 * Orders are read forgivingly: an id given twice (two people restacking at once) counts once, an id whose item is
 * gone is skipped, and an item missing from its order goes last. Every read gives pages the page schema accepts.
 */
/**
 * The version of this shape. A browser says which one its code reads (`?format=` on the live channel's address), and
 * the server opens a book only to the one it writes: a tab still running the code of before a change of the shape
 * is told to reload rather than misread the book (version 2 keeps each element's fields as JSON text).
 */
export const LIVE_FORMAT = '2';

const TEXT_FIELDS = ['html', 'text'] as const;
const ELEMENTS = 'elements';
const ELEMENT_ORDER = 'elementOrder';
const TEXTS = 'texts';
const OWN_KEYS = new Set([ELEMENTS, ELEMENT_ORDER, TEXTS]);

type YPage = Y.Map<unknown>;
type Fields = Record<string, unknown>;

export const pageOrderOf = (doc: Y.Doc) => doc.getArray<string>('order');
export const pagesMapOf = (doc: Y.Doc) => doc.getMap<YPage>('pages');

/** The ids of `order` that name items of `items`, once each, then the items it leaves out (by id, for every reader alike). */
function orderedIds<T>(order: Y.Array<string>, items: Y.Map<T>): string[] {
  const seen = new Set<string>();
  for (const id of order.toArray()) if (items.has(id)) seen.add(id);
  const missing = [...items.keys()].filter((id) => !seen.has(id)).sort();
  return [...seen, ...missing];
}

const textKey = (id: string, field: string) => `${id}:${field}`;
const elementsOf = (page: YPage) => page.get(ELEMENTS) as Y.Map<Fields | string>;
const fieldsOf = (value: Fields | string): Fields => (typeof value === 'string' ? JSON.parse(value) as Fields : value);
const textsOf = (page: YPage) => page.get(TEXTS) as Y.Map<Y.Text>;

/**
 * An element as the document keeps it: its fields but its id (the key it is kept under) and its text, as JSON text
 * (so a change of them is told by comparing two strings), and its text fields apart.
 */
function split(element: BookElement): { fields: string; texts: [string, string][] } {
  const { id: _id, ...fields }: Fields = element;
  const texts: [string, string][] = [];
  for (const field of TEXT_FIELDS) {
    if (typeof fields[field] === 'string') {
      texts.push([field, fields[field] as string]);
      delete fields[field];
    }
  }
  return { fields: JSON.stringify(fields), texts };
}

export function readPage(page: YPage): BookPage {
  const out: Record<string, unknown> = {};
  for (const [key, value] of page.entries()) if (!OWN_KEYS.has(key)) out[key] = value;
  const elements = elementsOf(page);
  const texts = new Map<string, Fields>();
  for (const [key, text] of textsOf(page).entries()) {
    const at = key.lastIndexOf(':');
    const id = key.slice(0, at);
    texts.set(id, { ...texts.get(id), [key.slice(at + 1)]: text.toString() });
  }
  out.elements = orderedIds(page.get(ELEMENT_ORDER) as Y.Array<string>, elements).map((id) => ({ id, ...fieldsOf(elements.get(id)!), ...texts.get(id) }));
  return out as BookPage;
}

/** The book's pages, in order. */
export function readPages(doc: Y.Doc): BookPage[] {
  const pages = pagesMapOf(doc);
  return orderedIds(pageOrderOf(doc), pages).map((id) => readPage(pages.get(id)!));
}

/** The ids of the pages in order (without reading them). */
export const readPageIds = (doc: Y.Doc): string[] => orderedIds(pageOrderOf(doc), pagesMapOf(doc));

/** Puts an element into a page's maps (a new one, or one someone else deleted meanwhile). */
function putElement(page: YPage, element: BookElement) {
  const { fields, texts } = split(element);
  elementsOf(page).set(element.id, fields);
  for (const [field, text] of texts) textsOf(page).set(textKey(element.id, field), new Y.Text(text));
}

function newPage(page: BookPage): YPage {
  // A type not yet in a document takes its content when made: it cannot be written to before.
  const elements: [string, string][] = [];
  const texts: [string, Y.Text][] = [];
  for (const element of page.elements) {
    const parts = split(element);
    elements.push([element.id, parts.fields]);
    for (const [field, text] of parts.texts) texts.push([textKey(element.id, field), new Y.Text(text)]);
  }
  const order = new Y.Array<string>();
  order.push(page.elements.map((element) => element.id));
  const map = new Y.Map<unknown>(Object.entries(page).filter(([key]) => key !== ELEMENTS));
  map.set(ELEMENTS, new Y.Map<Fields | string>(elements));
  map.set(TEXTS, new Y.Map<Y.Text>(texts));
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
  for (const [key, value] of Object.entries(next)) if (!OWN_KEYS.has(key) && (!same((before as Fields)[key], value) || !map.has(key))) map.set(key, value);
  for (const key of Object.keys(before)) if (!OWN_KEYS.has(key) && !(key in next)) map.delete(key);
  if (before.elements === next.elements) return;
  const elements = elementsOf(map);
  const texts = textsOf(map);
  const beforeById = new Map(before.elements.map((element) => [element.id, element]));
  const nextIds = new Set(next.elements.map((element) => element.id));
  for (const id of beforeById.keys()) {
    if (nextIds.has(id)) continue;
    elements.delete(id);
    for (const field of TEXT_FIELDS) texts.delete(textKey(id, field));
  }
  for (const element of next.elements) {
    const old = beforeById.get(element.id);
    if (!elements.has(element.id)) putElement(map, element);
    else if (old !== element) changeElement(map, old, element);
  }
  reorder(map.get(ELEMENT_ORDER) as Y.Array<string>, before.elements.map((element) => element.id), next.elements.map((element) => element.id));
}

/** One element's change: its fields as one value when they changed, its text typed over what it was. */
function changeElement(page: YPage, old: BookElement | undefined, element: BookElement) {
  const was = old ? split(old) : null;
  const now = split(element);
  if (!was || was.fields !== now.fields) elementsOf(page).set(element.id, now.fields);
  const texts = textsOf(page);
  for (const [field, text] of now.texts) {
    const current = texts.get(textKey(element.id, field));
    const before = was?.texts.find(([name]) => name === field)?.[1];
    if (current) retype(current, before ?? current.toString(), text);
    else texts.set(textKey(element.id, field), new Y.Text(text));
  }
  for (const field of TEXT_FIELDS) if (!now.texts.some(([name]) => name === field)) texts.delete(textKey(element.id, field));
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
