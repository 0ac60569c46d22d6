import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderEvent } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { orders } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { ORDER_NOT_OPEN, PAYMENT_ALREADY_PAID, PAYMENT_BY_PROVIDER } from './policy.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** POST /api/admin/orders/{id}/update-status and /payment: admins only, every change in the history. */
describe('/api/admin/orders/{id} changes', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let buyer: Awaited<ReturnType<typeof customer>>;
  let book: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    buyer = await customer(t);
  });
  // A book is bought once: each test orders a book of its own.
  beforeEach(async () => {
    book = (await insertBook(t, { price: 12 })).id;
  });
  afterAll(async () => { await t.close(); });

  it('should set every table status directly, in any order, and record each change with its admin', async () => {
    const order = await shop.order(buyer.token, [book]);
    let previous = 'pending';
    // Reversed, so that no step is a forward transition: spec §4 allows any value directly.
    for (const status of [...ORDER_STATUSES].reverse()) {
      const res = await shop.setStatus(admin, order.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Order status updated successfully.', data: { id: order.id, status } });
      const last = (res.json().data.events as OrderEvent[]).at(-1)!;
      if (status !== previous) expect(last).toMatchObject({ kind: 'status', from_value: previous, to_value: status, actor_name: 'Amina Rahman' });
      previous = status;
    }
    const listed = (await t.app.inject({ url: `/api/admin/orders?search=${order.tracking_number}`, headers: t.bearer(admin) })).json().data[0];
    expect(listed.status).toBe('pending');
  });

  it('should record nothing when the status chosen is the current one', async () => {
    const order = await shop.order(buyer.token, [book]);
    const res = await shop.setStatus(admin, order.id, 'pending');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.events).toHaveLength(1);
  });

  it('should refuse statuses outside the table set with 422, the filter-only "completed" included', async () => {
    const order = await shop.order(buyer.token, [book]);
    for (const status of ['completed', 'PENDING', '', 'done', 3, null]) {
      const body = expectError(await shop.setStatus(admin, order.id, status), 422);
      expect(body.errors?.status).toBeDefined();
    }
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/update-status`, headers: t.bearer(admin), payload: {} }), 422);
  });

  it('should let only admins change a status (403 for every other role, 401 for visitors)', async () => {
    const order = await shop.order(buyer.token, [book]);
    for (const email of ['publisher@folio.test', 'author@folio.test', 'user@folio.test']) {
      expectError(await shop.setStatus(await t.login(email), order.id, 'processing'), 403);
    }
    expectError(await shop.setStatus(buyer.token, order.id, 'processing'), 403);
    expectError(await shop.setStatus(null, order.id, 'processing'), 401);
    expect((await t.app.inject({ url: `/api/me/orders/${order.id}`, headers: t.bearer(buyer.token) })).json().data.status).toBe('pending');
  });

  it('should answer 404 for an unknown order and 422 for a malformed id', async () => {
    expectError(await shop.setStatus(admin, UNKNOWN, 'processing'), 404, 'Order not found.');
    expectError(await shop.setStatus(admin, 'abc', 'processing'), 422);
    expectError(await shop.markPayment(admin, UNKNOWN, 'paid'), 404, 'Order not found.');
  });

  it('should mark a manual payment paid with its note, stamping paid_at, deliver the order and grant the book', async () => {
    const order = await shop.order(buyer.token, [book]);
    const res = await shop.markPayment(admin, order.id, 'paid', 'Bank transfer ref 4471');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Payment status updated successfully.');
    expect(data).toMatchObject({ payment_status: 'paid', status: 'delivered' });
    expect(Date.parse(data.paid_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.events.at(-2)).toMatchObject({ kind: 'payment', from_value: 'pending', to_value: 'paid', note: 'Bank transfer ref 4471', actor_name: 'Amina Rahman' });
    expect(data.events.at(-1)).toMatchObject({ kind: 'status', from_value: 'pending', to_value: 'delivered', note: 'Paid: the books are in the buyer’s library.', actor_name: 'Amina Rahman' });
    const library = (await t.app.inject({ url: '/api/me/library', headers: t.bearer(buyer.token) })).json().data;
    expect(library.map((b: { id: string }) => b.id)).toContain(book);
  });

  it('should mark a payment failed, record nothing for a repeated choice, and still take a later payment', async () => {
    const order = await shop.order(buyer.token, [book]);
    const failed = (await shop.markPayment(admin, order.id, 'failed')).json().data;
    expect(failed).toMatchObject({ status: 'failed', payment_status: 'failed', paid_at: null, abilities: { mark_payment: true } });
    const again = (await shop.markPayment(admin, order.id, 'failed')).json().data;
    expect(again.events).toHaveLength(failed.events.length);
    // Paid after all: the failed order is delivered, and the book is the buyer's.
    const paid = (await shop.markPayment(admin, order.id, 'paid')).json().data;
    expect(paid).toMatchObject({ status: 'delivered', payment_status: 'paid', abilities: { mark_payment: false } });
    const library = (await t.app.inject({ url: '/api/me/library', headers: t.bearer(buyer.token) })).json().data;
    expect(library.map((b: { id: string }) => b.id)).toContain(book);
  });

  it('should leave a status an admin chose past the payment (shipped, refunded) as it is when the payment is recorded', async () => {
    for (const status of ['shipped', 'refunded'] as const) {
      const order = await shop.order(buyer.token, [(await insertBook(t)).id]);
      await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/update-status`, headers: t.bearer(admin), payload: { status } });
      const data = (await shop.markPayment(admin, order.id, 'paid')).json().data;
      expect(data, status).toMatchObject({ status, payment_status: 'paid' });
      expect(data.events.at(-1), status).toMatchObject({ kind: 'payment', to_value: 'paid' });
    }
  });

  // What the admin's question before delivering an unpaid order says (web: OrderStatusSelect): it is done as asked,
  // gives the buyer no book until its payment is recorded as paid, and takes their cancel away.
  it('should mark an unpaid order delivered as asked, granting its books only once it is paid, and no longer let its buyer cancel it', async () => {
    const reader = await customer(t);
    const order = await shop.order(reader.token, [book]);
    const delivered = (await shop.setStatus(admin, order.id, 'delivered')).json().data;
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'pending', abilities: { mark_payment: true } });
    const library = async () => (await t.app.inject({ url: '/api/me/library', headers: t.bearer(reader.token) })).json().data.map((b: { id: string }) => b.id);
    expect(await library()).not.toContain(book);
    expectError(await t.app.inject({ method: 'POST', url: `/api/me/orders/${order.id}/cancel`, headers: t.bearer(reader.token) }), 409, ORDER_NOT_OPEN);

    expect((await shop.markPayment(admin, order.id, 'paid')).json().data).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await library()).toContain(book);
  });

  it('should fail with status 409 when a payment is recorded on a paid order, changing nothing', async () => {
    const order = await shop.paidOrder(buyer.token, admin, [book]);
    const before = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: t.bearer(admin) })).json().data;
    for (const value of ['failed', 'paid']) expectError(await shop.markPayment(admin, order.id, value), 409, PAYMENT_ALREADY_PAID);
    const after = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: t.bearer(admin) })).json().data;
    expect(after).toEqual(before);
  });

  it('should fail with status 409 when a payment is recorded on an order Stripe pays', async () => {
    const order = await shop.order(buyer.token, [book]);
    await t.db.update(orders).set({ paymentProvider: 'stripe' }).where(eq(orders.id, order.id));
    expectError(await shop.markPayment(admin, order.id, 'paid'), 409, PAYMENT_BY_PROVIDER);
    const after = (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: t.bearer(admin) })).json().data;
    expect(after).toMatchObject({ payment_status: 'pending', abilities: { mark_payment: false } });
  });

  it('should refuse other payment statuses and non-admins', async () => {
    const order = await shop.order(buyer.token, [book]);
    for (const value of ['pending', 'refunded', '', null]) expectError(await shop.markPayment(admin, order.id, value as string), 422);
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/payment`, headers: t.bearer(admin), payload: { payment_status: 'paid', note: 'x'.repeat(501) } }), 422);
    expectError(await shop.markPayment(await t.login('publisher@folio.test'), order.id, 'paid'), 403);
    expectError(await shop.markPayment(buyer.token, order.id, 'paid'), 403);
  });

  describe('POST /api/me/orders/{id}/cancel', () => {
    const cancel = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/api/me/orders/${id}/cancel`, headers: t.bearer(token) });

    it('should let the buyer cancel an order that awaits its payment, give its coupon use back, and let the book be ordered again', async () => {
      const reader = await customer(t);
      const item = (await insertBook(t, { price: 12 })).id;
      const order = await shop.order(reader.token, [item]);
      expect(order.abilities).toMatchObject({ cancel: true });
      expectError(await shop.checkout(shop.cart([item]), reader.token), 422);
      const res = await cancel(reader.token, order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Order cancelled.', data: { status: 'cancelled', payment_status: 'pending', abilities: { cancel: false } } });
      expect(res.json().data.events.at(-1)).toMatchObject({ kind: 'status', from_value: 'pending', to_value: 'cancelled', note: 'Cancelled by the customer.' });
      expect((await shop.checkout(shop.cart([item]), reader.token)).statusCode).toBe(201);
    });

    it("should refuse a paid order (409), another customer's order (404) and a visitor (401), changing nothing", async () => {
      const reader = await customer(t);
      const paid = await shop.paidOrder(reader.token, admin, [(await insertBook(t)).id]);
      expect(expectError(await cancel(reader.token, paid.id), 409).message).toBe(PAYMENT_ALREADY_PAID);
      const open = await shop.order(reader.token, [(await insertBook(t)).id]);
      expectError(await cancel((await customer(t)).token, open.id), 404);
      // An admin sees the order in the dashboard, but it is not theirs to cancel.
      expectError(await cancel(admin, open.id), 404);
      expectError(await t.app.inject({ method: 'POST', url: `/api/me/orders/${open.id}/cancel` }), 401);
      await shop.setStatus(admin, open.id, 'shipped');
      expect(expectError(await cancel(reader.token, open.id), 409).message).toBe(ORDER_NOT_OPEN);
      const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, open.id));
      expect(row!.status).toBe('shipped');
    });
  });
});
