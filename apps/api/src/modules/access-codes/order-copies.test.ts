import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_CODE_MESSAGES, AccessCodeListResponseSchema, OrderDetailsResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accessCodeBatches } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { recordPayment } from '../payments/ledger.ts';

/** An order line of several copies becomes a batch of one-seat codes owned by the buyer (decision 029). */
describe('copies bought as codes', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let author: string;
  let authorId: string;
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  /** A new buyer's order of `copies` copies of a new book (priced, or free), not paid yet unless free. */
  const orderCopies = async (copies: number, price = 12) => {
    const buyer = await customer(t);
    const book = await insertBook(t, { createdBy: authorId, price });
    const res = await shop.checkout({ items: [{ ebook_id: book.id, quantity: copies }] }, buyer.token);
    expect(res.statusCode, res.body).toBe(201);
    return { buyer, book, order: res.json().data.order as { id: string; tracking_number: string } };
  };
  const myOrder = async (token: string, id: string) => OrderDetailsResponseSchema.parse((await call('GET', `/api/me/orders/${id}`, token)).json()).data;
  const batch = async (token: string, id: string) => {
    const res = await call('GET', `/api/admin/access-codes?batch=${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return AccessCodeListResponseSchema.parse(res.json());
  };
  const batchesOfOrder = async (orderItemId: string) => t.db.select().from(accessCodeBatches).where(eq(accessCodeBatches.orderItemId, orderItemId));
  const libraryIds = async (token: string) => ((await call('GET', '/api/me/library?per_page=100', token)).json().data as { id: string }[]).map((b) => b.id);

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, redeemPerIp: { max: 10_000, windowMs: 600_000 }, redeemPerAccount: { max: 10_000, windowMs: 600_000 } });
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
    authorId = (await findUser(t.db, 'author@folio.test'))!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the buyer of 3 copies, once paid, a batch of 3 one-seat codes besides their own copy', async () => {
    const { buyer, book, order } = await orderCopies(3);
    expect((await myOrder(buyer.token, order.id)).items[0]!.codes_batch_id).toBeNull();
    expect((await shop.markPayment(admin, order.id, 'paid')).statusCode).toBe(200);

    const line = (await myOrder(buyer.token, order.id)).items[0]!;
    expect(line.codes_batch_id).toEqual(expect.any(String));
    const { data, codes } = await batch(buyer.token, line.codes_batch_id!);
    expect(data[0]).toMatchObject({
      code_count: 3,
      seats_per_code: 1,
      seats_taken: 0,
      created_by: { id: buyer.id },
      order: { id: order.id, tracking_number: order.tracking_number },
      books: [{ id: book.id }],
    });
    expect(data[0]!.name).toContain(order.tracking_number);
    expect(codes).toHaveLength(3);
    expect(await libraryIds(buyer.token)).toContain(book.id);
  });

  it('makes no second batch when the payment is recorded again, a provider event is replayed or arrives at once several times', async () => {
    const { order } = await orderCopies(2);
    await shop.markPayment(admin, order.id, 'paid');
    await shop.markPayment(admin, order.id, 'paid');
    await recordPayment(t.db, { orderId: order.id, to: 'paid', providerEventId: 'evt_copies_replayed' });
    await recordPayment(t.db, { orderId: order.id, to: 'paid', providerEventId: 'evt_copies_replayed' });
    await Promise.all(Array.from({ length: 5 }, (_, i) => recordPayment(t.db, { orderId: order.id, to: 'paid', providerEventId: `evt_copies_${i}` })));
    expect((await shop.setStatus(admin, order.id, 'delivered')).statusCode).toBe(200);
    const [item] = (await call('GET', `/api/admin/orders/${order.id}`, admin)).json().data.items as { id: string }[];
    const batches = await batchesOfOrder(item!.id);
    expect(batches).toHaveLength(1);
    expect((await batch(admin, batches[0]!.id)).codes).toHaveLength(2);
  });

  it('makes the codes of a paid webhook racing the admin’s manual payment once', async () => {
    const { order } = await orderCopies(4);
    await Promise.all([shop.markPayment(admin, order.id, 'paid'), recordPayment(t.db, { orderId: order.id, to: 'paid', providerEventId: 'evt_copies_race' })]);
    const [item] = (await call('GET', `/api/admin/orders/${order.id}`, admin)).json().data.items as { id: string }[];
    expect(await batchesOfOrder(item!.id)).toHaveLength(1);
  });

  it('lets other readers redeem the codes, and revokes the unredeemed ones on a refund (who redeemed keeps the book)', async () => {
    const { buyer, book, order } = await orderCopies(3);
    await shop.markPayment(admin, order.id, 'paid');
    const batchId = (await myOrder(buyer.token, order.id)).items[0]!.codes_batch_id!;
    const [first, second, third] = (await batch(buyer.token, batchId)).codes!;
    const pupilOfTheBuyer = await customer(t);
    expect((await call('POST', '/api/me/redeem', pupilOfTheBuyer.token, { code: first!.code })).statusCode).toBe(200);
    expect(await libraryIds(pupilOfTheBuyer.token)).toContain(book.id);

    expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);
    const after = (await batch(buyer.token, batchId)).codes!;
    expect(after.find((c) => c.id === first!.id)!.revoked_at).toBeNull();
    expect(after.filter((c) => c.revoked_at).map((c) => c.id).sort()).toEqual([second!.id, third!.id].sort());
    expectError(await call('POST', '/api/me/redeem', (await customer(t)).token, { code: second!.code }), 409, ACCESS_CODE_MESSAGES.revokedCode);
    expect(await libraryIds(pupilOfTheBuyer.token)).toContain(book.id);
    // The refund takes the buyer's own copy back, as for any refunded order.
    expect(await libraryIds(buyer.token)).not.toContain(book.id);
  });

  it('revokes the codes when a paid order is cancelled', async () => {
    const { buyer, order } = await orderCopies(2);
    await shop.markPayment(admin, order.id, 'paid');
    const batchId = (await myOrder(buyer.token, order.id)).items[0]!.codes_batch_id!;
    await shop.setStatus(admin, order.id, 'cancelled');
    expect((await batch(buyer.token, batchId)).codes!.every((c) => c.revoked_at)).toBe(true);
  });

  it('makes codes at once for several copies of a free book, none for a single copy, none before payment', async () => {
    const free = await orderCopies(2, 0);
    expect((await myOrder(free.buyer.token, free.order.id)).items[0]!.codes_batch_id).toEqual(expect.any(String));
    const single = await orderCopies(1);
    await shop.markPayment(admin, single.order.id, 'paid');
    expect((await myOrder(single.buyer.token, single.order.id)).items[0]!.codes_batch_id).toBeNull();
    const unpaid = await orderCopies(3);
    await shop.markPayment(admin, unpaid.order.id, 'failed');
    expect((await myOrder(unpaid.buyer.token, unpaid.order.id)).items[0]!.codes_batch_id).toBeNull();
  });

  it('sells an owner several copies of their book as codes, never a single second copy', async () => {
    const { buyer, book, order } = await orderCopies(1);
    await shop.markPayment(admin, order.id, 'paid');
    expectError(await shop.checkout({ items: [{ ebook_id: book.id, quantity: 1 }] }, buyer.token), 422);
    const more = await shop.checkout({ items: [{ ebook_id: book.id, quantity: 4 }] }, buyer.token);
    expect(more.statusCode, more.body).toBe(201);
    const again = more.json().data.order as { id: string };
    await shop.markPayment(admin, again.id, 'paid');
    const batchId = (await myOrder(buyer.token, again.id)).items[0]!.codes_batch_id!;
    expect((await batch(buyer.token, batchId)).codes).toHaveLength(4);
  });

  it('shows the batch to the buyer and admins only: the book’s author sees the order’s line without it', async () => {
    const { order } = await orderCopies(2);
    await shop.markPayment(admin, order.id, 'paid');
    const seen = (await call('GET', `/api/admin/orders/${order.id}`, author)).json().data.items[0];
    expect(seen.codes_batch_id).toBeNull();
    expect((await call('GET', `/api/admin/orders/${order.id}`, admin)).json().data.items[0].codes_batch_id).toEqual(expect.any(String));
  });

  describe('who may open a buyer’s batch (role × owner)', () => {
    let batchId: string;
    let codeId: string;
    const tokens = {} as Record<'buyer' | 'otherBuyer' | 'author' | 'admin' | 'pupil', string>;

    beforeAll(async () => {
      const { buyer, order } = await orderCopies(3);
      await shop.markPayment(admin, order.id, 'paid');
      batchId = (await myOrder(buyer.token, order.id)).items[0]!.codes_batch_id!;
      codeId = (await batch(buyer.token, batchId)).codes![0]!.id;
      tokens.buyer = buyer.token;
      tokens.otherBuyer = (await customer(t)).token;
      tokens.author = author;
      tokens.admin = admin;
      tokens.pupil = (await classApi(t).classWithPupils(buyer.token, ['Ada Byron'])).pupils[0]!.token;
    });

    const GRID = [
      { who: 'buyer', view: 200, revoke: 200, list: 403 },
      { who: 'otherBuyer', view: 404, revoke: 404, list: 403 },
      // The book's author sold the copies, but the codes are the buyer's.
      { who: 'author', view: 404, revoke: 404, list: 200 },
      { who: 'admin', view: 200, revoke: 200, list: 200 },
      { who: 'pupil', view: 403, revoke: 403, list: 403 },
      { who: 'visitor', view: 401, revoke: 401, list: 401 },
    ] as const;

    it.each(GRID)('$who: view $view, revoke $revoke, list $list', async ({ who, view, revoke, list }) => {
      const token = who === 'visitor' ? null : tokens[who];
      const seen = await call('GET', `/api/admin/access-codes?batch=${batchId}`, token);
      expect(seen.statusCode, seen.body).toBe(view);
      if (view === 404) expect(seen.json().message).toBe(ACCESS_CODE_MESSAGES.batchNotFound);
      expect((await call('POST', `/api/admin/access-codes/${batchId}/revoke`, token, { code_ids: [codeId] })).statusCode).toBe(revoke);
      expect((await call('GET', '/api/admin/access-codes', token)).statusCode).toBe(list);
    });

    it('never lets a buyer make codes', async () => {
      const book = await insertBook(t);
      expect((await call('POST', '/api/admin/access-codes', tokens.buyer, { ebook_ids: [book.id], count: 1, seats: 1 })).statusCode).toBe(403);
    });
  });
});
