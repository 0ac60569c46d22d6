import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { queryLog, readsOf } from '../../../test/queries.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { couponUses, customer, insertBook, insertCoupon, shopApi } from '../checkout/fixtures/shop.ts';
import { fakeStripeApi } from './fixtures/stripe-api.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_folio';
const webhooks = new Stripe('sk_test_unused').webhooks;

describe('Stripe payments', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let buyer: Awaited<ReturnType<typeof customer>>;
  let book: string;
  const stripeApi = fakeStripeApi();
  const log = queryLog();

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.server.address() as AddressInfo;
    t = await createTestApp({
      ...NO_IP_LIMIT,
      publicUrl: 'https://shop.example.com',
      stripe: { secretKey: 'sk_test_folio', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` },
    }, { logger: log.logger });
    shop = shopApi(t);
    buyer = await customer(t);
    book = (await insertBook(t, { price: 8.5 })).id;
  });
  // A book is bought once: each test buys as a new customer, who holds none of the books yet.
  beforeEach(async () => {
    buyer = await customer(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripeApi.server.close(resolve));
  });

  let eventCount = 0;
  const event = (type: string, session: Record<string, unknown>, id = `evt_test_${++eventCount}`) =>
    JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', ...session } } });
  const deliver = (payload: string, signature = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload });
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** Checks out through Stripe and answers the order and its session id. */
  /** An order for the Stripe book, by a new customer (a book is bought once). */
  const stripeOrder = async (coupon?: string) => {
    const res = await shop.checkout(shop.cart([book], coupon), (await customer(t)).token);
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json().data;
    return { order, payment, session: (await orderRow(order.id)).paymentReference! };
  };

  it('should send the buyer to a Checkout Session for the order and keep its id', async () => {
    const { order, payment, session } = await stripeOrder();
    expect(payment).toEqual({ provider: 'stripe', redirect_url: `https://checkout.stripe.com/c/pay/${session}`, instructions: null });
    expect(order).toMatchObject({ payment_provider: 'stripe', payment_status: 'pending' });
    const sent = stripeApi.calls.findLast((call) => call.path === '/v1/checkout/sessions')!.body;
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('client_reference_id')).toBe(order.id);
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('850');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.get('success_url')).toBe(`https://shop.example.com/admin/orders/${order.id}?payment=success`);
    expect(sent.get('cancel_url')).toBe(`https://shop.example.com/admin/orders/${order.id}?payment=cancelled`);
  });

  it('should not read the order again once its session id is stored', async () => {
    const { queries, result } = await log.during(() => shop.checkout(shop.cart([book]), buyer.token));
    const { id } = result.json().data.order;
    expect(result.json().data.payment.provider).toBe('stripe');
    expect(readsOf(queries, 'orders', id)).toBe(0);
    expect(readsOf(queries, 'order_items', id)).toBe(1);
    expect(readsOf(queries, 'order_events', id)).toBe(1);
  });

  it('should mark the order paid on a signed checkout.session.completed, once, and answer a replay with 200', async () => {
    const { order, session } = await stripeOrder();
    const payload = event('checkout.session.completed', { id: session, client_reference_id: order.id, payment_status: 'paid', amount_total: 850 });
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'changed' });
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.status).toBe('delivered');
    expect(paid.paidAt).not.toBeNull();

    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect((await orderRow(order.id)).paidAt).toEqual(paid.paidAt);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'status').map((e) => e.toValue)).toEqual(['pending', 'delivered']);
    expect(events.find((e) => e.kind === 'payment')).toMatchObject({ fromValue: 'pending', toValue: 'paid', note: 'checkout.session.completed', actorId: null });
  });

  it('should refuse a bad or missing signature with 400 and change nothing', async () => {
    const { order, session } = await stripeOrder();
    const payload = event('checkout.session.completed', { id: session, payment_status: 'paid', amount_total: 850 });
    expectError(await deliver(payload, webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })), 400, 'The webhook signature is not valid.');
    expectError(await deliver(payload, 't=1,v1=abc'), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload }), 400);
    // The signature covers the exact bytes: the same event re-serialised differently does not pass.
    const signed = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expectError(await deliver(JSON.stringify(JSON.parse(payload), null, 2), signed), 400);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('should wait for the async events when the session completes unpaid', async () => {
    const { order, session } = await stripeOrder();
    expect((await deliver(event('checkout.session.completed', { id: session, payment_status: 'unpaid', amount_total: 850 }))).json().outcome).toBe('unchanged');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    await deliver(event('checkout.session.async_payment_succeeded', { id: session, payment_status: 'paid', amount_total: 850 }));
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('should mark the order failed when the session expires or the async payment fails, giving the coupon back', async () => {
    const coupon = await insertCoupon(t, { usageLimit: 1 });
    const { order, session } = await stripeOrder(coupon.code);
    expect(await couponUses(t, coupon.id)).toBe(1);
    await deliver(event('checkout.session.expired', { id: session, payment_status: 'unpaid', amount_total: order.total_amount * 100 }));
    expect((await orderRow(order.id)).paymentStatus).toBe('failed');
    expect(await couponUses(t, coupon.id)).toBe(0);

    const second = await stripeOrder(coupon.code);
    await deliver(event('checkout.session.async_payment_failed', { id: second.session, payment_status: 'unpaid' }));
    expect((await orderRow(second.order.id)).paymentStatus).toBe('failed');
  });

  it('should never let a late failure undo a payment, nor mark paid a session whose amount differs', async () => {
    const { order, session } = await stripeOrder();
    await deliver(event('checkout.session.completed', { id: session, payment_status: 'paid', amount_total: 850 }));
    expect((await deliver(event('checkout.session.expired', { id: session }))).json().outcome).toBe('unchanged');
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');

    const other = await stripeOrder();
    const res = await deliver(event('checkout.session.completed', { id: other.session, payment_status: 'paid', amount_total: 1 }));
    expect(res.json().outcome).toBe('unchanged');
    expect((await orderRow(other.order.id)).paymentStatus).toBe('pending');
  });

  it('should answer 200 and ignore events for unknown orders and events of other types', async () => {
    expect((await deliver(event('checkout.session.completed', { id: 'cs_unknown', client_reference_id: '00000000-0000-4000-8000-000000000000', payment_status: 'paid' }))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(event('checkout.session.completed', { id: 'cs_unknown', client_reference_id: 'not-an-id' }))).json().outcome).toBe('ignored');
    expect((await deliver(event('customer.created', { id: 'cus_1' }))).json().outcome).toBe('ignored');
  });

  it('should mark the order failed and answer 502 when Stripe cannot be reached', async () => {
    const coupon = await insertCoupon(t, { usageLimit: 5 });
    stripeApi.setDown(true);
    try {
      expectError(await shop.checkout(shop.cart([book], coupon.code), buyer.token), 502, 'The payment service could not be reached. Please try again.');
    } finally {
      stripeApi.setDown(false);
    }
    const [failed] = await t.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(failed).toMatchObject({ paymentStatus: 'failed', couponId: null });
    expect(await couponUses(t, coupon.id)).toBe(0);
  });
});

describe('Stripe payments when not configured', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should answer 404 on the webhook', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
    expectError(await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 'x' }, payload }), 404);
  });

  it('should keep parsing JSON bodies everywhere else', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: { items: [] } });
    expect(res.statusCode).toBe(422);
  });
});
