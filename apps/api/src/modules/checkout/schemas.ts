import { z } from 'zod';
import { COUPON_TARGETS, DISCOUNT_TYPES, PAYMENT_PROVIDERS } from '@folio/shared';

/** The answers of the checkout routes (validation of what leaves the API, and the OpenAPI document). */
export const QuoteSchema = z.object({
  items: z.array(
    z.object({
      ebook_id: z.string(),
      title: z.string(),
      cover_image: z.string().nullable(),
      unit_price: z.number(),
      discount_amount: z.number(),
      quantity: z.number(),
      line_total: z.number(),
    }),
  ),
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
