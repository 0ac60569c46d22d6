import { describe, expect, it } from 'vitest';
import { couponRefusal, discountCents, priceCart, type CartLine, type CouponTerms } from './coupon-apply.ts';
import { previewPageCount, PREVIEW_PAGE_COUNT } from './reading.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const BOOK_A = '11111111-1111-4111-8111-111111111111';
const BOOK_B = '22222222-2222-4222-8222-222222222222';
const BOOK_C = '33333333-3333-4333-8333-333333333333';

const coupon = (patch: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'TEST',
  discount_type: 'percentage',
  discount_value: 10,
  applies_to: 'entire_order',
  item_id: null,
  minimum_order_amount: 0,
  maximum_discount: 0,
  usage_limit: 0,
  used_count: 0,
  start_date: '2026-06-01T00:00:00.000Z',
  end_date: '2026-06-30T23:59:59.999Z',
  status: 'active',
  ...patch,
});

const lines: CartLine[] = [
  { ebook_id: BOOK_A, unit_price: 10, quantity: 1 },
  { ebook_id: BOOK_B, unit_price: 4.99, quantity: 2 },
];
const price = (terms: CouponTerms | null, cart: CartLine[] = lines, now = NOW) => priceCart({ lines: cart, code: 'TEST', coupon: terms, now });
const reasonOf = (terms: CouponTerms | null, cart: CartLine[] = lines, now = NOW) => couponRefusal(terms, cart, now)?.reason ?? null;

describe('priceCart without a coupon', () => {
  it('adds line amounts (unit price × quantity) to the subtotal and the quantities to the total quantity', () => {
    const result = priceCart({ lines });
    expect(result).toMatchObject({ subtotal_amount: 19.98, discount_amount: 0, total_amount: 19.98, total_quantity: 3, refusal: null });
    expect(result.lines.map((l) => l.line_total)).toEqual([10, 9.98]);
  });

  it('treats a blank code as no coupon', () => {
    expect(priceCart({ lines, code: '  ', coupon: null }).refusal).toBeNull();
  });

  it('prices a cart of free books at 0', () => {
    expect(priceCart({ lines: [{ ebook_id: BOOK_A, unit_price: 0, quantity: 1 }] }).total_amount).toBe(0);
  });
});

describe('coupon discounts', () => {
  it('takes a percentage of the whole order and shares it among the lines so that line totals add up', () => {
    const result = price(coupon({ discount_value: 10 }));
    expect(result).toMatchObject({ subtotal_amount: 19.98, discount_amount: 2, total_amount: 17.98 });
    expect(result.lines.reduce((s, l) => s + l.discount_amount, 0)).toBeCloseTo(2, 10);
    expect(result.lines.reduce((s, l) => s + l.line_total, 0)).toBeCloseTo(17.98, 10);
  });

  it('rounds a percentage half up to the cent', () => {
    // 12.5% of $1.00 is 12.5 cents.
    expect(discountCents({ discount_type: 'percentage', discount_value: 12.5, maximum_discount: 0 }, 100)).toBe(13);
    expect(discountCents({ discount_type: 'percentage', discount_value: 10, maximum_discount: 0 }, 1999)).toBe(200);
  });

  it('makes the order free with a percentage of 100', () => {
    const result = price(coupon({ discount_value: 100 }));
    expect(result).toMatchObject({ discount_amount: 19.98, total_amount: 0 });
    expect(result.lines.every((l) => l.line_total === 0)).toBe(true);
  });

  it('takes a fixed amount off the order', () => {
    expect(price(coupon({ discount_type: 'fixed', discount_value: 5 }))).toMatchObject({ discount_amount: 5, total_amount: 14.98 });
  });

  it('never takes a total below 0 when the fixed amount is larger than the order', () => {
    expect(price(coupon({ discount_type: 'fixed', discount_value: 50 }))).toMatchObject({ discount_amount: 19.98, total_amount: 0 });
  });

  it('caps the discount at the maximum discount, exactly at it and above it', () => {
    expect(price(coupon({ discount_value: 50, maximum_discount: 5 }))).toMatchObject({ discount_amount: 5, total_amount: 14.98 });
    // 10% of 19.98 is 2.00: a maximum of exactly 2 changes nothing, a maximum of 1.99 caps it.
    expect(price(coupon({ discount_value: 10, maximum_discount: 2 })).discount_amount).toBe(2);
    expect(price(coupon({ discount_value: 10, maximum_discount: 1.99 })).discount_amount).toBe(1.99);
    expect(price(coupon({ discount_type: 'fixed', discount_value: 8, maximum_discount: 6 })).discount_amount).toBe(6);
  });

  it('reads a maximum discount of 0 as no cap', () => {
    expect(price(coupon({ discount_value: 50, maximum_discount: 0 })).discount_amount).toBe(9.99);
  });

  it('applies an item-specific coupon to that line only (all its copies)', () => {
    const result = price(coupon({ applies_to: 'specific_item', item_id: BOOK_B, discount_value: 50 }));
    expect(result.lines.map((l) => [l.discount_amount, l.line_total])).toEqual([
      [0, 10],
      [4.99, 4.99],
    ]);
    expect(result).toMatchObject({ discount_amount: 4.99, total_amount: 14.99 });
  });

  it('caps an item-specific fixed discount at the line amount', () => {
    const result = price(coupon({ applies_to: 'specific_item', item_id: BOOK_A, discount_type: 'fixed', discount_value: 25 }));
    expect(result.lines[0]).toMatchObject({ discount_amount: 10, line_total: 0 });
    expect(result.total_amount).toBe(9.98);
  });

  it('never gives a line more discount than its amount when sharing cents', () => {
    const cart = [
      { ebook_id: BOOK_A, unit_price: 0.01, quantity: 1 },
      { ebook_id: BOOK_B, unit_price: 0.01, quantity: 1 },
      { ebook_id: BOOK_C, unit_price: 0.01, quantity: 1 },
    ];
    const result = price(coupon({ discount_type: 'fixed', discount_value: 0.02 }), cart);
    expect(result.lines.map((l) => l.discount_amount).sort()).toEqual([0, 0.01, 0.01]);
    expect(result.total_amount).toBe(0.01);
  });
});

describe('coupon refusals', () => {
  it('refuses a code that names no coupon', () => {
    expect(price(null).refusal).toEqual({ reason: 'not_found', message: 'Coupon not found.' });
  });

  it('refuses an inactive coupon', () => {
    expect(price(coupon({ status: 'inactive' })).refusal?.message).toBe('This coupon is not available.');
  });

  it('takes the start and end instants as included, and refuses a millisecond outside them', () => {
    const terms = coupon();
    expect(reasonOf(terms, lines, new Date('2026-06-01T00:00:00.000Z'))).toBeNull();
    expect(reasonOf(terms, lines, new Date('2026-06-30T23:59:59.999Z'))).toBeNull();
    expect(price(terms, lines, new Date('2026-05-31T23:59:59.999Z')).refusal?.message).toBe('This coupon is not active yet.');
    expect(price(terms, lines, new Date('2026-07-01T00:00:00.000Z')).refusal?.message).toBe('This coupon has expired.');
  });

  it('reads a usage limit of 0 as unlimited and refuses a coupon used up to its limit', () => {
    expect(reasonOf(coupon({ usage_limit: 0, used_count: 10_000 }))).toBeNull();
    expect(reasonOf(coupon({ usage_limit: 5, used_count: 4 }))).toBeNull();
    expect(price(coupon({ usage_limit: 5, used_count: 5 })).refusal?.message).toBe('This coupon has reached its usage limit.');
  });

  it('accepts an order exactly at the minimum amount and refuses one a cent below it', () => {
    expect(reasonOf(coupon({ minimum_order_amount: 19.98 }))).toBeNull();
    const refused = price(coupon({ minimum_order_amount: 19.99 }));
    expect(refused.refusal).toEqual({ reason: 'below_minimum', message: 'Spend at least $19.99 to use this coupon.', amount: 19.99 });
    expect(refused).toMatchObject({ discount_amount: 0, total_amount: 19.98 });
  });

  it('refuses an item-specific coupon when its book is not in the cart', () => {
    expect(price(coupon({ applies_to: 'specific_item', item_id: BOOK_C })).refusal?.message).toBe('This coupon does not apply to the books in your cart.');
  });

  it('prices the cart without the coupon when it is refused', () => {
    expect(price(coupon({ status: 'inactive' }))).toMatchObject({ subtotal_amount: 19.98, discount_amount: 0, total_amount: 19.98 });
  });
});

describe('previewPageCount', () => {
  it('shows the first pages, at most half of a short book, at least one page', () => {
    expect(previewPageCount(0)).toBe(0);
    expect(previewPageCount(1)).toBe(1);
    expect(previewPageCount(2)).toBe(1);
    expect(previewPageCount(5)).toBe(2);
    expect(previewPageCount(8)).toBe(PREVIEW_PAGE_COUNT);
    expect(previewPageCount(500)).toBe(PREVIEW_PAGE_COUNT);
  });
});
