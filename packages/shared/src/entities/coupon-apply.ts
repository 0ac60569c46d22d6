import type { Coupon } from './coupon.ts';

/**
 * The one place where a cart is priced and a coupon applied (spec §3 Coupon, §5). The server prices every
 * quote and every order with it; the web may show the same figures, but the server's are the ones charged.
 *
 * Rules, in the order they are checked:
 * - a code that names no coupon: 'Coupon not found.'
 * - status inactive: 'This coupon is not available.'
 * - valid from start_date to end_date, both instants included: before → not active yet; after → expired.
 * - usage_limit 0 means unlimited; otherwise used_count must be below it.
 * - specific_item: the coupon's item (an e-book id) must be in the cart; the discount applies to that line only.
 * - minimum_order_amount: the cart's subtotal (before any discount) must reach it, exactly equal counts.
 * - maximum_discount 0 means no cap; otherwise the discount never exceeds it.
 * - the discount never exceeds the amount it applies to, so that no total falls below 0.
 * Amounts are computed in whole cents; a percentage rounds half up to the cent.
 */
/** The coupon's fields that pricing reads; dates may be the database's Date or the API's string. */
export type CouponTerms = Omit<Coupon, 'id' | 'created_at' | 'start_date' | 'end_date'> & { start_date: string | Date; end_date: string | Date };

export interface CartLine {
  ebook_id: string;
  /** The price one copy sells at (the book's final price). */
  unit_price: number;
  quantity: number;
}

export interface PricedLine extends CartLine {
  /** The coupon's share of this line. */
  discount_amount: number;
  line_total: number;
}

export const COUPON_REFUSALS = ['not_found', 'inactive', 'not_started', 'expired', 'used_up', 'not_applicable', 'below_minimum'] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSALS)[number];

/** The words of each refusal; `{{amount}}` is the minimum order amount, e.g. $25.00. */
export const COUPON_MESSAGES = {
  not_found: 'Coupon not found.',
  inactive: 'This coupon is not available.',
  not_started: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has reached its usage limit.',
  not_applicable: 'This coupon does not apply to the books in your cart.',
  below_minimum: 'Spend at least {{amount}} to use this coupon.',
} as const satisfies Record<CouponRefusalReason, string>;

export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
  /** The minimum order amount, for `below_minimum`. */
  amount?: number;
}

export interface CartPrice {
  lines: PricedLine[];
  subtotal_amount: number;
  discount_amount: number;
  total_amount: number;
  total_quantity: number;
  /** Why the coupon asked for does not apply (the cart is then priced without it); null when it applies or none was asked. */
  refusal: CouponRefusal | null;
}

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;
export const formatDollars = (amount: number) => `$${amount.toFixed(2)}`;

const refuse = (reason: CouponRefusalReason, amount?: number): CouponRefusal => ({
  reason,
  message: reason === 'below_minimum' ? COUPON_MESSAGES.below_minimum.replace('{{amount}}', formatDollars(amount ?? 0)) : COUPON_MESSAGES[reason],
  ...(amount !== undefined && { amount }),
});

/** Why the coupon cannot be used on these lines at `now`, or null when it can. */
export function couponRefusal(coupon: CouponTerms | null, lines: CartLine[], now: Date = new Date()): CouponRefusal | null {
  if (!coupon) return refuse('not_found');
  if (coupon.status !== 'active') return refuse('inactive');
  if (now.getTime() < new Date(coupon.start_date).getTime()) return refuse('not_started');
  if (now.getTime() > new Date(coupon.end_date).getTime()) return refuse('expired');
  if (coupon.usage_limit > 0 && coupon.used_count >= coupon.usage_limit) return refuse('used_up');
  if (coupon.applies_to === 'specific_item' && !lines.some((l) => l.ebook_id === coupon.item_id)) return refuse('not_applicable');
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0);
  if (subtotal < toCents(coupon.minimum_order_amount)) return refuse('below_minimum', coupon.minimum_order_amount);
  return null;
}

/** The discount, in cents, of a coupon on an amount (in cents): capped by the maximum and by the amount itself. */
export function discountCents(coupon: Pick<CouponTerms, 'discount_type' | 'discount_value' | 'maximum_discount'>, baseCents: number): number {
  // Integer basis points keep the arithmetic exact; the one division is correctly rounded, so x.5 rounds up.
  const raw = coupon.discount_type === 'percentage' ? Math.round((baseCents * Math.round(coupon.discount_value * 100)) / 10_000) : toCents(coupon.discount_value);
  const capped = coupon.maximum_discount > 0 ? Math.min(raw, toCents(coupon.maximum_discount)) : raw;
  return Math.max(0, Math.min(capped, baseCents));
}

/** Shares a discount among lines in proportion to their amounts (largest remainder), so that line totals add up. */
function share(discount: number, amounts: number[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (discount === 0 || total === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (discount * a) / total);
  const parts = exact.map(Math.floor);
  let left = discount - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (parts[i]! < amounts[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/**
 * Prices a cart. `code` is what the buyer typed (blank: no coupon); `coupon` is the coupon found for it
 * (null when none was found).
 */
export function priceCart(input: { lines: CartLine[]; code?: string | null; coupon?: CouponTerms | null; now?: Date }): CartPrice {
  const { lines } = input;
  const amounts = lines.map((l) => toCents(l.unit_price) * l.quantity);
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const asked = !!input.code?.trim();
  const coupon = input.coupon ?? null;
  const refusal = asked ? couponRefusal(coupon, lines, input.now) : null;

  let discounts = amounts.map(() => 0);
  if (asked && coupon && !refusal) {
    if (coupon.applies_to === 'specific_item') {
      discounts = amounts.map((amount, i) => (lines[i]!.ebook_id === coupon.item_id ? discountCents(coupon, amount) : 0));
    } else {
      discounts = share(discountCents(coupon, subtotal), amounts);
    }
  }
  const discount = discounts.reduce((a, b) => a + b, 0);
  return {
    lines: lines.map((l, i) => ({ ...l, discount_amount: fromCents(discounts[i]!), line_total: fromCents(amounts[i]! - discounts[i]!) })),
    subtotal_amount: fromCents(subtotal),
    discount_amount: fromCents(discount),
    total_amount: fromCents(subtotal - discount),
    total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    refusal,
  };
}
