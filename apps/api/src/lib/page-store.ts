import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, migratePages, PAGE_LAYOUT_DEFAULTS, type BookPage, type PagesSave } from '@folio/shared';
import type { Db } from '../db/client.ts';
import { ebookPages, ebooks, templatePages, templates } from '../db/schema.ts';
import { HttpError, validationFailed } from './http-error.ts';

/**
 * The pages of a book or a template (DESIGN.md §5): one row per page, ordered by position, guarded by the
 * parent's version. The two kinds share every rule, so they share this code.
 */
const KINDS = {
  ebook: { parent: ebooks, pages: ebookPages, parentKey: ebookPages.ebookId },
  template: { parent: templates, pages: templatePages, parentKey: templatePages.templateId },
} as const;
export type PageOwnerKind = keyof typeof KINDS;

export const STALE_VERSION_MESSAGE = 'This book was changed elsewhere. Reload to get the latest version.';

export const emptyPage = (n = 1): BookPage => ({ id: randomUUID(), name: `Page ${n}`, elements: [], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} });

/** Copies pages with new page and element ids (save as template, start from a template). */
export const copyPages = (pages: BookPage[]): BookPage[] =>
  pages.map((p) => ({ ...structuredClone(p), id: randomUUID(), elements: p.elements.map((e) => ({ ...structuredClone(e), id: randomUUID() })) }));

/**
 * The pages of an owner in the current book format. Pages of an owner stored at an older `schema_version` are
 * migrated on the way out (DESIGN.md §9.4) and reach the database in the new format when the editor saves them.
 */
export async function readPages(db: Db, kind: PageOwnerKind, ownerId: string): Promise<BookPage[]> {
  const k = KINDS[kind];
  const rows = await db.select({ id: k.pages.id, data: k.pages.data }).from(k.pages).where(eq(k.parentKey, ownerId)).orderBy(asc(k.pages.position));
  const [owner] = await db.select({ schemaVersion: k.parent.schemaVersion }).from(k.parent).where(eq(k.parent.id, ownerId));
  if (owner && owner.schemaVersion < BOOK_SCHEMA_VERSION) {
    // The row id is the page id; a legacy page may lack its own copy of it (the column type is today's format).
    return migratePages(rows.map((r) => ({ id: r.id, ...(r.data as Partial<BookPage>) })), owner.schemaVersion);
  }
  return rows.map((r) => r.data);
}

/** Writes a whole set of pages to an owner that has none yet (new books, copies, seeds). */
export async function insertPages(db: Db, kind: PageOwnerKind, ownerId: string, pages: BookPage[]) {
  const k = KINDS[kind];
  if (pages.length) {
    await db.insert(k.pages).values(pages.map((data, position) => ({ [kind === 'ebook' ? 'ebookId' : 'templateId']: ownerId, id: data.id, position, data })) as never);
  }
  await db.update(k.parent).set({ pageCount: pages.length }).where(eq(k.parent.id, ownerId));
}

/**
 * Saves changed pages and the page order against the version they were based on. The version moves first,
 * in the same transaction, with `WHERE version = based-on`: of two saves from the same version one wins and
 * the other gets 409 with the current version, never a silent overwrite.
 */
export async function savePages(db: Db, kind: PageOwnerKind, ownerId: string, save: PagesSave): Promise<number> {
  const k = KINDS[kind];
  const order = new Set(save.order);
  if (order.size !== save.order.length) throw validationFailed({ order: ['A page appears twice in the order'] });
  if (save.order.length === 0) throw validationFailed({ order: ['A book keeps at least one page'] });
  const stray = save.pages.filter((p) => !order.has(p.id));
  if (stray.length) throw validationFailed({ pages: ['Every saved page must be in the order'] });

  return db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(k.parent)
      .set({ version: sql`${k.parent.version} + 1`, pageCount: save.order.length, updatedAt: new Date() })
      .where(and(eq(k.parent.id, ownerId), eq(k.parent.version, save.version)))
      .returning({ version: k.parent.version });
    if (!bumped) {
      const [current] = await tx.select({ version: k.parent.version }).from(k.parent).where(eq(k.parent.id, ownerId));
      throw new HttpError(409, STALE_VERSION_MESSAGE, undefined, undefined, { version: current?.version ?? null });
    }
    const known = await tx.select({ id: k.pages.id }).from(k.pages).where(and(eq(k.parentKey, ownerId), inArray(k.pages.id, save.order)));
    const sent = new Set(save.pages.map((p) => p.id));
    const missing = save.order.filter((id) => !sent.has(id) && !known.some((r) => r.id === id));
    if (missing.length) throw validationFailed({ order: ['The order names a page that was neither saved nor sent'] });

    await tx.delete(k.pages).where(and(eq(k.parentKey, ownerId), notInArray(k.pages.id, save.order)));
    const position = new Map(save.order.map((id, i) => [id, i]));
    for (const page of save.pages) {
      const values = { id: page.id, position: position.get(page.id)!, data: page, updatedAt: new Date() };
      await tx
        .insert(k.pages)
        .values({ ...values, [kind === 'ebook' ? 'ebookId' : 'templateId']: ownerId } as never)
        .onConflictDoUpdate({ target: [k.parentKey, k.pages.id], set: values });
    }
    // The pages that were not sent keep their content; their position follows the new order.
    for (const { id } of known) {
      if (sent.has(id)) continue;
      await tx.update(k.pages).set({ position: position.get(id)! }).where(and(eq(k.parentKey, ownerId), eq(k.pages.id, id)));
    }
    return bumped.version;
  });
}
