import { z } from 'zod';
import { COUPON_TARGETS, DISCOUNT_TYPES, PAYMENT_PROVIDERS } from '@folio/shared';

/** A priced line of a cart; an order keeps it as sold. */
export const QuoteLineSchema = z.object({
  ebook_id: z.string(),
  title: z.string(),
  cover_image: z.string().nullable(),
  unit_price: z.number(),
  discount_amount: z.number(),
  quantity: z.number(),
  line_total: z.number(),
});

/** The answers of the checkout routes (validation of what leaves the API, and the OpenAPI document). */
export const QuoteSchema = z.object({
  items: z.array(QuoteLineSchema),
  subtotal_amount: z.number(),
  discount_amount: z.number(),
  total_amount: z.number(),
  total_quantity: z.number(),
  coupon: z
    .object({ code: z.string(), discount_type: z.enum(DISCOUNT_TYPES), discount_value: z.number(), applies_to: z.enum(COUPON_TARGETS), item_id: z.string().nullable() })
    .nullable(),
  coupon_error: z.string().nullable(),
});

export const PaymentStartSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  redirect_url: z.string().nullable(),
  instructions: z.string().nullable(),
});
