import { z } from 'zod';
import { MessageParamsSchema } from '../http.ts';
import { MESSAGES } from '../messages.ts';
import { COUPON_TARGETS, DISCOUNT_TYPES } from './coupon.ts';

/**
 * The cart as the client sends it: book ids and quantities only, never a price (the server prices it).
 * An e-book is digital and a buyer usually takes one copy; up to CART_MAX_QUANTITY copies are accepted
 * (a teacher buying for a class), each book once per cart.
 */
export const CART_MAX_ITEMS = 50;
/** A class set: each copy past the buyer's own is a code to hand out (decision 029). */
export const CART_MAX_QUANTITY = 100;
/** The cart's Copies choices: one by one up to ten, then the sizes of classes and year groups. */
export const CART_QUANTITY_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 35, 40, 50, 60, 75, 100] as const;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  tooManyItems: `A cart holds at most ${CART_MAX_ITEMS} books.`,
  quantity: `Choose a quantity from 1 to ${CART_MAX_QUANTITY}.`,
  duplicate: 'Each book can appear only once in the cart.',
  invalidBook: 'Not a valid e-book id',
} as const;

export const CartItemSchema = z.object({
  ebook_id: z.uuid({ error: CHECKOUT_MESSAGES.invalidBook }),
  quantity: z.number({ error: CHECKOUT_MESSAGES.quantity }).int(CHECKOUT_MESSAGES.quantity).min(1, CHECKOUT_MESSAGES.quantity).max(CART_MAX_QUANTITY, CHECKOUT_MESSAGES.quantity).default(1),
});

/** POST /api/checkout/quote and POST /api/checkout. */
export const CheckoutSchema = z.object({
  items: z
    .array(CartItemSchema, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(CART_MAX_ITEMS, CHECKOUT_MESSAGES.tooManyItems)
    .refine((items) => new Set(items.map((i) => i.ebook_id.toLowerCase())).size === items.length, CHECKOUT_MESSAGES.duplicate),
  coupon_code: z
    .string({ error: MESSAGES.invalidChoice })
    .trim()
    .max(40, MESSAGES.tooLong)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

export const IDEMPOTENCY_KEY_REQUIRED = 'Send an Idempotency-Key header: a new random value for each checkout, the same one when repeating it.';
/** POST /api/checkout's header: one key per checkout, so that a repeated submit never places a second order. */
export const CheckoutHeadersSchema = z.object({
  'idempotency-key': z.string({ error: IDEMPOTENCY_KEY_REQUIRED }).trim().min(8, IDEMPOTENCY_KEY_REQUIRED).max(200, IDEMPOTENCY_KEY_REQUIRED),
});
export type CheckoutForm = z.input<typeof CheckoutSchema>;

/** A priced line of a cart; an order keeps it as sold. */
export const QuoteItemSchema = z.object({
  ebook_id: z.string(),
  title: z.string(),
  cover_image: z.string().nullable(),
  unit_price: z.number(),
  discount_amount: z.number(),
  quantity: z.number(),
  line_total: z.number(),
});
export type QuoteItem = z.infer<typeof QuoteItemSchema>;

export const AppliedCouponSchema = z.object({
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  applies_to: z.enum(COUPON_TARGETS),
  item_id: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** The answer's data of POST /api/checkout/quote: what the order would cost now. */
export const CheckoutQuoteSchema = z.object({
  items: z.array(QuoteItemSchema),
  subtotal_amount: z.number(),
  discount_amount: z.number(),
  total_amount: z.number(),
  total_quantity: z.number(),
  coupon: AppliedCouponSchema.nullable(),
  /** Why the code does not apply (the totals are then without it); null when it applies or none was sent. */
  coupon_error: z.string().nullable(),
  /** The same refusal as a code of the server-message catalogue and its values, for the reader's language. */
  coupon_refusal: z.object({ code: z.string(), params: MessageParamsSchema }).nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
