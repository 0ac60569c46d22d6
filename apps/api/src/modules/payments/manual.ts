import { fillMessage, formatDollars, ORDER_VOID_STATUSES, SERVER_MESSAGES, type OrderDetails } from '@folio/shared';
import type { PaymentGateway } from './gateway.ts';

/** The default words, in the server-message catalogue so that the buyer reads them in their language. */
const DEFAULT_MANUAL_INSTRUCTIONS = SERVER_MESSAGES.manualPayment;

/** What the buyer reads to pay an order by hand: the template (MANUAL_PAYMENT_INSTRUCTIONS) with its total and tracking number. */
const instructionsOf = (template: string, order: { totalAmount: number; trackingNumber: string }) =>
  fillMessage(template, { total: formatDollars(order.totalAmount), tracking_number: order.trackingNumber });

/** The order awaits payment; an admin marks it paid (bank transfer, cash) or failed. */
export function manualProvider(template: string = DEFAULT_MANUAL_INSTRUCTIONS): PaymentGateway {
  return {
    name: 'manual',
    start: async (order) => ({ redirectUrl: null, instructions: instructionsOf(template, order), reference: null }),
  };
}

/**
 * The instructions checkout gave for an order, read again (GET /api/me/orders/{id}): while it awaits its manual
 * payment (not paid or failed, nor cancelled, failed or refunded); null for any other order, which has nothing
 * left to pay by hand.
 */
export function manualInstructionsFor(
  order: Pick<OrderDetails, 'payment_provider' | 'payment_status' | 'status' | 'total_amount' | 'tracking_number'>,
  template: string = DEFAULT_MANUAL_INSTRUCTIONS,
): string | null {
  const awaiting = order.payment_provider === 'manual' && order.payment_status === 'pending' && !(ORDER_VOID_STATUSES as readonly string[]).includes(order.status);
  return awaiting ? instructionsOf(template, { totalAmount: order.total_amount, trackingNumber: order.tracking_number }) : null;
}
