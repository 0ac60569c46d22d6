import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInLocks } from '../../db/schema.ts';

/**
 * An address's sign-in lock as the database keeps it (`sign_in_locks`), beside the counter that set it: the
 * counters may live in a Redis that forgets them on a restart, and a lock that vanished with them would give
 * whoever is guessing a fresh set of tries. Keyed as the counter (`accountLockKey`).
 */

/** When the address's lock ends, or null when it is not locked. */
export async function lockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db.select({ until: signInLocks.lockedUntil }).from(signInLocks).where(and(eq(signInLocks.key, key), gt(signInLocks.lockedUntil, new Date())));
  return row?.until ?? null;
}

/** Keeps the address locked until then (a lock already running longer stays as it is). */
export async function recordLock(db: Db, key: string, until: Date) {
  await db
    .insert(signInLocks)
    .values({ key, lockedUntil: until })
    .onConflictDoUpdate({ target: signInLocks.key, set: { lockedUntil: sql`greatest(${signInLocks.lockedUntil}, excluded.locked_until)` } });
}

/** Lifts the address's lock (an administrator reset by ADMIN_EMAIL/ADMIN_PASSWORD at start). */
export async function forgetLock(db: Db, key: string) {
  await db.delete(signInLocks).where(eq(signInLocks.key, key));
}

/** Removes the locks that ended (run by the maintenance job). */
export async function purgeEndedLocks(db: Db) {
  await db.delete(signInLocks).where(lt(signInLocks.lockedUntil, new Date()));
}
