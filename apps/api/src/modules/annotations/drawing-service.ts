import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { ANNOTATION_LIMITS, ANNOTATION_MESSAGES, type BookDrawings, type DrawingChange, type ShapeAttrs } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { readerShapes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

type Owner = { userId: string; ebookId: string };

const ofOwner = ({ userId, ebookId }: Owner) => and(eq(readerShapes.userId, userId), eq(readerShapes.ebookId, ebookId));

/** The live shapes of a book (or of some of its pages), grouped by page, in stacking order. */
export async function loadDrawings(db: Db, owner: Owner, pageIds?: string[] | null): Promise<BookDrawings> {
  const rows = await db
    .select({ pageId: readerShapes.pageId, id: readerShapes.id, data: readerShapes.data })
    .from(readerShapes)
    .where(and(ofOwner(owner), eq(readerShapes.deleted, false), pageIds ? inArray(readerShapes.pageId, pageIds) : undefined))
    // Two tabs may give new shapes the same position at once: the earlier write stays below.
    .orderBy(asc(readerShapes.pageId), asc(readerShapes.position), asc(readerShapes.updatedAt), asc(readerShapes.id));
  const drawings: BookDrawings = {};
  for (const row of rows) (drawings[row.pageId] ??= []).push({ id: row.id, attrs: row.data as ShapeAttrs });
  return drawings;
}

/**
 * Applies a save's changes shape by shape (one row per shape id), so that two tabs adding different shapes
 * both keep them; the same id written twice keeps the later write. A deletion is a tombstone that wins over
 * any later write of that id: the client never reuses ids, so such a write comes from a tab that had not
 * seen the deletion yet and must not bring the shape back. A new shape goes on top of the page (the
 * client's `position` only orders the new shapes of one save); a changed one keeps its place. Answers the
 * merged drawings of the pages touched.
 */
export async function saveDrawings(db: Db, owner: Owner, changes: DrawingChange[]): Promise<BookDrawings> {
  // Within one save the last change of an id counts.
  const latest = new Map<string, DrawingChange>();
  for (const change of changes) latest.set(keyOf(change.page_id, change.id), change);
  const pageIds = [...new Set([...latest.values()].map((c) => c.page_id))];

  await db.transaction(async (tx) => {
    const known = await storedShapes(tx, owner, pageIds, [...latest.values()].map((c) => c.id));
    const fresh = [...latest.values()].filter((c) => !known.has(keyOf(c.page_id, c.id))).sort((a, b) => a.position - b.position);
    await checkShapeLimit(tx, owner, fresh.filter((c) => !c.deleted));
    const top = await topPositions(tx, owner, pageIds);
    const positionOf = new Map(fresh.map((c) => {
      const next = (top.get(c.page_id) ?? -1) + 1;
      top.set(c.page_id, next);
      return [keyOf(c.page_id, c.id), next];
    }));
    const now = new Date();
    await tx
      .insert(readerShapes)
      .values(
        [...latest.values()].map((c) => ({
          ...owner,
          pageId: c.page_id,
          id: c.id,
          data: c.deleted ? {} : (c.attrs as Record<string, unknown>),
          position: positionOf.get(keyOf(c.page_id, c.id)) ?? 0,
          deleted: c.deleted === true,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [readerShapes.userId, readerShapes.ebookId, readerShapes.pageId, readerShapes.id],
        set: { data: sql`excluded.data`, deleted: sql`excluded.deleted`, updatedAt: now },
        setWhere: eq(readerShapes.deleted, false),
      });
  });
  const merged = await loadDrawings(db, owner, pageIds);
  return Object.fromEntries(pageIds.map((id) => [id, merged[id] ?? []]));
}

const keyOf = (pageId: string, id: string) => `${pageId}\u0000${id}`;

/** The keys of the rows (live or tombstones) that some changes touch. */
async function storedShapes(db: Db, owner: Owner, pageIds: string[], ids: string[]) {
  const rows = await db
    .select({ pageId: readerShapes.pageId, id: readerShapes.id })
    .from(readerShapes)
    .where(and(ofOwner(owner), inArray(readerShapes.pageId, pageIds), inArray(readerShapes.id, ids)));
  return new Set(rows.map((r) => keyOf(r.pageId, r.id)));
}

async function topPositions(db: Db, owner: Owner, pageIds: string[]) {
  const rows = await db
    .select({ pageId: readerShapes.pageId, top: max(readerShapes.position) })
    .from(readerShapes)
    .where(and(ofOwner(owner), inArray(readerShapes.pageId, pageIds)))
    .groupBy(readerShapes.pageId);
  return new Map(rows.map((r) => [r.pageId, r.top ?? -1]));
}

/** 413 when new shapes would leave a page with more live shapes than the limit. */
async function checkShapeLimit(db: Db, owner: Owner, added: DrawingChange[]) {
  if (!added.length) return;
  const pageIds = [...new Set(added.map((c) => c.page_id))];
  const live = await db
    .select({ pageId: readerShapes.pageId, n: count() })
    .from(readerShapes)
    .where(and(ofOwner(owner), eq(readerShapes.deleted, false), inArray(readerShapes.pageId, pageIds)))
    .groupBy(readerShapes.pageId);
  for (const pageId of pageIds) {
    const now = live.find((r) => r.pageId === pageId)?.n ?? 0;
    if (now + added.filter((c) => c.page_id === pageId).length > ANNOTATION_LIMITS.shapesPerPage) throw new HttpError(413, ANNOTATION_MESSAGES.tooManyShapes);
  }
}

/** Clears some pages, or the whole book (null): every live shape there becomes a tombstone. */
export async function clearDrawings(db: Db, owner: Owner, pageIds: string[] | null) {
  await db
    .update(readerShapes)
    .set({ deleted: true, data: {}, updatedAt: new Date() })
    .where(and(ofOwner(owner), eq(readerShapes.deleted, false), pageIds ? inArray(readerShapes.pageId, pageIds) : undefined));
}
