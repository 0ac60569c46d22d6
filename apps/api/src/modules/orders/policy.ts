import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebooks, orderItems, orders } from '../../db/schema.ts';
import type { Actor } from '../ebooks/policy.ts';

/**
 * Who sees which orders (DESIGN.md §4): admins all; publishers and authors the orders that hold one of their
 * own books (created by them, or filed under their publisher), and their own purchases; users their own
 * purchases. Only admins change an order.
 */
export type Viewer = NonNullable<Actor>;

const isAdmin = (user: Viewer) => user.role === 'admin';

/** The orders the user may read, as a WHERE clause (undefined: every order). */
export function orderScope(db: Db, user: Viewer, publisherId: string | null): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const own = eq(orders.userId, user.id);
  if (user.role === 'user') return own;
  const ownsBook = publisherId !== null ? or(eq(ebooks.createdBy, user.id), eq(ebooks.publisherId, publisherId)) : eq(ebooks.createdBy, user.id);
  const holdsOwnBook = db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(ebooks, eq(ebooks.id, orderItems.ebookId))
    .where(and(eq(orderItems.orderId, orders.id), ownsBook));
  return or(own, exists(holdsOwnBook));
}

export const mayUpdateStatus = (user: Viewer) => isAdmin(user);
export const mayMarkPayment = (user: Viewer) => isAdmin(user);
/** A customer's email is for admins and for the customer; a publisher sees who bought, not how to reach them. */
export const maySeeEmail = (user: Viewer, order: { userId: string | null }) => isAdmin(user) || order.userId === user.id;

export const abilitiesOn = (user: Viewer) => ({ update_status: mayUpdateStatus(user), mark_payment: mayMarkPayment(user) });
