import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACCESS_CODE_MESSAGES,
  formatAccessCode,
  type AccessCode,
  type AccessCodeBatch,
  type AccessCodeBatchCreateSchema,
  type AccessCodeListQuery,
  type AccessCodeListResponse,
} from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accessCodeBatches, accessCodeBooks, accessCodeRedemptions, accessCodes, ebooks, orderItems, orders, users } from '../../db/schema.ts';
import { forbidden, validationFailed } from '../../lib/http-error.ts';
import { readPage } from '../../lib/listing.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isPublic } from '../ebooks/policy.ts';
import { newAccessCode } from './codes.ts';
import { accessCodePolicy, mayMakeCodesFor } from './policy.ts';

type BatchRow = typeof accessCodeBatches.$inferSelect;
type CodeRow = typeof accessCodes.$inferSelect;
type BatchInput = z.output<typeof AccessCodeBatchCreateSchema>;

/** Codes written per INSERT: five values each, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** A batch's books, totals and maker, for the batches given (one query each, whatever their number). */
async function presentBatches(db: Db, rows: BatchRow[]): Promise<AccessCodeBatch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [books, totals, makers, sales] = await Promise.all([
    db
      .select({ batchId: accessCodeBooks.batchId, id: ebooks.id, title: ebooks.title, slug: ebooks.slug })
      .from(accessCodeBooks)
      .innerJoin(ebooks, eq(ebooks.id, accessCodeBooks.ebookId))
      .where(inArray(accessCodeBooks.batchId, ids))
      .orderBy(asc(ebooks.title)),
    db
      .select({
        batchId: accessCodes.batchId,
        codes: sql<number>`count(*)::int`,
        taken: sql<number>`coalesce(sum(${accessCodes.seats} - ${accessCodes.seatsLeft}), 0)::int`,
        revoked: sql<number>`count(${accessCodes.revokedAt})::int`,
      })
      .from(accessCodes)
      .where(inArray(accessCodes.batchId, ids))
      .groupBy(accessCodes.batchId),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))),
    db
      .select({ itemId: orderItems.id, id: orders.id, tracking_number: orders.trackingNumber })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orderItems.id, rows.flatMap((r) => (r.orderItemId ? [r.orderItemId] : [])))),
  ]);
  return rows.map((row) => {
    const total = totals.find((t) => t.batchId === row.id);
    return {
      id: row.id,
      name: row.name,
      books: books.filter((b) => b.batchId === row.id).map(({ id, title, slug }) => ({ id, title, slug })),
      code_count: total?.codes ?? 0,
      seats_per_code: row.seatsPerCode,
      seats_taken: total?.taken ?? 0,
      revoked_count: total?.revoked ?? 0,
      expires_at: row.expiresAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      created_by: makers.find((m) => m.id === row.createdBy) ?? null,
      order: sales.filter((o) => o.itemId === row.orderItemId).map(({ id, tracking_number }) => ({ id, tracking_number }))[0] ?? null,
    };
  });
}

/** A batch's codes in the order they were made, each with who redeemed it and when. */
async function codesOf(db: Db, batchId: string): Promise<AccessCode[]> {
  const [codes, redemptions] = await Promise.all([
    db.select().from(accessCodes).where(eq(accessCodes.batchId, batchId)).orderBy(asc(accessCodes.code)),
    db
      .select({ codeId: accessCodeRedemptions.codeId, id: users.id, name: users.name, email: users.email, at: accessCodeRedemptions.redeemedAt })
      .from(accessCodeRedemptions)
      .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
      .innerJoin(users, eq(users.id, accessCodeRedemptions.userId))
      .where(eq(accessCodes.batchId, batchId))
      .orderBy(asc(accessCodeRedemptions.redeemedAt)),
  ]);
  const byCode = new Map<string, typeof redemptions>();
  for (const r of redemptions) byCode.set(r.codeId, [...(byCode.get(r.codeId) ?? []), r]);
  return codes.map((c: CodeRow) => ({
    id: c.id,
    code: formatAccessCode(c.code),
    seats: c.seats,
    seats_left: c.seatsLeft,
    revoked_at: c.revokedAt?.toISOString() ?? null,
    redemptions: (byCode.get(c.id) ?? []).map((r) => ({ user: { id: r.id, name: r.name, email: r.email }, redeemed_at: r.at.toISOString() })),
  }));
}

/** The batch `id` as `actor` may see it (undefined when it does not exist or is someone else's). */
async function findBatch(db: Db, actor: Actor, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(accessCodeBatches).where(eq(accessCodeBatches.id, id)).limit(1);
  return row && accessCodePolicy.may(actor, 'view', row) ? row : undefined;
}

/** Writes a new batch's books and its `count` codes of `seats` seats each; codes that happen to be drawn twice are drawn again. */
export async function fillBatch(tx: Db, batchId: string, ebookIds: string[], count: number, seats: number) {
  await tx.insert(accessCodeBooks).values(ebookIds.map((ebookId) => ({ batchId, ebookId })));
  let made = 0;
  while (made < count) {
    const want = Math.min(CHUNK, count - made);
    const inserted = await tx
      .insert(accessCodes)
      .values(Array.from({ length: want }, () => ({ batchId, code: newAccessCode(), seats, seatsLeft: seats })))
      .onConflictDoNothing({ target: accessCodes.code })
      .returning({ id: accessCodes.id });
    made += inserted.length;
  }
}

/**
 * Makes a batch: every book must exist (422), be the actor's own (403: an admin's any) and be published and approved
 * (422: a code must open a book its reader can find).
 */
export async function createBatch(db: Db, actor: Actor, input: BatchInput) {
  accessCodePolicy.authorizeRole(actor, 'create');
  const books = await db.select().from(ebooks).where(inArray(ebooks.id, input.ebook_ids));
  if (books.length !== input.ebook_ids.length) throw validationFailed({ ebook_ids: ['The selected option is invalid.'] });
  if (!books.every((book) => mayMakeCodesFor(actor, book))) throw forbidden(ACCESS_CODE_MESSAGES.notYourBook);
  if (!books.every(isPublic)) throw validationFailed({ ebook_ids: [ACCESS_CODE_MESSAGES.bookUnavailable] });
  const batch = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessCodeBatches)
      .values({ createdBy: actor.id, name: input.name, seatsPerCode: input.seats, expiresAt: input.expires_at ? new Date(input.expires_at) : null })
      .returning();
    await fillBatch(tx as unknown as Db, row!.id, input.ebook_ids, input.count, input.seats);
    return row!;
  });
  const [presented] = await presentBatches(db, [batch]);
  return { message: ACCESS_CODE_MESSAGES.created, data: presented!, codes: await codesOf(db, batch.id) };
}

/**
 * GET /api/admin/access-codes: the actor's batches (every batch for an admin), newest first; `batch` answers that one
 * with its codes, also to a buyer of copies whose role lists none (their own batch only).
 */
export async function listBatches(db: Db, actor: Actor, q: AccessCodeListQuery): Promise<AccessCodeListResponse> {
  accessCodePolicy.authorizeRole(actor, q.batch ? 'view' : 'list');
  if (q.batch) {
    const row = await findBatch(db, actor, q.batch);
    accessCodePolicy.authorize(actor, 'view', row);
    return { data: await presentBatches(db, [row]), current_page: 1, last_page: 1, per_page: q.per_page, total: 1, codes: await codesOf(db, row.id) };
  }
  const mine = actor.role === 'admin' ? undefined : eq(accessCodeBatches.createdBy, actor.id);
  return readPage(
    q,
    {
      rows: (limit, offset) => db.select().from(accessCodeBatches).where(mine).orderBy(desc(accessCodeBatches.createdAt), desc(accessCodeBatches.id)).limit(limit).offset(offset),
      count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(accessCodeBatches).where(mine))[0]?.n ?? 0,
    },
    (rows) => presentBatches(db, rows),
  );
}

/**
 * Revokes codes of a batch (the ones named, every one when none is): their unused seats stop. Who redeemed them keeps
 * the books (decision 022). Codes revoked already stay as they were.
 */
export async function revokeCodes(db: Db, actor: Actor, batchId: string, codeIds: string[] | undefined) {
  const row = await findBatch(db, actor, batchId);
  accessCodePolicy.authorize(actor, 'revoke', row);
  await db
    .update(accessCodes)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessCodes.batchId, row.id), isNull(accessCodes.revokedAt), codeIds ? inArray(accessCodes.id, codeIds) : undefined));
  const [presented] = await presentBatches(db, [row]);
  return { message: ACCESS_CODE_MESSAGES.revoked, data: presented! };
}
