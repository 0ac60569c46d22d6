import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { insertOrder } from '../orders/fixtures/orders.ts';

/** GET /api/me/library: the books of the caller's paid orders. */
describe('/api/me/library', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const library = async (token: string, query = '') => {
    const res = await t.app.inject({ url: `/api/me/library${query}`, headers: t.bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('should list the books of paid orders once each, latest bought first, in the public list fields', async () => {
    const reader = await registerUser(t);
    const [a, b, c, unpaid] = await Promise.all([insertBook(t), insertBook(t), insertBook(t), insertBook(t)]);
    await shop.paidOrder(reader.token, admin, [a.id, b.id]);
    // A book bought again (checkout refuses that today; older orders may hold it twice) is listed once, when last bought.
    await insertOrder(t, { customer: reader, books: [c, a], status: 'delivered', createdAt: new Date(Date.now() + 60_000) });
    await shop.order(reader.token, [unpaid.id]);
    const body = await library(reader.token);
    expect(body).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 20 });
    expect(body.data.map((book: { id: string }) => book.id).slice(0, 2).sort()).toEqual([a.id, c.id].sort());
    expect(body.data[2].id).toBe(b.id);
    expect(body.data[0]).toEqual(expect.objectContaining({ title: expect.any(String), final_price: 10, book_type: 'ebook', authors: [], purchased_at: expect.any(String) }));
    expect(body.data[0]).not.toHaveProperty('pdf_file');

    const paged = await library(reader.token, '?per_page=2&page=2');
    expect(paged).toMatchObject({ total: 3, last_page: 2 });
    expect(paged.data.map((book: { id: string }) => book.id)).toEqual([b.id]);
  });

  it('should leave out refunded and cancelled orders, and the books of other customers', async () => {
    const reader = await customer(t);
    const other = await customer(t);
    const [kept, refunded] = await Promise.all([insertBook(t), insertBook(t)]);
    await shop.paidOrder(reader.token, admin, [kept.id]);
    const order = await shop.paidOrder(reader.token, admin, [refunded.id]);
    await shop.setStatus(admin, order.id, 'refunded');
    await shop.paidOrder(other.token, admin, [refunded.id]);
    expect((await library(reader.token)).data.map((book: { id: string }) => book.id)).toEqual([kept.id]);
  });

  it('should answer an empty library to a new customer, 401 to a visitor and 422 to bad paging', async () => {
    expect((await library((await customer(t)).token)).data).toEqual([]);
    expectError(await t.app.inject({ url: '/api/me/library' }), 401);
    expectError(await t.app.inject({ url: '/api/me/library?page=0', headers: t.bearer(admin) }), 422);
  });

  it('should say whether the caller owns a book or awaits the payment of an order holding it', async () => {
    const reader = await registerUser(t);
    const [owned, awaited, other, refunded] = await Promise.all([insertBook(t), insertBook(t), insertBook(t), insertBook(t)]);
    await shop.paidOrder(reader.token, admin, [owned.id]);
    const waiting = await shop.order(reader.token, [awaited.id]);
    await shop.setStatus(admin, (await shop.paidOrder(reader.token, admin, [refunded.id])).id, 'refunded');
    const holding = async (id: string, token = reader.token) => {
      const res = await t.app.inject({ url: `/api/me/library/${id}/holding`, headers: t.bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await holding(owned.id)).toEqual({ holding: 'owned', order: null });
    expect(await holding(awaited.id)).toEqual({ holding: 'awaiting_payment', order: { id: waiting.id, tracking_number: waiting.tracking_number } });
    expect(await holding(other.id)).toEqual({ holding: 'none', order: null });
    expect(await holding(refunded.id)).toEqual({ holding: 'none', order: null });
    // Another customer holds none of them; a cancelled order no longer awaits anything.
    expect(await holding(owned.id, (await registerUser(t)).token)).toEqual({ holding: 'none', order: null });
    await shop.setStatus(admin, waiting.id, 'cancelled');
    expect(await holding(awaited.id)).toEqual({ holding: 'none', order: null });
    expectError(await t.app.inject({ url: `/api/me/library/${owned.id}/holding` }), 401);
    expectError(await t.app.inject({ url: '/api/me/library/not-an-id/holding', headers: t.bearer(reader.token) }), 422);
  });

  it('should show a buyer the books of their paid orders that went on to be delivered', async () => {
    const buyer = await registerUser(t);
    const [first, second, third] = await Promise.all([insertBook(t), insertBook(t), insertBook(t)]);
    await insertOrder(t, { customer: buyer, books: [first, second], status: 'delivered' });
    await insertOrder(t, { customer: buyer, books: [third], status: 'delivered' });
    const titles = (await library(buyer.token)).data.map((book: { title: string }) => book.title);
    expect(titles).toEqual(expect.arrayContaining([first.title, second.title, third.title]));
  });
});
