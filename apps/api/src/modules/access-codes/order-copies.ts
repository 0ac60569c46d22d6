import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ORDER_VOID_STATUSES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { accessCodeBatches, accessCodes, orderItems, orders } from '../../db/schema.ts';
import { fillBatch } from './service.ts';

/**
 * The codes of the copies an order line buys (docs/decisions/029-copies-are-codes.md). A line of N > 1 copies,
 * once its order grants its books (paid, and not cancelled, failed or refunded: library/purchases.ts), is a batch
 * of N one-seat codes owned by the buyer, named by the order's tracking number and the book; the buyer keeps
 * their own copy besides, as a line of one gives. When the order stops granting (a refund, a cancellation), the
 * codes nobody redeemed are revoked; who redeemed one keeps the book, as with any code (decision 022).
 *
 * Called in the transaction of every change that moves an order's payment or status (payments/ledger.ts, the
 * admin's status change, a checkout with nothing to pay). The batch's unique order_item_id makes a payment
 * recorded twice, or a webhook replayed, make no second batch.
 */
export async function settleOrderCopies(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ userId: orders.userId, trackingNumber: orders.trackingNumber, paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return;
  const lines = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), gt(orderItems.quantity, 1)));
  if (lines.length === 0) return;
  const grants = order.paymentStatus === 'paid' && !(ORDER_VOID_STATUSES as readonly string[]).includes(order.status);
  if (!grants) {
    const batches = tx.select({ id: accessCodeBatches.id }).from(accessCodeBatches).where(inArray(accessCodeBatches.orderItemId, lines.map((l) => l.id)));
    await tx
      .update(accessCodes)
      .set({ revokedAt: new Date() })
      .where(and(inArray(accessCodes.batchId, batches), isNull(accessCodes.revokedAt), gt(accessCodes.seatsLeft, 0)));
    return;
  }
  for (const line of lines) {
    // A line whose book was deleted has nothing left to open.
    if (!line.ebookId) continue;
    const [batch] = await tx
      .insert(accessCodeBatches)
      .values({ createdBy: order.userId, name: `${order.trackingNumber} · ${line.title}`, seatsPerCode: 1, orderItemId: line.id })
      .onConflictDoNothing({ target: accessCodeBatches.orderItemId })
      .returning({ id: accessCodeBatches.id });
    if (batch) await fillBatch(tx, batch.id, [line.ebookId], line.quantity, 1);
  }
}
