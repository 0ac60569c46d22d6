import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebookChangeAuthors } from '../../db/schema.ts';

/**
 * Who changed a book since its last version (decision 019): every write of its pages notes its author here (a page
 * save through `saveBookPages`, the live document's editors), and the next version takes the list and clears it.
 */
export async function noteChangeBy(db: Db, ebookId: string, userId: string): Promise<void> {
  await db
    .insert(ebookChangeAuthors)
    .values({ ebookId, userId })
    .onConflictDoUpdate({ target: [ebookChangeAuthors.ebookId, ebookChangeAuthors.userId], set: { changedAt: sql`now()` } });
}

/** The changes noted since the last version: who, and when last, in the order they came. */
export const changesOf = (db: Db, ebookId: string) =>
  db
    .select({ userId: ebookChangeAuthors.userId, changedAt: ebookChangeAuthors.changedAt })
    .from(ebookChangeAuthors)
    .where(eq(ebookChangeAuthors.ebookId, ebookId))
    .orderBy(asc(ebookChangeAuthors.changedAt));

/**
 * Clears the changes a version took (`changes`, read under the book's lock). A change noted after they were read
 * (a later `changed_at`) is the next version's, so it stays.
 */
export async function clearChanges(db: Db, ebookId: string, changes: { changedAt: Date }[]): Promise<void> {
  const latest = changes.at(-1)?.changedAt;
  // The times were read to the millisecond (a JavaScript Date); PostgreSQL keeps microseconds, so the comparison is
  // made at the precision they were read at, or a change just read would stay for the next version too.
  if (latest) await db.delete(ebookChangeAuthors).where(and(eq(ebookChangeAuthors.ebookId, ebookId), lte(sql`date_trunc('milliseconds', ${ebookChangeAuthors.changedAt})`, latest)));
}
