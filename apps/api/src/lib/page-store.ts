import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, migratePages, PAGE_LAYOUT_DEFAULTS, type BookPage, type PagesSave } from '@folio/shared';
import type { Db } from '../db/client.ts';
import { ebookPages, ebooks, templatePages, templates } from '../db/schema.ts';
import { HttpError, validationFailed } from './http-error.ts';

/**
 * The pages of a book or a template (DESIGN.md §5): one row per page, ordered by position (0, 1, 2, … with
 * no gaps: every write numbers them from the order it is given), guarded by the parent's version. The two
 * kinds share every rule, so they share this code.
 */
const KINDS = {
  ebook: { parent: ebooks, pages: ebookPages, parentKey: ebookPages.ebookId, noun: 'book' },
  template: { parent: templates, pages: templatePages, parentKey: templatePages.templateId, noun: 'template' },
} as const;
export type PageOwnerKind = keyof typeof KINDS;

export const STALE_VERSION_MESSAGE = 'This book was changed elsewhere. Reload to get the latest version.';

export const emptyPage = (n = 1): BookPage => ({ id: randomUUID(), name: `Page ${n}`, elements: [], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} });

/** Copies pages with new page and element ids (save as template, start from a template). */
export const copyPages = (pages: BookPage[]): BookPage[] =>
  pages.map((p) => ({ ...structuredClone(p), id: randomUUID(), elements: p.elements.map((e) => ({ ...structuredClone(e), id: randomUUID() })) }));

/** A page's size as stored (its JSON text), kept in the `bytes` column so that a book's size is a sum. */
export const pageBytes = (page: BookPage) => Buffer.byteLength(JSON.stringify(page));

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/**
 * 413 for pages that would make their book (or template) larger than `maxBytes` in all. The answer also
 * carries both sizes, so that the editor can say it in the reader's language.
 */
export function tooLarge(kind: PageOwnerKind, bytes: number, maxBytes: number) {
  return new HttpError(
    413,
    `This ${KINDS[kind].noun} is too large to save: its pages would take ${megabytes(bytes)}, over the limit of ${megabytes(maxBytes)}. Remove some pages or large content and try again.`,
    undefined,
    undefined,
    { bytes, max_bytes: maxBytes },
  );
}

/**
 * The pages of an owner in the current book format. Pages of an owner stored at an older `schema_version` are
 * migrated on the way out (DESIGN.md §9.4) and reach the database in the new format when the editor saves them.
 */
export async function readPages(db: Db, kind: PageOwnerKind, ownerId: string): Promise<BookPage[]> {
  const k = KINDS[kind];
  const rows = await db.select({ id: k.pages.id, data: k.pages.data }).from(k.pages).where(eq(k.parentKey, ownerId)).orderBy(asc(k.pages.position));
  const [owner] = await db.select({ schemaVersion: k.parent.schemaVersion }).from(k.parent).where(eq(k.parent.id, ownerId));
  return owner ? inCurrentFormat(rows, owner.schemaVersion) : rows.map((r) => r.data);
}

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

/**
 * Writes a whole set of pages to an owner that has none yet (new books, copies, seeds). Pages larger than
 * `maxBytes` in all are refused (413) before anything is written.
 */
export async function insertPages(db: Db, kind: PageOwnerKind, ownerId: string, pages: BookPage[], maxBytes: number) {
  const k = KINDS[kind];
  const sizes = pages.map(pageBytes);
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (total > maxBytes) throw tooLarge(kind, total, maxBytes);
  if (pages.length) {
    const ownerColumn = kind === 'ebook' ? 'ebookId' : 'templateId';
    await db.insert(k.pages).values(pages.map((data, position) => ({ [ownerColumn]: ownerId, id: data.id, position, data, bytes: sizes[position] })) as never);
  }
  await db.update(k.parent).set({ pageCount: pages.length }).where(eq(k.parent.id, ownerId));
}

/**
 * Saves changed pages and the page order against the version they were based on. The version moves first,
 * in the same transaction, with `WHERE version = based-on`: of two saves from the same version one wins and
 * the other gets 409 with the current version, never a silent overwrite.
 *
 * `save_id` names one save, and a retry of it carries the same id: a save that was written but whose answer
 * was lost, sent again with its now stale version, answers the current version (nothing is written twice)
 * instead of a conflict with itself. A save that would make the owner's pages larger than `maxBytes` in all
 * is refused (413) and nothing is written.
 */
export async function savePages(db: Db, kind: PageOwnerKind, ownerId: string, save: PagesSave, maxBytes: number): Promise<number> {
  const k = KINDS[kind];
  const order = new Set(save.order);
  if (order.size !== save.order.length) throw validationFailed({ order: ['A page appears twice in the order'] });
  if (save.order.length === 0) throw validationFailed({ order: ['A book keeps at least one page'] });
  const stray = save.pages.filter((p) => !order.has(p.id));
  if (stray.length) throw validationFailed({ pages: ['Every saved page must be in the order'] });
  if (new Set(save.pages.map((p) => p.id)).size !== save.pages.length) throw validationFailed({ pages: ['A page is sent twice'] });

  return db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(k.parent)
      .set({ version: sql`${k.parent.version} + 1`, pageCount: save.order.length, lastSaveId: save.save_id ?? null, updatedAt: new Date() })
      .where(and(eq(k.parent.id, ownerId), eq(k.parent.version, save.version)))
      .returning({ version: k.parent.version });
    if (!bumped) {
      const [current] = await tx.select({ version: k.parent.version, lastSaveId: k.parent.lastSaveId }).from(k.parent).where(eq(k.parent.id, ownerId));
      // This very save was written before (its answer never arrived): it succeeded, at the current version.
      if (current && save.save_id && current.lastSaveId === save.save_id) return current.version;
      throw new HttpError(409, STALE_VERSION_MESSAGE, undefined, undefined, { version: current?.version ?? null });
    }
    const known = await tx
      .select({ id: k.pages.id, bytes: k.pages.bytes })
      .from(k.pages)
      .where(and(eq(k.parentKey, ownerId), inArray(k.pages.id, save.order)));
    const sent = new Map(save.pages.map((p) => [p.id, pageBytes(p)]));
    const knownIds = new Set(known.map((r) => r.id));
    const missing = save.order.filter((id) => !sent.has(id) && !knownIds.has(id));
    if (missing.length) throw validationFailed({ order: ['The order names a page that was neither saved nor sent'] });

    const kept = known.filter((r) => !sent.has(r.id));
    const total = [...sent.values()].reduce((sum, n) => sum + n, 0) + kept.reduce((sum, r) => sum + r.bytes, 0);
    if (total > maxBytes) throw tooLarge(kind, total, maxBytes);

    await tx.delete(k.pages).where(and(eq(k.parentKey, ownerId), notInArray(k.pages.id, save.order)));
    const position = new Map(save.order.map((id, i) => [id, i]));
    if (save.pages.length) {
      const now = new Date();
      const ownerColumn = kind === 'ebook' ? 'ebookId' : 'templateId';
      await tx
        .insert(k.pages)
        .values(save.pages.map((page) => ({ [ownerColumn]: ownerId, id: page.id, position: position.get(page.id)!, data: page, bytes: sent.get(page.id)!, updatedAt: now })) as never)
        .onConflictDoUpdate({
          target: [k.parentKey, k.pages.id],
          set: { position: sql`excluded.position`, data: sql`excluded.data`, bytes: sql`excluded.bytes`, updatedAt: sql`excluded.updated_at` },
        });
    }
    // The pages that were not sent keep their content; their position follows the new order, in one statement
    // whatever the size of the book.
    if (kept.length) {
      await tx.execute(sql`
        UPDATE ${k.pages} SET "position" = moved.position
        FROM unnest(${sql.param(kept.map((r) => r.id))}::text[], ${sql.param(kept.map((r) => position.get(r.id)!))}::int[]) AS moved(id, position)
        WHERE ${k.parentKey} = ${ownerId} AND ${k.pages.id} = moved.id`);
    }
    return bumped.version;
  });
}
