import { fillMessage, formatDollars, SERVER_MESSAGES } from '@folio/shared';
import type { PaymentGateway } from './provider.ts';

/** The default words, in the server-message catalogue so that the buyer reads them in their language. */
const DEFAULT_MANUAL_INSTRUCTIONS = SERVER_MESSAGES.manualPayment;

/** The order awaits payment; an admin marks it paid (bank transfer, cash) or failed. */
export function manualProvider(template: string = DEFAULT_MANUAL_INSTRUCTIONS): PaymentGateway {
  return {
    name: 'manual',
    start: async (order) => ({
      redirectUrl: null,
      instructions: fillMessage(template, { total: formatDollars(order.totalAmount), tracking_number: order.trackingNumber }),
      reference: null,
    }),
  };
}
