import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import {
  CheckoutQuoteSchema, CheckoutResultSchema, dataOf, ErrorResponseSchema, MyOrderResponseSchema, OrderDetailsResponseSchema, OrderListResponseSchema, OrderWrittenResponseSchema, writtenOf,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { customer, insertBook, insertCoupon, shopApi } from '../checkout/fixtures/shop.ts';

/**
 * Every answer of the order routes, and checkout's, against the one schema in @folio/shared that the web
 * reads its types from: parsing must succeed and give back the answer unchanged (no field the contract
 * does not name, none missing).
 */
describe('orders contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let publisher: string;
  let buyer: Awaited<ReturnType<typeof customer>>;
  let book: string;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    publisher = await t.login('publisher@folio.test');
    buyer = await customer(t);
    book = (await insertBook(t, { price: 12 })).id;
  });
  // A book is bought once: each test buys as a new customer, who holds none of the books yet.
  beforeEach(async () => {
    buyer = await customer(t);
  });
  afterAll(async () => { await t.close(); });

  /** Asserts the status and that the body is exactly what `schema` describes. */
  const conforms = (res: LightMyRequestResponse, status: number, schema: z.ZodType) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(schema.parse(body)).toEqual(body);
    return body;
  };
  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.bearer(token) : {} });

  it('checkout: the quote, the placed order and its replay', async () => {
    const coupon = await insertCoupon(t);
    conforms(await shop.quote(shop.cart([book], coupon.code)), 200, dataOf(CheckoutQuoteSchema));
    const key = randomUUID();
    const placed = conforms(await shop.checkout(shop.cart([book], coupon.code), buyer.token, key), 201, writtenOf(CheckoutResultSchema));
    expect(placed.data.order.abilities).toEqual({ view: true, update_status: false, mark_payment: false, cancel: true });
    conforms(await shop.checkout(shop.cart([book], coupon.code), buyer.token, key), 200, writtenOf(CheckoutResultSchema));
    conforms(await shop.checkout(shop.cart([book]), null), 401, ErrorResponseSchema);
    conforms(await shop.checkout({ items: [] }, buyer.token), 422, ErrorResponseSchema);
  });

  it('the dashboard list and details, for each role that sees them', async () => {
    const order = await shop.order(buyer.token, [book]);
    for (const token of [admin, publisher, buyer.token]) conforms(await get('/api/admin/orders?per_page=100', token), 200, OrderListResponseSchema);
    conforms(await get('/api/admin/orders?status=completed&payment_status=paid&search=FOL', admin), 200, OrderListResponseSchema);
    for (const token of [admin, buyer.token]) conforms(await get(`/api/admin/orders/${order.id}`, token), 200, OrderDetailsResponseSchema);
    conforms(await get('/api/admin/orders'), 401, ErrorResponseSchema);
    conforms(await get('/api/admin/orders?status=nope', admin), 422, ErrorResponseSchema);
    conforms(await get(`/api/admin/orders/${order.id}`, publisher), 404, ErrorResponseSchema);
  });

  it('the status and payment changes, and their refusals', async () => {
    const order = await shop.order(buyer.token, [book]);
    conforms(await shop.setStatus(admin, order.id, 'processing'), 200, OrderWrittenResponseSchema);
    conforms(await shop.setStatus(buyer.token, order.id, 'processing'), 403, ErrorResponseSchema);
    conforms(await shop.setStatus(admin, order.id, 'completed'), 422, ErrorResponseSchema);
    conforms(await shop.markPayment(admin, order.id, 'paid', 'Cash at the fair'), 200, OrderWrittenResponseSchema);
    conforms(await shop.markPayment(admin, order.id, 'failed'), 409, ErrorResponseSchema);
    conforms(await shop.markPayment(admin, '00000000-0000-4000-8000-000000000000', 'paid'), 404, ErrorResponseSchema);
  });

  it("the customer's own orders", async () => {
    const order = await shop.order(buyer.token, [book]);
    const mine = conforms(await get('/api/me/orders', buyer.token), 200, OrderListResponseSchema);
    expect(mine.data.length).toBeGreaterThan(0);
    conforms(await get(`/api/me/orders/${order.id}`, buyer.token), 200, MyOrderResponseSchema);
    conforms(await get(`/api/me/orders/${order.id}`, admin), 404, ErrorResponseSchema);
    const cancel = (token: string) => t.app.inject({ method: 'POST', url: `/api/me/orders/${order.id}/cancel`, headers: t.bearer(token) });
    conforms(await cancel(admin), 404, ErrorResponseSchema);
    conforms(await cancel(buyer.token), 200, OrderWrittenResponseSchema);
    conforms(await cancel(buyer.token), 409, ErrorResponseSchema);
    conforms(await get('/api/me/orders'), 401, ErrorResponseSchema);
  });

  it('documents the refusals each order route may answer', async () => {
    const paths = (await get('/api/openapi.json')).json().paths;
    expect(Object.keys(paths['/api/admin/orders/{id}/payment'].post.responses).sort()).toEqual(['200', '401', '403', '404', '409', '422']);
    expect(Object.keys(paths['/api/admin/orders/{id}/update-status'].post.responses).sort()).toEqual(['200', '401', '403', '404', '422']);
    expect(Object.keys(paths['/api/me/orders/'] ?? paths['/api/me/orders'])).toEqual(['get']);
    expect(Object.keys(paths['/api/me/orders/{id}/cancel'].post.responses).sort()).toEqual(['200', '401', '404', '409', '422']);
  });
});
