import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_REQUIRED, serverText } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { queryLog, readsOf } from '../../../test/queries.ts';
import { coupons, ebooks, orderItems, orders } from '../../db/schema.ts';
import { customer, insertBook, insertCoupon, shopApi } from './fixtures/shop.ts';
import { TRACKING_PATTERN } from './tracking.ts';

describe('/api/checkout', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let buyer: Awaited<ReturnType<typeof customer>>;
  let ten: string;
  let five: string;
  const log = queryLog();
  beforeAll(async () => {
    // The cart quote's per-address limit is one of this suite's subjects: it keeps the configured default.
    t = await createTestApp({ loginPerIp: NO_IP_LIMIT.loginPerIp }, { logger: log.logger });
    shop = shopApi(t);
    buyer = await customer(t);
    ten = (await insertBook(t, { price: 10 })).id;
    five = (await insertBook(t, { price: 4.99 })).id;
  });
  afterAll(async () => { await t.close(); });

  describe('POST /api/checkout/quote', () => {
    it('should price the cart from the books without signing in', async () => {
      const res = await shop.quote({ items: [{ ebook_id: ten, quantity: 1 }, { ebook_id: five, quantity: 2 }] });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ subtotal_amount: 19.98, discount_amount: 0, total_amount: 19.98, total_quantity: 3, coupon: null, coupon_error: null });
      expect(data.items[1]).toMatchObject({ ebook_id: five, unit_price: 4.99, quantity: 2, discount_amount: 0, line_total: 9.98 });
      expect(data.items[0].title).toMatch(/^Shop Book/);
    });

    it('should apply an order-wide coupon and an item-specific one, whatever the case of the code', async () => {
      const wide = await insertCoupon(t, { discountType: 'fixed', discountValue: 3 });
      const res = await shop.quote(shop.cart([ten, five], wide.code.toLowerCase()));
      expect(res.json().data).toMatchObject({ subtotal_amount: 14.99, discount_amount: 3, total_amount: 11.99, coupon: { code: wide.code, discount_type: 'fixed', discount_value: 3, applies_to: 'entire_order' } });

      const item = await insertCoupon(t, { appliesTo: 'specific_item', itemId: five, discountValue: 50 });
      const data = (await shop.quote(shop.cart([ten, five], item.code))).json().data;
      expect(data.items.map((i: { discount_amount: number }) => i.discount_amount)).toEqual([0, 2.5]);
      expect(data).toMatchObject({ discount_amount: 2.5, total_amount: 12.49, coupon: { applies_to: 'specific_item', item_id: five } });
    });

    it('should name the books that are unknown, drafts or not approved (422)', async () => {
      const draft = await insertBook(t, { status: 'draft' });
      const pending = await insertBook(t, { approval: 'pending' });
      const unknown = '00000000-0000-4000-8000-000000000000';
      const body = expectError(await shop.quote(shop.cart([ten, draft.id, pending.id, unknown])), 422);
      expect(body.message).toContain(unknown);
      expect(body.message).toContain(draft.title);
      expect(Object.keys(body.errors!)).toEqual(['items.1.ebook_id', 'items.2.ebook_id', 'items.3.ebook_id']);
    });

    it('should refuse a malformed cart with 422, never a 500', async () => {
      const bad: unknown[] = [
        {},
        { items: [] },
        { items: 'x' },
        { items: [{ ebook_id: 'nope', quantity: 1 }] },
        { items: [{ ebook_id: ten, quantity: 0 }] },
        { items: [{ ebook_id: ten, quantity: 101 }] },
        { items: [{ ebook_id: ten, quantity: 1.5 }] },
        { items: [{ ebook_id: ten, quantity: 1 }, { ebook_id: ten, quantity: 1 }] },
        { items: [{ ebook_id: ten, quantity: 1 }], coupon_code: 42 },
        { items: [{ ebook_id: ten, quantity: 1 }], coupon_code: 'X'.repeat(41) },
      ];
      for (const body of bad) expectError(await shop.quote(body), 422);
      const duplicate = expectError(await shop.quote({ items: [{ ebook_id: ten, quantity: 1 }, { ebook_id: ten, quantity: 2 }] }), 422);
      expect(duplicate.errors?.items).toEqual(['Each book can appear only once in the cart.']);
    });

    it('should read a missing quantity as one copy', async () => {
      expect((await shop.quote({ items: [{ ebook_id: ten }] })).json().data.total_quantity).toBe(1);
    });

    it('should answer 401 for a bad token, rather than quoting as a visitor', async () => {
      expectError(await shop.quote(shop.cart([ten]), 'not-a-token'), 401);
    });

    it('should fail with status 429 once one address has asked for more quotes than the limit, and still quote for others', async () => {
      // Anyone may ask, without signing in: like sign-in and the contact form, each address gets so many a window.
      const from = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/checkout/quote', remoteAddress, payload: shop.cart([ten]) });
      for (let i = 0; i < t.config.quotePerIp.max; i += 1) expect((await from('10.7.0.1')).statusCode).toBe(200);
      const limited = await from('10.7.0.1');
      expect(expectError(limited, 429, /^Too many attempts\. Please try again in \d+ seconds\.$/).code).toBe('tooManyAttempts');
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect((await from('10.7.0.2')).statusCode).toBe(200);
    });
  });

  describe('POST /api/checkout', () => {
    // A book is bought once: each test buys as a new customer, who holds none of the books yet.
    beforeEach(async () => {
      buyer = await customer(t);
    });

    it('should answer 401 to a visitor', async () => {
      expectError(await shop.checkout(shop.cart([ten])), 401);
    });

    it('should create a pending order with a tracking number, items, totals and history', async () => {
      const res = await shop.checkout({ items: [{ ebook_id: ten, quantity: 1 }, { ebook_id: five, quantity: 2 }] }, buyer.token);
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json();
      expect(message).toBe('Order placed successfully.');
      expect(data.order).toMatchObject({
        status: 'pending',
        payment_status: 'pending',
        payment_provider: 'manual',
        subtotal_amount: 19.98,
        discount_amount: 0,
        total_amount: 19.98,
        total_quantity: 3,
        coupon_code: null,
        paid_at: null,
        user: { name: buyer.name },
        customer: { name: buyer.name },
      });
      expect(data.order.tracking_number).toMatch(TRACKING_PATTERN);
      expect(data.order.items).toHaveLength(2);
      expect(data.order.events).toMatchObject([{ kind: 'status', from_value: null, to_value: 'pending', note: 'Order placed.', actor_name: buyer.name }]);
      expect(data.payment).toEqual({
        provider: 'manual',
        redirect_url: null,
        instructions: `Please pay $19.98 by bank transfer or in cash, quoting your order number ${data.order.tracking_number}. Your books unlock as soon as we confirm the payment.`,
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, data.order.id));
      expect(row).toMatchObject({ userId: buyer.id, totalAmount: 19.98, paymentStatus: 'pending' });
    });

    it("should give the manual payment's instructions again when the buyer reads the order back, while it awaits that payment", async () => {
      const reader = await customer(t);
      const { order, payment } = (await shop.checkout(shop.cart([ten]), reader.token)).json().data;
      const readBack = async () => (await t.app.inject({ url: `/api/me/orders/${order.id}`, headers: t.bearer(reader.token) })).json().data;
      expect(payment.instructions).toMatch(/^Please pay \$10\.00 by bank transfer/);
      expect((await readBack()).payment_instructions).toBe(payment.instructions);
      // Paid, there is nothing left to pay by hand.
      await shop.markPayment(await t.login('admin@folio.test'), order.id, 'paid');
      expect(await readBack()).toMatchObject({ payment_status: 'paid', payment_instructions: null });
    });

    it('should read the order it placed once: never its row after writing it, its lines and history once each, also when the checkout is repeated', async () => {
      const key = randomUUID();
      const placed = await log.during(() => shop.checkout(shop.cart([ten, five]), buyer.token, key));
      expect(placed.result.statusCode).toBe(201);
      const { id } = placed.result.json().data.order;
      expect(readsOf(placed.queries, 'orders', key)).toBe(1);
      expect(readsOf(placed.queries, 'orders', id)).toBe(0);
      expect(readsOf(placed.queries, 'order_items', id)).toBe(1);
      expect(readsOf(placed.queries, 'order_events', id)).toBe(1);

      const again = await log.during(() => shop.checkout(shop.cart([ten, five]), buyer.token, key));
      expect(again.result.statusCode).toBe(200);
      expect(again.result.json().data).toEqual(placed.result.json().data);
      expect(readsOf(again.queries, 'orders', key) + readsOf(again.queries, 'orders', id)).toBe(1);
      expect(readsOf(again.queries, 'order_items', id)).toBe(1);
      expect(readsOf(again.queries, 'order_events', id)).toBe(1);
    });

    it('should compute every amount itself and ignore prices sent by the client', async () => {
      const res = await shop.checkout({ items: [{ ebook_id: ten, quantity: 1, unit_price: 0.01, line_total: 0.01 }], total_amount: 0.01, discount_amount: 9 }, buyer.token);
      expect(res.json().data.order).toMatchObject({ total_amount: 10, discount_amount: 0 });
    });

    it('should freeze the title and prices as sold, whatever happens to the book later', async () => {
      const book = await insertBook(t, { price: 7 });
      const order = await shop.order(buyer.token, [book.id]);
      await t.db.update(ebooks).set({ title: 'Renamed', price: 99, finalPrice: 99 }).where(eq(ebooks.id, book.id));
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(item).toMatchObject({ ebookId: book.id, title: book.title, unitPrice: 7, quantity: 1, lineTotal: 7, discountAmount: 0 });
    });

    it('should store the coupon and its discount on the order', async () => {
      const wide = await insertCoupon(t, { discountValue: 20 });
      const order = await shop.order(buyer.token, [ten, five], wide.code);
      expect(order).toMatchObject({ coupon_code: wide.code, subtotal_amount: 14.99, discount_amount: 3, total_amount: 11.99 });
    });

    it('should mark an order with nothing to pay as paid and delivered at once', async () => {
      const free = await insertBook(t, { price: 0 });
      const res = await shop.checkout(shop.cart([free.id]), buyer.token);
      const { order, payment } = res.json().data;
      expect(order).toMatchObject({ status: 'delivered', payment_status: 'paid', total_amount: 0 });
      expect(order.paid_at).not.toBeNull();
      expect(order.events.map((e: { kind: string; to_value: string }) => `${e.kind}:${e.to_value}`)).toEqual(['status:pending', 'payment:paid', 'status:delivered']);
      expect(payment).toEqual({ provider: 'manual', redirect_url: null, instructions: 'Nothing to pay: your books are ready in your library.' });
    });

    it('should place one order and take one coupon use when the same checkout is sent ten times at once', async () => {
      const coupon = await insertCoupon(t, { discountValue: 1, usageLimit: 10 });
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => shop.checkout(shop.cart([ten], coupon.code), buyer.token, key)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((r) => r.json().data.order.id));
      expect(ids.size).toBe(1);
      expect(answers.find((r) => r.statusCode === 200)!.json().message).toBe('This order was already placed.');
      const placed = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
      expect(placed).toHaveLength(1);
      const [after] = await t.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
      expect(after!.usedCount).toBe(1);
    });

    it('should answer the first order, with its payment instructions, when a checkout is repeated later', async () => {
      const key = randomUUID();
      const first = await shop.checkout(shop.cart([ten]), buyer.token, key);
      const again = await shop.checkout(shop.cart([ten]), buyer.token, key);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.order).toMatchObject({ id: first.json().data.order.id, total_amount: 10 });
      expect(again.json().data.payment).toEqual(first.json().data.payment);
      // Keys belong to their buyer: another customer's checkout with the same key is their own order.
      const other = await customer(t);
      const theirs = await shop.checkout(shop.cart([five]), other.token, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().data.order.id).not.toBe(first.json().data.order.id);
    });

    it('should fail with status 422 when the key was used for another cart or coupon, and still replay the same cart in any order', async () => {
      const coupon = await insertCoupon(t, { discountValue: 10 });
      const key = randomUUID();
      const first = await shop.checkout(shop.cart([ten, five], coupon.code), buyer.token, key);
      expect(first.statusCode).toBe(201);
      for (const other of [shop.cart([five]), shop.cart([ten, five]), { items: [{ ebook_id: ten, quantity: 2 }, { ebook_id: five, quantity: 1 }], coupon_code: coupon.code }]) {
        const refused = expectError(await shop.checkout(other, buyer.token, key), 422, serverText('idempotencyKeyReused'));
        expect(refused.code).toBe('idempotencyKeyReused');
      }
      const again = await shop.checkout(shop.cart([five, ten], coupon.code.toLowerCase()), buyer.token, key);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.order.id).toBe(first.json().data.order.id);
      expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    });

    it('should fail with status 422 when the idempotency key is missing or too short', async () => {
      const missing = expectError(await shop.checkout(shop.cart([ten]), buyer.token, null), 422);
      expect(missing.errors).toEqual({ 'idempotency-key': [IDEMPOTENCY_KEY_REQUIRED] });
      expectError(await shop.checkout(shop.cart([ten]), buyer.token, 'short'), 422);
    });

    it('should refuse, in the quote and at checkout, a book the buyer owns or has in an order awaiting payment, and name each', async () => {
      const [owned, awaited] = await Promise.all([insertBook(t, { price: 3 }), insertBook(t, { price: 4 })]);
      const admin = await t.login('admin@folio.test');
      const paid = await shop.paidOrder(buyer.token, admin, [owned.id]);
      const waiting = await shop.order(buyer.token, [awaited.id]);
      const cart = shop.cart([ten, owned.id, awaited.id]);
      for (const res of [await shop.quote(cart, buyer.token), await shop.checkout(cart, buyer.token)]) {
        const body = expectError(res, 422);
        expect(body.message).toBe(`You already own or have ordered these books: “${owned.title}”, “${awaited.title}”.`);
        expect(body.errors).toEqual({
          'items.1.ebook_id': ['You already own this book.'],
          'items.2.ebook_id': [`This book is in your order ${waiting.tracking_number}, which awaits its payment.`],
        });
      }
      expect((await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).map((o) => o.id).sort()).toEqual([paid.id, waiting.id].sort());
      // A visitor's quote prices them: who buys is known at checkout.
      expect((await shop.quote(cart)).json().data.total_amount).toBe(17);
      // Once the waiting order is cancelled, its book can be bought again.
      await shop.setStatus(admin, waiting.id, 'cancelled');
      expect((await shop.checkout(shop.cart([awaited.id]), buyer.token)).statusCode).toBe(201);
    });

    it('should give different tracking numbers to different orders', async () => {
      const numbers = await Promise.all([1, 2, 3, 4].map(async () => (await shop.order(buyer.token, [(await insertBook(t)).id])).tracking_number));
      expect(new Set(numbers).size).toBe(4);
    });
  });
});
