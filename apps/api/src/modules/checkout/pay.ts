import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES, serverText, type CheckoutResult } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordPayment } from '../payments/ledger.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { PlacedOrder } from './place-order.ts';

const PAYMENT_UNAVAILABLE = 'The payment service could not be reached. Please try again.';

/**
 * Starts the payment of a placed order and answers how the buyer pays. An order with nothing to pay was paid
 * as it was placed. When the payment service cannot start the payment, the order is marked failed (its coupon
 * use given back) and the buyer is asked to try again (502). A replayed order's payment is started again
 * (Stripe returns the same session for the same order).
 */
export async function pay(
  db: Db,
  gateway: PaymentGateway,
  { order, lines }: Pick<PlacedOrder, 'order' | 'lines'>,
  returnUrl: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<CheckoutResult['payment']> {
  if (order.totalAmount === 0) return { provider: 'manual', redirect_url: null, instructions: SERVER_MESSAGES.nothingToPay };
  // A replay after the payment was settled or failed: nothing to start; the order says how it ended.
  if (order.paymentStatus !== 'pending') return { provider: order.paymentProvider, redirect_url: null, instructions: null };
  try {
    const started = await gateway.start(
      {
        id: order.id,
        trackingNumber: order.trackingNumber,
        totalAmount: order.totalAmount,
        currency: order.currency,
        customerEmail: order.customerEmail,
        items: lines.map((line) => ({ title: line.title, quantity: line.quantity, lineTotal: line.lineTotal })),
      },
      returnUrl,
    );
    // The reference matches the provider's later events to the order; nothing an answer shows changes with it.
    if (started.reference && started.reference !== order.paymentReference) await db.update(orders).set({ paymentReference: started.reference }).where(eq(orders.id, order.id));
    return { provider: gateway.name, redirect_url: started.redirectUrl, instructions: started.instructions };
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'payment start failed');
    await recordPayment(db, { orderId: order.id, to: 'failed', note: serverText('paymentNotStarted', { provider: gateway.name }) });
    throw new HttpError(502, PAYMENT_UNAVAILABLE);
  }
}
