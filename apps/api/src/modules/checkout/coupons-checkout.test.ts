import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverText } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { couponUses, customer, insertBook, insertCoupon, shopApi } from './fixtures/shop.ts';

const DAY = 86_400_000;

/** Coupons at checkout (spec §3, §5): every refusal with its words, atomic redemption, uses given back. */
describe('coupons at checkout', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let buyer: string;
  let ten: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    buyer = (await customer(t)).token;
    ten = (await insertBook(t, { price: 10 })).id;
    other = (await insertBook(t, { price: 5 })).id;
  });
  // A book is bought once: each test buys as a new customer, who holds none of the books yet.
  beforeEach(async () => {
    buyer = (await customer(t)).token;
  });
  afterAll(async () => { await t.close(); });

  const refusals: [string, () => Promise<string>, string][] = [
    ['an unknown code', async () => 'NO-SUCH-CODE', 'Coupon not found.'],
    ['an inactive coupon', async () => (await insertCoupon(t, { status: 'inactive' })).code, 'This coupon is not available.'],
    ['a coupon that starts tomorrow', async () => (await insertCoupon(t, { startDate: new Date(Date.now() + DAY), endDate: new Date(Date.now() + 2 * DAY) })).code, 'This coupon is not active yet.'],
    ['an expired coupon', async () => (await insertCoupon(t, { startDate: new Date(Date.now() - 2 * DAY), endDate: new Date(Date.now() - 1000) })).code, 'This coupon has expired.'],
    ['a used-up coupon', async () => (await insertCoupon(t, { usageLimit: 3, usedCount: 3 })).code, 'This coupon has reached its usage limit.'],
    ['an order under the minimum', async () => (await insertCoupon(t, { minimumOrderAmount: 10.01 })).code, 'Spend at least $10.01 to use this coupon.'],
    ['a coupon for a book not in the cart', async () => (await insertCoupon(t, { appliesTo: 'specific_item', itemId: other })).code, 'This coupon does not apply to the books in your cart.'],
  ];

  for (const [what, codeOf, message] of refusals) {
    it(`should explain the refusal of ${what} in the quote and refuse the checkout with 422 on coupon_code`, async () => {
      const code = await codeOf();
      const quoted = await shop.quote(shop.cart([ten], code));
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json().data).toMatchObject({ coupon: null, coupon_error: message, discount_amount: 0, total_amount: 10 });
      // The same refusal as a code and its values, whose English words are the message.
      const { code: refusal, params } = quoted.json().data.coupon_refusal;
      expect(serverText(refusal, params)).toBe(message);
      const body = expectError(await shop.checkout(shop.cart([ten], code), buyer), 422, message);
      expect(body.code).toBe(refusal);
      expect(body.errors).toEqual({ coupon_code: [message] });
    });
  }

  it('should accept an order exactly at the minimum amount', async () => {
    const coupon = await insertCoupon(t, { minimumOrderAmount: 10, discountType: 'fixed', discountValue: 1 });
    expect((await shop.order(buyer, [ten], coupon.code)).total_amount).toBe(9);
  });

  it('should cap the discount at the maximum discount', async () => {
    const coupon = await insertCoupon(t, { discountValue: 50, maximumDiscount: 2 });
    expect((await shop.quote(shop.cart([ten], coupon.code))).json().data).toMatchObject({ discount_amount: 2, total_amount: 8 });
  });

  it('should count a use per order and leave the count alone when the checkout is refused', async () => {
    const coupon = await insertCoupon(t, { usageLimit: 0 });
    await shop.order(buyer, [ten], coupon.code);
    await shop.order(buyer, [other], coupon.code);
    expect(await couponUses(t, coupon.id)).toBe(2);
    const unavailable = await insertBook(t, { status: 'draft' });
    expectError(await shop.checkout(shop.cart([ten, unavailable.id], coupon.code), buyer), 422);
    expect(await couponUses(t, coupon.id)).toBe(2);
  });

  it('should never use a coupon with N uses left more than N times under concurrent checkouts', async () => {
    const coupon = await insertCoupon(t, { usageLimit: 5, usedCount: 2 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customer(t)));
    const answers = await Promise.all(buyers.map((b) => shop.checkout(shop.cart([ten], coupon.code), b.token)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) expect(refused.json().message).toBe('This coupon has reached its usage limit.');
    expect(await couponUses(t, coupon.id)).toBe(5);
  });

  it('should give the use back once when the order is cancelled or fails, but not when it is refunded', async () => {
    const coupon = await insertCoupon(t, { usageLimit: 10 });
    // Three orders of the same buyer: three books at ten (a book is bought once).
    const order = async () => shop.order(buyer, [(await insertBook(t, { price: 10 })).id], coupon.code);
    const cancelled = await order();
    const failed = await order();
    const refunded = await order();
    expect(await couponUses(t, coupon.id)).toBe(3);

    await shop.setStatus(admin, cancelled.id, 'cancelled');
    expect(await couponUses(t, coupon.id)).toBe(2);
    // Reopened and cancelled again: the use was given back already.
    await shop.setStatus(admin, cancelled.id, 'pending');
    await shop.setStatus(admin, cancelled.id, 'failed');
    expect(await couponUses(t, coupon.id)).toBe(2);

    await shop.markPayment(admin, failed.id, 'failed');
    await shop.setStatus(admin, failed.id, 'cancelled');
    expect(await couponUses(t, coupon.id)).toBe(1);

    await shop.setStatus(admin, refunded.id, 'refunded');
    expect(await couponUses(t, coupon.id)).toBe(1);

    const details = (await t.app.inject({ url: `/api/admin/orders/${cancelled.id}`, headers: t.bearer(admin) })).json().data;
    expect(details).toMatchObject({ coupon_code: coupon.code, discount_amount: 1 });
  });
});
