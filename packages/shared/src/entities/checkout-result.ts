import { z } from 'zod';
import { dataOf } from '../http-answers.ts';
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

/**
 * GET /api/me/orders/{id}: the buyer's own order and how to pay it: the manual payment's instructions, as checkout
 * gave them, while the order awaits that payment (null otherwise), so that a reloaded confirmation still says them.
 */
export const MyOrderSchema = OrderDetailsSchema.extend({ payment_instructions: z.string().nullable() });
export type MyOrder = z.infer<typeof MyOrderSchema>;
export const MyOrderResponseSchema = dataOf(MyOrderSchema);
export type MyOrderResponse = z.infer<typeof MyOrderResponseSchema>;
