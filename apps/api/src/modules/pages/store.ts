import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, type BookPage, type PagesSave } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, ebooks, templatePages, templates } from '../../db/schema.ts';
import { BookTooLargeError, PageOrderError, StaleVersionError, type PageOwnerKind } from './errors.ts';
import { inCurrentFormat, pageBytes } from './format.ts';
import { acceptPages } from './incoming.ts';

/**
 * The pages of a book or a template (DESIGN.md §5): one row per page, ordered by position (0, 1, 2, … with
 * no gaps: every write numbers them from the order it is given), guarded by the parent's version. The two
 * kinds share every rule, so they share this code.
 *
 * Writes run in the caller's transaction (`Tx`), so that what the caller does beside them (a new book, an
 * approval sent back to pending, a template made private) commits or fails with them.
 */
const KINDS = {
  ebook: { parent: ebooks, pages: ebookPages, parentKey: ebookPages.ebookId, ownerColumn: 'ebookId' },
  template: { parent: templates, pages: templatePages, parentKey: templatePages.templateId, ownerColumn: 'templateId' },
} as const;
type Kind = (typeof KINDS)[PageOwnerKind];

/** An open transaction: `db.transaction((tx) => …)`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The pages of an owner in the current book format. Pages of an owner stored at an older `schema_version` are
 * migrated on the way out (DESIGN.md §9.4); the next save writes them back in this format (savePages).
 */
export async function readPages(db: Db, kind: PageOwnerKind, ownerId: string): Promise<BookPage[]> {
  const k = KINDS[kind];
  const rows = await db.select({ id: k.pages.id, data: k.pages.data }).from(k.pages).where(eq(k.parentKey, ownerId)).orderBy(asc(k.pages.position));
  const [owner] = await db.select({ schemaVersion: k.parent.schemaVersion }).from(k.parent).where(eq(k.parent.id, ownerId));
  return owner ? inCurrentFormat(rows, owner.schemaVersion) : rows.map((r) => r.data);
}

const rowsOf = (k: Kind, ownerId: string, pages: { page: BookPage; position: number; bytes: number }[], updatedAt?: Date) =>
  pages.map(({ page, position, bytes }) => ({ [k.ownerColumn]: ownerId, id: page.id, position, data: page, bytes, ...(updatedAt && { updatedAt }) })) as never;

/**
 * Writes a whole set of pages, in today's format, to an owner that has none yet (new books, copies, seeds).
 * Pages larger than `maxBytes` in all are refused (BookTooLargeError) before anything is written.
 */
export async function insertPages(db: Db, kind: PageOwnerKind, ownerId: string, pages: BookPage[], maxBytes: number) {
  const k = KINDS[kind];
  const sized = pages.map((page, position) => ({ page, position, bytes: pageBytes(page) }));
  const total = sized.reduce((sum, p) => sum + p.bytes, 0);
  if (total > maxBytes) throw new BookTooLargeError(kind, total, maxBytes);
  if (pages.length) await db.insert(k.pages).values(rowsOf(k, ownerId, sized));
  await db.update(k.parent).set({ pageCount: pages.length, schemaVersion: BOOK_SCHEMA_VERSION }).where(eq(k.parent.id, ownerId));
}

function checkOrder(save: PagesSave) {
  const order = new Set(save.order);
  if (order.size !== save.order.length) throw new PageOrderError('order', 'A page appears twice in the order');
  if (save.order.length === 0) throw new PageOrderError('order', 'A book keeps at least one page');
  if (save.pages.some((p) => !order.has(p.id))) throw new PageOrderError('pages', 'Every saved page must be in the order');
  if (new Set(save.pages.map((p) => p.id)).size !== save.pages.length) throw new PageOrderError('pages', 'A page is sent twice');
}

/**
 * The stored pages a save keeps (named in the order, not sent). Their content stays as it is, unless the
 * owner's format is older than today's: then they are brought to today's format to be written back with the
 * save, so that the whole owner is in one format again and is not migrated on every read.
 */
async function keptPages(tx: Tx, k: Kind, ownerId: string, save: PagesSave, schemaVersion: number) {
  const sent = new Set(save.pages.map((p) => p.id));
  const order = new Set(save.order);
  if (schemaVersion >= BOOK_SCHEMA_VERSION) {
    const rows = await tx.select({ id: k.pages.id, bytes: k.pages.bytes, position: k.pages.position }).from(k.pages).where(and(eq(k.parentKey, ownerId), inArray(k.pages.id, save.order)));
    return { storedIds: new Set(rows.map((r) => r.id)), unchanged: rows.filter((r) => !sent.has(r.id)), migrated: [] };
  }
  // Every row, in its old place: a legacy page without a name is named after that place, as it was read.
  const rows = await tx.select({ id: k.pages.id, data: k.pages.data }).from(k.pages).where(eq(k.parentKey, ownerId)).orderBy(asc(k.pages.position));
  const migrated = inCurrentFormat(rows, schemaVersion).filter((p) => order.has(p.id) && !sent.has(p.id));
  return { storedIds: new Set(rows.map((r) => r.id)), unchanged: [], migrated };
}

/**
 * Saves changed pages and the page order against the version they were based on, in the caller's transaction.
 * The version moves first, with `WHERE version = based-on`: of two saves from the same version one wins and
 * the other gets StaleVersionError with the current version, never a silent overwrite. The owner is left
 * in today's format, and says so (`schema_version`).
 *
 * `save_id` names one save, and a retry of it carries the same id: a save that was written but whose answer
 * was lost, sent again with its now stale version, answers the current version (nothing is written twice)
 * instead of a conflict with itself. A save that would make the owner's pages larger than `maxBytes` in all
 * is refused (BookTooLargeError); the caller's transaction then writes nothing.
 */
export async function savePages(tx: Tx, kind: PageOwnerKind, ownerId: string, save: PagesSave, maxBytes: number): Promise<number> {
  const k = KINDS[kind];
  checkOrder(save);
  const position = new Map(save.order.map((id, i) => [id, i]));
  const sent = acceptPages(save.pages, (i) => position.get(save.pages[i]!.id)!);

  const [bumped] = await tx
    .update(k.parent)
    .set({ version: sql`${k.parent.version} + 1`, pageCount: save.order.length, lastSaveId: save.save_id ?? null, updatedAt: new Date() })
    .where(and(eq(k.parent.id, ownerId), eq(k.parent.version, save.version)))
    .returning({ version: k.parent.version, schemaVersion: k.parent.schemaVersion });
  if (!bumped) {
    const [current] = await tx.select({ version: k.parent.version, lastSaveId: k.parent.lastSaveId }).from(k.parent).where(eq(k.parent.id, ownerId));
    // This very save was written before (its answer never arrived): it succeeded, at the current version.
    if (current && save.save_id && current.lastSaveId === save.save_id) return current.version;
    throw new StaleVersionError(current?.version ?? null);
  }

  const { storedIds, unchanged, migrated } = await keptPages(tx, k, ownerId, save, bumped.schemaVersion);
  const sentIds = new Set(sent.map((p) => p.id));
  if (save.order.some((id) => !storedIds.has(id) && !sentIds.has(id))) throw new PageOrderError('order', 'The order names a page that was neither saved nor sent');
  const written = [...sent, ...migrated].map((page) => ({ page, position: position.get(page.id)!, bytes: pageBytes(page) }));
  const total = written.reduce((sum, p) => sum + p.bytes, 0) + unchanged.reduce((sum, r) => sum + r.bytes, 0);
  if (total > maxBytes) throw new BookTooLargeError(kind, total, maxBytes);

  await tx.delete(k.pages).where(and(eq(k.parentKey, ownerId), notInArray(k.pages.id, save.order)));
  if (written.length) {
    await tx
      .insert(k.pages)
      .values(rowsOf(k, ownerId, written, new Date()))
      .onConflictDoUpdate({
        target: [k.parentKey, k.pages.id],
        set: { position: sql`excluded.position`, data: sql`excluded.data`, bytes: sql`excluded.bytes`, updatedAt: sql`excluded.updated_at` },
      });
  }
  // The pages that were not sent keep their content; their position follows the new order, in one statement
  // whatever the size of the book, and only the rows that actually moved are written: an autosave of one page
  // of a 300-page book then writes one row, not 300.
  if (unchanged.some((r) => r.position !== position.get(r.id))) {
    await tx.execute(sql`
      UPDATE ${k.pages} SET "position" = moved.position
      FROM unnest(${sql.param(unchanged.map((r) => r.id))}::text[], ${sql.param(unchanged.map((r) => position.get(r.id)!))}::int[]) AS moved(id, position)
      WHERE ${k.parentKey} = ${ownerId} AND ${k.pages.id} = moved.id AND ${k.pages.position} <> moved.position`);
  }
  if (bumped.schemaVersion < BOOK_SCHEMA_VERSION) await tx.update(k.parent).set({ schemaVersion: BOOK_SCHEMA_VERSION }).where(eq(k.parent.id, ownerId));
  return bumped.version;
}
