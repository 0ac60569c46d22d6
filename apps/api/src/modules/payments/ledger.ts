import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES, type OrderStatus, type PaymentEventOutcome, type PaymentStatus } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { releaseCouponUse } from '../orders/coupon-use.ts';
import { settleOrderCopies } from '../access-codes/order-copies.ts';

interface PaymentChange {
  orderId: string;
  to: PaymentStatus;
  note?: string | null;
  /** The admin who recorded it; null for a payment provider. */
  actorId?: string | null;
  /** The provider's event id: an event is applied once, a replay changes nothing. */
  providerEventId?: string | null;
  /** Applies the change only while the payment is in one of these states (e.g. a provider's failure never undoes a payment). */
  onlyFrom?: readonly PaymentStatus[];
}

/**
 * Where a payment moves the order (docs/decisions/010-a-book-is-bought-once.md): an e-book is delivered the
 * moment it is paid (it is in the buyer's library), and an order whose payment failed has failed. Only an order
 * in progress moves, or a failed or cancelled one that is paid after all; one an admin moved on otherwise
 * (shipped, delivered, refunded) keeps its status.
 */
const STATUS_AFTER_PAYMENT: Partial<Record<PaymentStatus, { to: OrderStatus; from: readonly string[] }>> = {
  // Cancelled too: money that arrives for an order its buyer let go (a payment page left open) is a sale.
  paid: { to: 'delivered', from: ['pending', 'processing', 'failed', 'cancelled'] },
  failed: { to: 'failed', from: ['pending', 'processing'] },
};
export const DELIVERED_NOTE = SERVER_MESSAGES.deliveredNote;
const FAILED_NOTE = SERVER_MESSAGES.paymentFailedNote;

/** The status a payment moves an order in `status` to, or null when the order keeps its status (also the demo seed's rule). */
export function statusAfterPayment(status: string, payment: PaymentStatus): OrderStatus | null {
  const after = STATUS_AFTER_PAYMENT[payment];
  return after?.from.includes(status) ? after.to : null;
}

/** What recording a payment did; 'ignored' is left to the caller that reads the provider's event. */
type PaymentOutcome = Exclude<PaymentEventOutcome, 'ignored'>;

/**
 * Records a payment status on an order, in one transaction: the order row is locked, the event is written
 * (a provider event id already seen makes it a no-op: index order_events_provider_event_unique), then the
 * status moves. 'paid' stamps paid_at and makes the codes of the copies bought; 'failed' gives the coupon use back.
 */
export async function recordPayment(db: Db, change: PaymentChange): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update').limit(1);
    if (!order) return 'missing';
    const from = order.paymentStatus;
    const moves = from !== change.to && (!change.onlyFrom || change.onlyFrom.includes(from));
    // An admin choosing the current status leaves no trace; a provider's event is always kept (its id makes replays no-ops).
    if (!moves && !change.providerEventId) return 'unchanged';
    const now = new Date();
    const [written] = await tx
      .insert(orderEvents)
      .values({
        orderId: order.id,
        kind: 'payment',
        fromValue: from,
        toValue: moves ? change.to : from,
        note: change.note ?? null,
        actorId: change.actorId ?? null,
        providerEventId: change.providerEventId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: orderEvents.id });
    if (!written) return 'duplicate';
    if (!moves) return 'unchanged';
    const moveStatus = statusAfterPayment(order.status, change.to);
    await tx
      .update(orders)
      .set({ paymentStatus: change.to, paidAt: change.to === 'paid' ? now : null, ...(moveStatus ? { status: moveStatus } : {}), updatedAt: now })
      .where(eq(orders.id, order.id));
    if (moveStatus) {
      // A millisecond after the payment event, so that the history lists the payment first.
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: 'status',
        fromValue: order.status,
        toValue: moveStatus,
        note: moveStatus === 'delivered' ? DELIVERED_NOTE : FAILED_NOTE,
        actorId: change.actorId ?? null,
        createdAt: new Date(now.getTime() + 1),
      });
    }
    if (change.to === 'failed') await releaseCouponUse(tx as unknown as Db, order.id, order.couponId);
    // A paid line of several copies is a batch of codes; a payment undone revokes its unused ones (decision 029).
    await settleOrderCopies(tx as unknown as Db, order.id);
    return 'changed';
  });
}
