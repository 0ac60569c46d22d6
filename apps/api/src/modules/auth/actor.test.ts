import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { publishers } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { accountWithRole, ebookApi, idsOf } from '../ebooks/fixtures/books.ts';

/**
 * The actor of a request (plugins/auth.ts) carries the publisher row of a publisher account, resolved with
 * the account on every request: each scope that reads it (books, dashboard, orders) sees the books filed
 * under that row, and no one else gets them through a row linked to an account of another role.
 */
describe('the actor of a request', () => {
  let t: TestApp;
  let books: ReturnType<typeof ebookApi>;
  let shop: ReturnType<typeof shopApi>;
  let publisher: { token: string; id: string };
  let press: string;
  /** A book made by someone else and filed under the publisher's row. */
  let filed: string;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    books = ebookApi(t);
    shop = shopApi(t);
    publisher = await accountWithRole(t, 'publisher');
    const [row] = await t.db.insert(publishers).values({ name: 'Actor Press', email: 'actor-press@example.com', userId: publisher.id }).returning();
    press = row!.id;
    filed = (await insertBook(t, { publisherId: press })).id;
  });
  afterAll(async () => { await t.close(); });

  const get = (url: string, token: string) => t.app.inject({ url, headers: t.bearer(token) });

  it("should list, to a publisher, the books filed under their publisher", async () => {
    expect(idsOf(await books.list(publisher.token))).toContain(filed);
  });

  it("should file a publisher's new book under their publisher", async () => {
    const made = await books.make(publisher.token);
    expect(made.publisher).toEqual({ id: press, name: 'Actor Press' });
    expect(idsOf(await books.list(publisher.token))).toEqual(expect.arrayContaining([filed, made.id]));
  });

  it("should count the publisher's filed books on their dashboard", async () => {
    const { data } = (await get('/api/admin/dashboard', publisher.token)).json();
    expect(data.recent.map((b: { id: string }) => b.id)).toContain(filed);
  });

  it("should show a publisher the orders of the books filed under their publisher", async () => {
    const buyer = await customer(t);
    const order = await shop.order(buyer.token, [filed]);
    const res = await get(`/api/admin/orders/${order.id}`, publisher.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('should read the publisher row on each request, so that a row linked after sign-in counts at once', async () => {
    const late = await accountWithRole(t, 'publisher');
    const [row] = await t.db.insert(publishers).values({ name: 'Late Press', email: 'late-press@example.com' }).returning();
    const book = (await insertBook(t, { publisherId: row!.id })).id;
    expect(idsOf(await books.list(late.token))).not.toContain(book);
    await t.db.update(publishers).set({ userId: late.id }).where(eq(publishers.id, row!.id));
    expect(idsOf(await books.list(late.token))).toContain(book);
  });

  it('should give the books of a publisher row only to a publisher account', async () => {
    const author = await accountWithRole(t, 'author');
    const [row] = await t.db.insert(publishers).values({ name: 'Not a Press', email: 'not-a-press@example.com', userId: author.id }).returning();
    const book = (await insertBook(t, { publisherId: row!.id })).id;
    expect(idsOf(await books.list(author.token))).not.toContain(book);
    expect((await books.read(author.token, book)).statusCode).toBe(403);
  });
});
