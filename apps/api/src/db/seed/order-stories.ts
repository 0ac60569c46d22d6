import type { OrderStatus, PaymentStatus } from '@folio/shared';
import { statusAfterPayment } from '../../modules/payments/ledger.ts';

/**
 * How a demo order came to its status, told as the server's own transitions (orders/service.ts, payments/ledger.ts,
 * decision 010), so that the demo never shows what the server cannot produce, such as an order paid but still
 * pending. The seed and the orders test factory write orders from these stories.
 */

/** One thing done to an order: an admin's or its buyer's change of status, or the outcome of its payment. */
export type OrderStep = { kind: 'status'; to: OrderStatus; by: 'admin' | 'customer' } | { kind: 'payment'; to: 'paid' | 'failed' };

const byAdmin = (to: OrderStatus): OrderStep => ({ kind: 'status', to, by: 'admin' });
const payment = (to: 'paid' | 'failed'): OrderStep => ({ kind: 'payment', to });

/**
 * What was done to an order after it was placed, for each status it ends in. A payment moves an order that awaits
 * it (paid → delivered, failed → failed): an order still pending or processing has not been paid.
 */
export const STORIES: Record<OrderStatus, OrderStep[]> = {
  pending: [],
  processing: [byAdmin('processing')],
  // Shipped by an admin while it awaited its payment, which came later: a payment leaves such an order as it is.
  shipped: [byAdmin('processing'), byAdmin('shipped'), payment('paid')],
  delivered: [payment('paid')],
  cancelled: [{ kind: 'status', to: 'cancelled', by: 'customer' }],
  refunded: [payment('paid'), byAdmin('refunded')],
  failed: [payment('failed')],
};

/** A cancelled order whose payment then failed (a bank transfer that never came, a Stripe page that expired): it stays cancelled. */
export const CANCELLED_THEN_FAILED: OrderStep[] = [...STORIES.cancelled, payment('failed')];

/** A change in an order's history; a status `by: 'payment'` is the move a payment makes (its own line in the history). */
export type StoryEvent =
  | { kind: 'payment'; from: PaymentStatus; to: PaymentStatus; by: 'payer' }
  | { kind: 'status'; from: OrderStatus; to: OrderStatus; by: 'admin' | 'customer' | 'payment' };

/** Plays `steps` on a new order (pending, payment pending) as the server would: its history after 'placed', and where it ends. */
export function playStory(steps: OrderStep[]): { status: OrderStatus; paymentStatus: PaymentStatus; events: StoryEvent[] } {
  let status: OrderStatus = 'pending';
  let paymentStatus: PaymentStatus = 'pending';
  const events: StoryEvent[] = [];
  for (const step of steps) {
    if (step.kind === 'status') {
      events.push({ kind: 'status', from: status, to: step.to, by: step.by });
      status = step.to;
      continue;
    }
    events.push({ kind: 'payment', from: paymentStatus, to: step.to, by: 'payer' });
    paymentStatus = step.to;
    const moved = statusAfterPayment(status, step.to);
    if (moved) {
      events.push({ kind: 'status', from: status, to: moved, by: 'payment' });
      status = moved;
    }
  }
  return { status, paymentStatus, events };
}
