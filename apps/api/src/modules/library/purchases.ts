import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { ORDER_VOID_STATUSES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { redeemedBooksOf } from '../access-codes/grants.ts';

/**
 * The orders that grant their buyer the books in them: paid, and not cancelled, failed or refunded since
 * (a refund takes the access back). Used by "My library" and by the reading access check alike.
 */
export const grantingOrdersOf = (userId: string): SQL =>
  and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), notInArray(orders.status, [...ORDER_VOID_STATUSES]))!;

/** The buyer's orders still waiting for their payment: payment pending, and not cancelled or failed since. */
const awaitingPaymentOf = (userId: string): SQL =>
  and(eq(orders.userId, userId), eq(orders.paymentStatus, 'pending'), notInArray(orders.status, [...ORDER_VOID_STATUSES]))!;

/** Where a buyer stands with a book: theirs already, or in one of their orders that awaits payment. */
export type Holding = { kind: 'owned' } | { kind: 'awaiting_payment'; orderId: string; trackingNumber: string };

/**
 * How `userId` holds each of `ebookIds` (books they neither own nor await are left out). Owning wins over an
 * order awaiting payment; of several such orders, the latest is named. Both reads go through order_items_ebook_idx.
 */
export async function holdingsOf(db: Db, userId: string, ebookIds: string[]): Promise<Map<string, Holding>> {
  const held = new Map<string, Holding>();
  if (ebookIds.length === 0) return held;
  const [owned, awaiting, redeemed] = await Promise.all([
    db.selectDistinct({ ebookId: orderItems.ebookId }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(and(inArray(orderItems.ebookId, ebookIds), grantingOrdersOf(userId))),
    db
      .select({ ebookId: orderItems.ebookId, orderId: orders.id, trackingNumber: orders.trackingNumber })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.ebookId, ebookIds), awaitingPaymentOf(userId)))
      .orderBy(desc(orders.createdAt)),
    // A book redeemed with an access code is owned as if bought (decision 022).
    redeemedBooksOf(db, userId, ebookIds),
  ]);
  for (const { ebookId, orderId, trackingNumber } of awaiting) if (ebookId && !held.has(ebookId)) held.set(ebookId, { kind: 'awaiting_payment', orderId, trackingNumber });
  for (const { ebookId } of [...owned, ...redeemed]) if (ebookId) held.set(ebookId, { kind: 'owned' });
  return held;
}
