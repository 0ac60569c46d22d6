import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { Counters } from './counters.ts';

/**
 * The counters in the `rate_limit_counters` table of the database every process shares. A hit is ONE
 * statement (an upsert answering the new count), which is what makes it atomic.
 */
export function databaseCounters(db: Db): Counters {
  const t = rateLimitCounters;
  return {
    async hit(key, windowMs, holdAt) {
      const window = sql`(now() + ${`${windowMs} milliseconds`}::interval)`;
      const expired = sql`${t.resetAt} <= now()`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, resetAt: window })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
            resetAt: holdAt === undefined
              ? sql`CASE WHEN ${expired} THEN ${window} ELSE ${t.resetAt} END`
              : sql`CASE WHEN ${expired} OR ${t.count} + 1 = ${holdAt} THEN ${window} ELSE ${t.resetAt} END`,
          },
        })
        .returning({ count: t.count, resetAt: t.resetAt });
      return row!;
    },

    async peek(key) {
      const [row] = await db.select({ count: t.count, resetAt: t.resetAt }).from(t).where(eq(t.key, key));
      return row && row.resetAt > new Date() ? row : null;
    },

    async clear(key) {
      await db.delete(t).where(eq(t.key, key));
    },

    async purge() {
      await db.delete(t).where(lt(t.resetAt, new Date()));
    },

    async check() {
      await db.execute(sql`select 1`);
    },
  };
}
