import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCESS_CODE_MESSAGES, type Redeemed } from '@folio/shared';
import type { RateLimit } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accessCodeBatches, accessCodeBooks, accessCodeRedemptions, accessCodes, ebooks } from '../../db/schema.ts';
import type { Counters } from '../../lib/counters.ts';
import { coded, conflict, notFound } from '../../lib/http-error.ts';

interface Limits {
  perAccount: RateLimit;
  perIp: RateLimit;
}

/**
 * Counts a redemption try against the account and the address, before anything about the code is told: trying codes
 * is the one way to guess one, and these counters (Redis in production) are shared by every API instance.
 */
async function countTry(counters: Counters, userId: string, ip: string, limits: Limits) {
  for (const [key, limit] of [[`redeem:user:${userId}`, limits.perAccount], [`redeem:ip:${ip}`, limits.perIp]] as const) {
    const hit = await counters.hit(key, limit.windowMs);
    if (hit.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
      throw coded(429, 'tooManyAttempts', { seconds }, { 'retry-after': String(seconds) });
    }
  }
}

/**
 * POST /api/me/redeem: takes one seat of `code` for the reader. The refusals come in the order that helps most: a
 * code the reader redeemed already says so (also once it is revoked or expired), then revoked, expired, no seats left.
 *
 * The seat is taken by a conditional UPDATE (`seats_left > 0 … RETURNING`) in the transaction that records the
 * redemption: N concurrent redemptions of a code with k seats left give exactly k, on PGlite and PostgreSQL alike
 * (the UPDATE's row lock serialises them; the loser of a race sees 0 seats and takes none). The redemption's primary
 * key (code, reader) stops one reader from taking two seats of a code, also in a race with themself.
 */
export async function redeemCode(db: Db, counters: Counters, who: { userId: string; ip: string }, code: string, limits: Limits): Promise<Redeemed> {
  await countTry(counters, who.userId, who.ip, limits);
  const [found] = await db
    .select({ id: accessCodes.id, revokedAt: accessCodes.revokedAt, expiresAt: accessCodeBatches.expiresAt, batchId: accessCodes.batchId, mine: accessCodeRedemptions.userId })
    .from(accessCodes)
    .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodes.batchId))
    .leftJoin(accessCodeRedemptions, and(eq(accessCodeRedemptions.codeId, accessCodes.id), eq(accessCodeRedemptions.userId, who.userId)))
    .where(eq(accessCodes.code, code))
    .limit(1);
  if (!found) throw notFound(ACCESS_CODE_MESSAGES.unknown);
  if (found.mine) throw conflict(ACCESS_CODE_MESSAGES.alreadyYours);
  if (found.revokedAt) throw conflict(ACCESS_CODE_MESSAGES.revokedCode);
  if (found.expiresAt && found.expiresAt.getTime() <= Date.now()) throw conflict(ACCESS_CODE_MESSAGES.expired);

  await db.transaction(async (tx) => {
    const [recorded] = await tx.insert(accessCodeRedemptions).values({ codeId: found.id, userId: who.userId }).onConflictDoNothing().returning({ codeId: accessCodeRedemptions.codeId });
    if (!recorded) throw conflict(ACCESS_CODE_MESSAGES.alreadyYours);
    const [taken] = await tx
      .update(accessCodes)
      .set({ seatsLeft: sql`${accessCodes.seatsLeft} - 1` })
      .where(and(eq(accessCodes.id, found.id), gt(accessCodes.seatsLeft, 0), isNull(accessCodes.revokedAt)))
      .returning({ id: accessCodes.id });
    // A refusal thrown here rolls the redemption row back with it. Revoked between the look-up and now, or the last seat went to someone else.
    if (!taken) throw conflict(ACCESS_CODE_MESSAGES.usedUp);
  });
  const books = await db
    .select({ id: ebooks.id, title: ebooks.title, slug: ebooks.slug })
    .from(accessCodeBooks)
    .innerJoin(ebooks, eq(ebooks.id, accessCodeBooks.ebookId))
    .where(eq(accessCodeBooks.batchId, found.batchId))
    .orderBy(asc(ebooks.title));
  return { message: ACCESS_CODE_MESSAGES.redeemed, data: { books } };
}
