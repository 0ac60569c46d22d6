import { formatDollars } from '@folio/shared';
import type { PaymentGateway } from './provider.ts';

const DEFAULT_MANUAL_INSTRUCTIONS =
  'Please pay {{total}} by bank transfer or in cash, quoting your order number {{tracking_number}}. Your books unlock as soon as we confirm the payment.';

/** The order awaits payment; an admin marks it paid (bank transfer, cash) or failed. */
export function manualProvider(template = DEFAULT_MANUAL_INSTRUCTIONS): PaymentGateway {
  return {
    name: 'manual',
    start: async (order) => ({
      redirectUrl: null,
      instructions: template.replaceAll('{{total}}', formatDollars(order.totalAmount)).replaceAll('{{tracking_number}}', order.trackingNumber),
      reference: null,
    }),
  };
}
