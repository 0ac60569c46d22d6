import { and, eq, lt, or, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, SERVER_MESSAGES, serverText, type CheckoutInput, type PaymentProvider } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { coupons, orderEvents, orderItems, orders, type UserRow } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderItemRow, OrderRow } from '../orders/presenter.ts';
import { orderLines } from '../orders/service.ts';
import { settleOrderCopies } from '../access-codes/order-copies.ts';
import { DELIVERED_NOTE } from '../payments/ledger.ts';
import { orderItemRows, priceFromDatabase, type PricedCart } from './quote.ts';
import { newTrackingNumber } from './tracking.ts';

/** A placed order as the later steps of checkout use it: its row and its lines, each read once. */
export interface PlacedOrder {
  order: OrderRow;
  lines: OrderItemRow[];
  /** The order was placed by an earlier submit with the same key. */
  replayed: boolean;
}

const couponRefused = (message: string) => new HttpError(422, message, { coupon_code: [message] });

/**
 * Quotes the cart (quote.ts), refuses a coupon that does not apply (422 on coupon_code) and writes the order,
 * once per idempotency key. Of concurrent submits with one key, the unique index (user, key) lets one
 * transaction commit; the others roll back (their coupon use with them) and answer the order that did.
 */
export async function placeOnce(db: Db, user: UserRow, input: CheckoutInput, key: string, provider: PaymentProvider): Promise<PlacedOrder> {
  const earlier = await orderByKey(db, user.id, key);
  if (earlier) return replayOf(db, earlier, input);
  let cart: PricedCart;
  try {
    cart = await priceFromDatabase(db, input, user.id);
  } catch (error) {
    // A submit with this key may have placed the order meanwhile: its books now await payment, which refuses
    // them here. That order is the answer, not the refusal.
    const winner = await orderByKey(db, user.id, key);
    if (winner) return replayOf(db, winner, input);
    throw error;
  }
  if (cart.price.refusal) throw couponRefused(cart.price.refusal.message);
  let order: OrderRow;
  try {
    order = await writeOrder(db, user, cart, provider, key);
  } catch (error) {
    if (uniqueViolation(error) !== 'orders_idempotency_unique') throw error;
    const winner = await orderByKey(db, user.id, key);
    if (!winner) throw error;
    return replayOf(db, winner, input);
  }
  // The row is the one the insert returned; the lines are read back for their order by title (the database's
  // collation, as every reading of the order lists them) and their books' covers.
  return { order, lines: await orderLines(db, order.id), replayed: false };
}

/** The buyer's order placed with this key, if any. */
async function orderByKey(db: Db, userId: string, key: string) {
  const [order] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return order;
}

/**
 * The answer to a submit whose key already placed an order: that order when the submit asks for the same cart;
 * otherwise 422 (as Stripe answers a key reused with other parameters), rather than tell the buyer that a cart
 * they never ordered was placed, or place a second order under one key.
 */
async function replayOf(db: Db, order: OrderRow, input: CheckoutInput): Promise<PlacedOrder> {
  const lines = await orderLines(db, order.id);
  if (!isSameCheckout(order, lines, input)) {
    const message = serverText('idempotencyKeyReused');
    throw new HttpError(422, message, { 'idempotency-key': [message] });
  }
  return { order, lines, replayed: true };
}

/** Whether an order is what this checkout asks for: the same books, copies and coupon (in any order, the code in any case). */
function isSameCheckout(order: OrderRow, lines: OrderItemRow[], input: CheckoutInput) {
  const asked = new Map(input.items.map((item) => [item.ebook_id.toLowerCase(), item.quantity]));
  return (order.couponCode?.toUpperCase() ?? null) === (input.coupon_code ?? null) && lines.length === asked.size && lines.every((line) => line.ebookId !== null && asked.get(line.ebookId) === line.quantity);
}

/**
 * Writes the order, its lines and its first history in one transaction, with the coupon's use: pending with its
 * payment pending, or paid and delivered at once when there is nothing to pay (free books, a full discount).
 */
async function writeOrder(db: Db, user: UserRow, { books, coupon, price }: PricedCart, provider: PaymentProvider, idempotencyKey: string) {
  const free = price.total_amount === 0;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (coupon) await takeCouponUse(t, coupon.id);
    const now = new Date();
    const order = await insertOrder(t, {
      userId: user.id,
      customerName: user.name,
      // Never empty: only pupils have no address, and they cannot order (checkout policy).
      customerEmail: user.email ?? '',
      paymentProvider: free ? 'manual' : provider,
      subtotalAmount: price.subtotal_amount,
      discountAmount: price.discount_amount,
      totalAmount: price.total_amount,
      totalQuantity: price.total_quantity,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      idempotencyKey,
      status: free ? 'delivered' : 'pending',
      paymentStatus: free ? 'paid' : 'pending',
      paidAt: free ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderItems).values(orderItemRows(order.id, price, books));
    await tx.insert(orderEvents).values([
      { orderId: order.id, kind: 'status', fromValue: null, toValue: 'pending', note: SERVER_MESSAGES.orderPlacedNote, actorId: user.id, createdAt: now },
      // A millisecond apart, so that the history lists the placing, the payment and the delivery in order.
      ...(free
        ? [
            { orderId: order.id, kind: 'payment' as const, fromValue: 'pending', toValue: 'paid', note: SERVER_MESSAGES.nothingToPay, createdAt: new Date(now.getTime() + 1) },
            { orderId: order.id, kind: 'status' as const, fromValue: 'pending', toValue: 'delivered', note: DELIVERED_NOTE, createdAt: new Date(now.getTime() + 2) },
          ]
        : []),
    ]);
    // Several copies of a free book are codes at once, as a paid order's are once paid (decision 029).
    if (free) await settleOrderCopies(t, order.id);
    return order;
  });
}

/**
 * Takes one use of the coupon, atomically: the row is counted up only while it is active and under its
 * limit (0 = unlimited). Under concurrent checkouts PostgreSQL re-checks the WHERE after the row lock, so a
 * coupon with N uses left is taken at most N times.
 */
async function takeCouponUse(tx: Db, couponId: string) {
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), eq(coupons.status, 'active'), or(eq(coupons.usageLimit, 0), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!taken) throw couponRefused(COUPON_MESSAGES.used_up);
}

/** Inserts the order with a fresh tracking number, trying again (in a savepoint) on the rare repeat. */
async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'trackingNumber'>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp.insert(orders).values({ ...values, trackingNumber: newTrackingNumber() }).returning();
        return row!;
      });
    } catch (error) {
      if (attempt >= 5 || uniqueViolation(error) !== 'orders_tracking_number_unique') throw error;
    }
  }
}
