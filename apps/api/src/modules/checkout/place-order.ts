import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, SERVER_MESSAGES, serverText, type CheckoutInput, type CheckoutResult, type PaymentProvider } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { coupons, orderEvents, orderItems, orders, type UserRow } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { readOrder } from '../orders/service.ts';
import { DELIVERED_NOTE, recordPayment } from '../payments/ledger.ts';
import { paymentGateway } from '../payments/provider.ts';
import { orderItemRows, priceFromDatabase, type PricedCart } from './quote.ts';
import { newTrackingNumber } from './tracking.ts';

const couponRefused = (message: string) => new HttpError(422, message, { coupon_code: [message] });
const PAYMENT_UNAVAILABLE = 'The payment service could not be reached. Please try again.';
const NOTHING_TO_PAY = SERVER_MESSAGES.nothingToPay;

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

async function writeOrder(db: Db, user: UserRow, { books, coupon, price }: PricedCart, provider: PaymentProvider, idempotencyKey: string) {
  const free = price.total_amount === 0;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (coupon) await takeCouponUse(t, coupon.id);
    const now = new Date();
    const order = await insertOrder(t, {
      userId: user.id,
      customerName: user.name,
      customerEmail: user.email,
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
            { orderId: order.id, kind: 'payment' as const, fromValue: 'pending', toValue: 'paid', note: NOTHING_TO_PAY, createdAt: new Date(now.getTime() + 1) },
            { orderId: order.id, kind: 'status' as const, fromValue: 'pending', toValue: 'delivered', note: DELIVERED_NOTE, createdAt: new Date(now.getTime() + 2) },
          ]
        : []),
    ]);
    return order;
  });
}

/** The buyer's order placed with this key, if any. */
async function orderByKey(db: Db, userId: string, key: string) {
  const [order] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return order;
}

type OrderRow = typeof orders.$inferSelect;

/** Whether an order is what this checkout asks for: the same books, copies and coupon (in any order, the code in any case). */
async function isSameCheckout(db: Db, order: OrderRow, input: CheckoutInput) {
  const items = await db.select({ ebookId: orderItems.ebookId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const asked = new Map(input.items.map((item) => [item.ebook_id.toLowerCase(), item.quantity]));
  return (order.couponCode?.toUpperCase() ?? null) === (input.coupon_code ?? null) && items.length === asked.size && items.every((item) => item.ebookId !== null && asked.get(item.ebookId) === item.quantity);
}

/**
 * The answer to a submit whose key already placed an order: that order when the submit asks for the same cart;
 * otherwise 422 (as Stripe answers a key reused with other parameters), rather than tell the buyer that a cart
 * they never ordered was placed, or place a second order under one key.
 */
async function replayOf(db: Db, order: OrderRow, input: CheckoutInput) {
  if (!(await isSameCheckout(db, order, input))) {
    const message = serverText('idempotencyKeyReused');
    throw new HttpError(422, message, { 'idempotency-key': [message] });
  }
  return { order, cart: null, replayed: true };
}

/**
 * Writes the order once per idempotency key. Of concurrent submits with one key, the unique index
 * (user, key) lets one transaction commit; the others roll back (their coupon use with them) and answer
 * the order that did. `replayed` says the order was placed by an earlier submit.
 */
async function writeOrderOnce(db: Db, user: UserRow, input: CheckoutInput, key: string, provider: PaymentProvider) {
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
  try {
    return { order: await writeOrder(db, user, cart, provider, key), cart, replayed: false };
  } catch (error) {
    if (uniqueViolation(error) !== 'orders_idempotency_unique') throw error;
    const winner = await orderByKey(db, user.id, key);
    if (!winner) throw error;
    return replayOf(db, winner, input);
  }
}

/**
 * POST /api/checkout: prices the cart on the server, refuses a coupon that does not apply (422 on
 * coupon_code), writes the order (pending, payment pending) and starts its payment. An order with nothing
 * to pay (free books, a full discount) is paid at once. When the payment service cannot start the payment,
 * the order is marked failed (its coupon use given back) and the buyer is asked to try again (502).
 *
 * The client sends a key per checkout (Idempotency-Key): a second submit of the same cart with the same key, at
 * once or later, places nothing and answers the first order, its payment started again (Stripe returns the
 * same session for the same order); the key with another cart or coupon is refused (422).
 */
export async function placeOrder(
  db: Db,
  config: Config,
  request: { user: SignedInUser; origin: string; log: Pick<FastifyBaseLogger, 'error'> },
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<CheckoutResult & { replayed: boolean }> {
  const { user, origin, log } = request;
  const gateway = paymentGateway(config);
  const { order, replayed } = await writeOrderOnce(db, user, input, idempotencyKey, gateway.name);
  let details = await readOrder(db, user, 'mine', order.id);

  let payment: CheckoutResult['payment'];
  if (order.totalAmount === 0) {
    payment = { provider: 'manual', redirect_url: null, instructions: NOTHING_TO_PAY };
  } else if (order.paymentStatus !== 'pending') {
    // A replay after the payment was settled or failed: nothing to start; the order says how it ended.
    payment = { provider: order.paymentProvider, redirect_url: null, instructions: null };
  } else {
    try {
      const started = await gateway.start(
        {
          id: order.id,
          trackingNumber: order.trackingNumber,
          totalAmount: order.totalAmount,
          currency: order.currency,
          customerEmail: order.customerEmail,
          items: details.items.map((item) => ({ title: item.title, quantity: item.quantity, lineTotal: item.line_total })),
        },
        `${config.publicUrl ?? origin}/admin/orders/${order.id}`,
      );
      if (started.reference && started.reference !== order.paymentReference) {
        await db.update(orders).set({ paymentReference: started.reference }).where(eq(orders.id, order.id));
        details = await readOrder(db, user, 'mine', order.id);
      }
      payment = { provider: gateway.name, redirect_url: started.redirectUrl, instructions: started.instructions };
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'payment start failed');
      await recordPayment(db, { orderId: order.id, to: 'failed', note: serverText('paymentNotStarted', { provider: gateway.name }) });
      throw new HttpError(502, PAYMENT_UNAVAILABLE);
    }
  }
  return { order: details, payment, replayed };
}
