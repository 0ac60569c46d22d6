import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import type { CouponTarget, DiscountType } from './coupon.ts';
import type { OrderDetails, PaymentProvider } from './order.ts';

/**
 * The cart as the client sends it: book ids and quantities only, never a price (the server prices it).
 * An e-book is digital and a buyer usually takes one copy; up to CART_MAX_QUANTITY copies are accepted
 * (a teacher buying for a class), each book once per cart.
 */
export const CART_MAX_ITEMS = 50;
export const CART_MAX_QUANTITY = 10;

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

export interface QuoteItem {
  ebook_id: string;
  title: string;
  cover_image: string | null;
  unit_price: number;
  discount_amount: number;
  quantity: number;
  line_total: number;
}

export interface AppliedCoupon {
  code: string;
  discount_type: DiscountType;
  discount_value: number;
  applies_to: CouponTarget;
  item_id: string | null;
}

/** The answer of POST /api/checkout/quote: what the order would cost now. */
export interface CheckoutQuote {
  items: QuoteItem[];
  subtotal_amount: number;
  discount_amount: number;
  total_amount: number;
  total_quantity: number;
  coupon: AppliedCoupon | null;
  /** Why the code does not apply (the totals are then without it); null when it applies or none was sent. */
  coupon_error: string | null;
}

/** How the buyer pays: follow `redirect_url` (Stripe Checkout) or read `instructions` (manual payment). */
export interface PaymentStart {
  provider: PaymentProvider;
  redirect_url: string | null;
  instructions: string | null;
}

/** The answer's data of POST /api/checkout (201). */
export interface CheckoutResult {
  order: OrderDetails;
  payment: PaymentStart;
}
