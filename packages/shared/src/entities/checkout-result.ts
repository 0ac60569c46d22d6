import { z } from 'zod';
import { OrderDetailsSchema, PAYMENT_PROVIDERS } from './order.ts';

/**
 * The answer of POST /api/checkout. Apart from checkout.ts because it holds an order, and an order's lines
 * are checkout's quote lines: one file each way would import the other.
 */

/** How the buyer pays: follow `redirect_url` (Stripe Checkout) or read `instructions` (manual payment). */
export const PaymentStartSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  redirect_url: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** The answer's data of POST /api/checkout (201, or 200 when the idempotency key repeats an earlier one). */
export const CheckoutResultSchema = z.object({ order: OrderDetailsSchema, payment: PaymentStartSchema });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
