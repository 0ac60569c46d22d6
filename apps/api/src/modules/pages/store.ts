import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, type BookPage, type PagesSave } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, ebooks, templatePages, templates } from '../../db/schema.ts';
import { BookTooLargeError, PageOrderError, StaleVersionError, type PageOwnerKind } from './errors.ts';
import { inCurrentFormat, pageBytes } from './format.ts';
import { acceptPages } from './incoming.ts';

/**
 * The pages of a book or a template (architecture.md §5): one row per page, ordered by position (0, 1, 2, … with
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
 * migrated on the way out (architecture.md §9.4); the next save writes them back in this format (savePages).
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

/** What a save keeps of the stored pages: see keptPages. */
interface Kept {
  /** Whether every page of the order is stored or sent. */
  complete: boolean;
  /** The size of the stored pages kept as they are. */
  keptBytes: number;
  /** Whether a page kept as it is moves to another place. */
  moved: boolean;
  /** Kept pages brought to today's format, to be written back with the save. */
  migrated: BookPage[];
}

/**
 * The stored pages a save keeps (named in the order, not sent). Their content stays as it is, unless the
 * owner's format is older than today's: then they are brought to today's format to be written back with the
 * save, so that the whole owner is in one format again and is not migrated on every read.
 *
 * In today's format nothing of the kept pages leaves the database: one statement answers how many of them are
 * stored, their size and whether one moves, so that an autosave of one page costs the same in a book of ten
 * pages or of three hundred.
 */
async function keptPages(tx: Tx, k: Kind, ownerId: string, keptIds: string[], places: SQL, schemaVersion: number): Promise<Kept> {
  if (schemaVersion >= BOOK_SCHEMA_VERSION) {
    const result = (await tx.execute(sql`
      SELECT count(*) AS stored, coalesce(sum(${k.pages.bytes}), 0) AS bytes, coalesce(bool_or(${k.pages.position} <> kept.place), false) AS moved
      FROM ${k.pages} JOIN ${places} ON ${k.parentKey} = ${ownerId} AND ${k.pages.id} = kept.id`)) as unknown as {
      rows: { stored: string | number; bytes: string | number; moved: boolean }[];
    };
    // Both drivers answer the rows in `rows`; counts and sums of bigints arrive as text.
    const [row] = result.rows;
    return { complete: Number(row!.stored) === keptIds.length, keptBytes: Number(row!.bytes), moved: row!.moved, migrated: [] };
  }
  // Every row, in its old place: a legacy page without a name is named after that place, as it was read.
  const rows = await tx.select({ id: k.pages.id, data: k.pages.data }).from(k.pages).where(eq(k.parentKey, ownerId)).orderBy(asc(k.pages.position));
  const stored = new Set(rows.map((r) => r.id));
  const kept = new Set(keptIds);
  const migrated = inCurrentFormat(rows, schemaVersion).filter((p) => kept.has(p.id));
  return { complete: keptIds.every((id) => stored.has(id)), keptBytes: 0, moved: false, migrated };
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

  const sentIds = new Set(sent.map((p) => p.id));
  const keptIds = save.order.filter((id) => !sentIds.has(id));
  // The kept pages and their places in the new order, as a relation made in the database from the order itself.
  const order = sql.param(save.order);
  const places = sql`(SELECT id, place::int - 1 AS place FROM unnest(${order}::text[]) WITH ORDINALITY AS o(id, place) WHERE id <> ALL(${sql.param([...sentIds])}::text[])) AS kept`;
  const { complete, keptBytes, moved, migrated } = await keptPages(tx, k, ownerId, keptIds, places, bumped.schemaVersion);
  if (!complete) throw new PageOrderError('order', 'The order names a page that was neither saved nor sent');
  const written = [...sent, ...migrated].map((page) => ({ page, position: position.get(page.id)!, bytes: pageBytes(page) }));
  const total = written.reduce((sum, p) => sum + p.bytes, 0) + keptBytes;
  if (total > maxBytes) throw new BookTooLargeError(kind, total, maxBytes);

  await tx.delete(k.pages).where(and(eq(k.parentKey, ownerId), sql`${k.pages.id} <> ALL(${order}::text[])`));
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
  if (moved) {
    await tx.execute(sql`
      UPDATE ${k.pages} SET "position" = kept.place FROM ${places}
      WHERE ${k.parentKey} = ${ownerId} AND ${k.pages.id} = kept.id AND ${k.pages.position} <> kept.place`);
  }
  if (bumped.schemaVersion < BOOK_SCHEMA_VERSION) await tx.update(k.parent).set({ schemaVersion: BOOK_SCHEMA_VERSION }).where(eq(k.parent.id, ownerId));
  return bumped.version;
}
