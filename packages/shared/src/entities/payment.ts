import { z } from 'zod';

/**
 * What became of a payment provider's event: it changed the order's payment, found it so already, was seen
 * before (providers deliver again until answered 200), named no order we know, or was not one we act on.
 */
export const PAYMENT_EVENT_OUTCOMES = ['changed', 'unchanged', 'duplicate', 'missing', 'ignored'] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** POST /api/payments/stripe/webhook: the event was taken, and what it did (for Stripe's delivery log). */
export const StripeWebhookResponseSchema = z.object({ received: z.boolean(), outcome: z.enum(PAYMENT_EVENT_OUTCOMES) });
export type StripeWebhookResponse = z.infer<typeof StripeWebhookResponseSchema>;
