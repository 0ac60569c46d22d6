import { randomUUID } from 'node:crypto';
import { BOOK_SCHEMA_VERSION, migratePages, PAGE_LAYOUT_DEFAULTS, type BookPage } from '@folio/shared';

/** Pages as values, apart from where they are stored: new pages, copies, sizes, and the current format. */
export const emptyPage = (n = 1): BookPage => ({ id: randomUUID(), name: `Page ${n}`, elements: [], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} });

/** Copies pages with new page and element ids (save as template, start from a template, keep a copy). */
export const copyPages = (pages: readonly BookPage[]): BookPage[] =>
  pages.map((p) => ({ ...structuredClone(p), id: randomUUID(), elements: p.elements.map((e) => ({ ...structuredClone(e), id: randomUUID() })) }));

/** A page's size as stored (its JSON text), kept in the `bytes` column so that a book's size is a sum. */
export const pageBytes = (page: BookPage) => Buffer.byteLength(JSON.stringify(page));

/**
 * Stored pages in today's format: as they are, or migrated from the owner's older `schema_version`. `firstIndex`
 * is the place in the book of the first row, for rows read by range.
 */
export function inCurrentFormat(rows: { id: string; data: BookPage }[], schemaVersion: number, firstIndex = 0): BookPage[] {
  if (schemaVersion >= BOOK_SCHEMA_VERSION) return rows.map((r) => r.data);
  // The row id is the page id; a legacy page may lack its own copy of it (the column type is today's format),
  // or a name: it is named after its place in the book.
  return migratePages(rows.map((r, i) => ({ id: r.id, name: `Page ${firstIndex + i + 1}`, ...(r.data as Partial<BookPage>) })), schemaVersion);
}
