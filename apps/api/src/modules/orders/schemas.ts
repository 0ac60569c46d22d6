import { z } from 'zod';
import { ORDER_STORED_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@folio/shared';
import { QuoteLineSchema } from '../checkout/schemas.ts';

/** The answers of the order routes (validation of what leaves the API, and the OpenAPI document). */
export const OrderListItemSchema = z.object({
  id: z.string(),
  tracking_number: z.string(),
  user: z.object({ name: z.string() }),
  total_amount: z.number(),
  total_quantity: z.number(),
  status: z.enum(ORDER_STORED_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});

export const OrderDetailsSchema = OrderListItemSchema.extend({
  customer: z.object({ name: z.string(), email: z.string().nullable() }),
  items: z.array(QuoteLineSchema.extend({ id: z.string(), ebook_id: z.string().nullable() })),
  subtotal_amount: z.number(),
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  currency: z.string(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  paid_at: z.string().nullable(),
  updated_at: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['status', 'payment']),
      from_value: z.string().nullable(),
      to_value: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
      actor_name: z.string().nullable(),
    }),
  ),
  abilities: z.object({ update_status: z.boolean(), mark_payment: z.boolean() }),
});
