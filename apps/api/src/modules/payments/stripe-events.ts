import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentEventOutcome, PaymentStatus } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { recordPayment } from './ledger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment status a Checkout Session event tells, or null when it tells none (e.g. paid later). */
function verdictOf(event: Stripe.Event): PaymentStatus | null | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank debits complete the session unpaid: the async events say how it ends.
      return event.data.object.payment_status === 'unpaid' ? null : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * Applies a verified Stripe event to its order, found by the session id stored as payment reference (or the
 * order id sent as client_reference_id). Idempotent: the event id is stored with the order's history, and a
 * replay changes nothing. Events of other types, or for orders this site does not know, are ignored (and
 * answered 200, so that Stripe stops sending them). A failure never undoes a recorded payment, and a
 * session whose amount is not the order's total is recorded without marking the order paid.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<PaymentEventOutcome> {
  const verdict = verdictOf(event);
  if (verdict === undefined) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const [bySession] = await db.select().from(orders).where(eq(orders.paymentReference, session.id)).limit(1);
  const reference = session.client_reference_id;
  const order = bySession ?? (reference && UUID.test(reference) ? (await db.select().from(orders).where(eq(orders.id, reference)).limit(1))[0] : undefined);
  if (!order) return 'ignored';

  const amountMatches = session.amount_total === null || session.amount_total === Math.round(order.totalAmount * 100);
  const to = verdict === 'paid' && !amountMatches ? null : verdict;
  const note = to === null && verdict === 'paid' ? `${event.type}: the amount paid does not match the order total` : event.type;
  return recordPayment(db, {
    orderId: order.id,
    to: to ?? order.paymentStatus,
    note,
    providerEventId: event.id,
    onlyFrom: to === 'failed' ? ['pending'] : undefined,
  });
}
