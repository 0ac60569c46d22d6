import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebooks, publishers, type UserRow } from '../../db/schema.ts';

/**
 * The books a role sees on the dashboard (DESIGN.md §4): admins all of them; a publisher the books of their
 * publisher and the ones they made; authors and users the ones they made. Undefined means no limit.
 */
export function visibleBooks(db: Db, actor: Pick<UserRow, 'id' | 'role'>): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  const own = eq(ebooks.createdBy, actor.id);
  if (actor.role !== 'publisher') return own;
  const theirPublisher = db.select({ id: publishers.id }).from(publishers).where(eq(publishers.userId, actor.id));
  return or(own, inArray(ebooks.publisherId, theirPublisher));
}
