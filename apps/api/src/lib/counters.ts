import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, and answers the count with this hit, in ONE
 * statement: a check and its count can never be split by concurrent requests, on one API process or many
 * (the counters live in the database every process shares).
 *
 * With `holdAt`, the window restarts when the count reaches that number, so that a lock lasts a full
 * window from the hit that caused it (an account locked after its fifth failure stays locked `windowMs`).
 */
export async function hitCounter(db: Db, key: string, windowMs: number, holdAt?: number): Promise<CounterHit> {
  const t = rateLimitCounters;
  const window = sql`(now() + ${`${windowMs} milliseconds`}::interval)`;
  const expired = sql`${t.resetAt} <= now()`;
  const next = sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: next,
        resetAt: holdAt === undefined
          ? sql`CASE WHEN ${expired} THEN ${window} ELSE ${t.resetAt} END`
          : sql`CASE WHEN ${expired} OR ${t.count} + 1 = ${holdAt} THEN ${window} ELSE ${t.resetAt} END`,
      },
    })
    .returning({ count: t.count, resetAt: t.resetAt });
  return row!;
}

/** The current count of `key` without counting (0 once its window ended). */
export async function peekCounter(db: Db, key: string): Promise<CounterHit | null> {
  const [row] = await db.select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row && row.resetAt > new Date() ? row : null;
}

export async function clearCounter(db: Db, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Removes counters whose window ended (run by the maintenance job). */
export async function purgeCounters(db: Db) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, new Date()));
}
