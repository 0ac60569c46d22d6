import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppAbilities, OrderAbilities, OrderAction, OrderListItem, OrderScope } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { orders, publishers } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
/** How the order stands to the actor: bought by them, bought by someone else holding one of their books, or neither. */
type Relation = 'own purchase' | 'sale of own book' | "someone else's";

/**
 * What the server must answer, per role and relation (architecture.md §4): 200, or the refusal's status. Cancelling
 * goes through /api/me/orders: only the buyer's own orders are found there.
 */
const EXPECTED: Record<Role, Partial<Record<Relation, Record<OrderAction, number>>>> = {
  admin: {
    'own purchase': { view: 200, update_status: 200, mark_payment: 200, cancel: 200 },
    "someone else's": { view: 200, update_status: 200, mark_payment: 200, cancel: 404 },
  },
  publisher: {
    'own purchase': { view: 200, update_status: 403, mark_payment: 403, cancel: 200 },
    'sale of own book': { view: 200, update_status: 403, mark_payment: 403, cancel: 404 },
    "someone else's": { view: 404, update_status: 403, mark_payment: 403, cancel: 404 },
  },
  author: {
    'own purchase': { view: 200, update_status: 403, mark_payment: 403, cancel: 200 },
    'sale of own book': { view: 200, update_status: 403, mark_payment: 403, cancel: 404 },
    "someone else's": { view: 404, update_status: 403, mark_payment: 403, cancel: 404 },
  },
  user: {
    'own purchase': { view: 200, update_status: 403, mark_payment: 403, cancel: 200 },
    "someone else's": { view: 404, update_status: 403, mark_payment: 403, cancel: 404 },
  },
};

/** The relations whose orders each scope of the `orders.scope` ability lists (of those the grid builds for a role). */
const LISTED_IN: Record<OrderScope, Relation[]> = {
  all: ['own purchase', "someone else's"],
  sold_and_own: ['own purchase', 'sale of own book'],
  own: ['own purchase'],
};

const CELLS = Object.entries(EXPECTED).flatMap(([role, relations]) =>
  Object.entries(relations).map(([relation, statuses]) => ({ role: role as Role, relation: relation as Relation, statuses })),
);

/** The orders rule table walked as a grid: role × relation × action, the status of each call and the abilities the answers report. */
describe('orders policy (role × order × action)', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let stranger: Awaited<ReturnType<typeof customer>>;
  let strangerBook: string;
  const actors = {} as Record<Role, { token: string; ownBook: string | null }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    stranger = await customer(t);
    strangerBook = (await insertBook(t)).id;
    const publisher = await accountWithRole(t, 'publisher');
    const [press] = await t.db.insert(publishers).values({ name: 'Grid Press', email: 'grid-press@example.com', userId: publisher.id }).returning();
    const author = await accountWithRole(t, 'author');
    actors.admin = { token: admin, ownBook: null };
    actors.publisher = { token: publisher.token, ownBook: (await insertBook(t, { publisherId: press!.id })).id };
    actors.author = { token: author.token, ownBook: (await insertBook(t, { createdBy: author.id })).id };
    actors.user = { token: (await customer(t)).token, ownBook: null };
  });
  afterAll(async () => { await t.close(); });

  /**
   * A new manual, unpaid order standing in `relation` to the actor, by a buyer who holds none of its books
   * (a book is bought once): a new book of a stranger's for the actor's purchase, a new customer otherwise.
   */
  const orderFor = async (role: Role, relation: Relation) => {
    const { token, ownBook } = actors[role];
    if (relation === 'own purchase') return shop.order(token, [(await insertBook(t)).id]);
    return shop.order((await customer(t)).token, [relation === 'sale of own book' ? ownBook! : strangerBook]);
  };
  const cancel = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/api/me/orders/${id}/cancel`, headers: t.bearer(token) });

  const read = (token: string, id: string) => t.app.inject({ url: `/api/admin/orders/${id}`, headers: t.bearer(token) });
  const listed = async (token: string, tracking: string) =>
    ((await t.app.inject({ url: `/api/admin/orders?search=${tracking}`, headers: t.bearer(token) })).json().data as OrderListItem[])[0];

  it.each(CELLS)('$role, $relation: each action answers as the table says, and abilities say the same', async ({ role, relation, statuses }) => {
    const { token } = actors[role];
    const order = await orderFor(role, relation);

    const details = await read(token, order.id);
    expect(details.statusCode, details.body).toBe(statuses.view);
    const row = await listed(token, order.tracking_number);
    if (statuses.view === 200) {
      const abilities = details.json().data.abilities as OrderAbilities;
      // The abilities are read before any change, and the changes below leave the order manual and unpaid until the last one.
      expect(row?.abilities).toEqual(abilities);
      for (const action of Object.keys(statuses) as OrderAction[]) expect(abilities[action], action).toBe(statuses[action] === 200);
    } else {
      expect(row).toBeUndefined();
    }

    const status = await shop.setStatus(token, order.id, 'processing');
    expect(status.statusCode, status.body).toBe(statuses.update_status);
    const payment = await shop.markPayment(token, order.id, 'paid');
    expect(payment.statusCode, payment.body).toBe(statuses.mark_payment);
    // On an order in the same state as the first one was when its abilities were read.
    const cancelled = await cancel(token, (await orderFor(role, relation)).id);
    expect(cancelled.statusCode, cancelled.body).toBe(statuses.cancel);
  });

  it.each(Object.keys(EXPECTED) as Role[])('%s: the app-level orders.scope names exactly the orders its list holds', async (role) => {
    const { token } = actors[role];
    const app = (await t.app.inject({ url: '/api/auth/me/abilities', headers: t.bearer(token) })).json().data as AppAbilities;
    const held: Relation[] = [];
    for (const relation of Object.keys(EXPECTED[role]) as Relation[]) {
      const order = await orderFor(role, relation);
      if (await listed(token, order.tracking_number)) held.push(relation);
    }
    expect(held).toEqual(LISTED_IN[app.orders.scope]);
  });

  it.each([
    { state: 'manual, pending', expected: 200, ability: true },
    { state: 'manual, failed', expected: 200, ability: true },
    { state: 'manual, paid', expected: 409, ability: false },
    { state: 'stripe, pending', expected: 409, ability: false },
  ])("admin, mark_payment on a $state order: $expected, as the order's ability says", async ({ state, expected, ability }) => {
    const order = await shop.order(stranger.token, [(await insertBook(t)).id]);
    const [provider, paymentStatus] = state.split(', ') as ['manual' | 'stripe', 'pending' | 'failed' | 'paid'];
    await t.db.update(orders).set({ paymentProvider: provider, paymentStatus }).where(eq(orders.id, order.id));
    expect((await read(admin, order.id)).json().data.abilities.mark_payment).toBe(ability);
    expect((await listed(admin, order.tracking_number))!.abilities.mark_payment).toBe(ability);
    const res = await shop.markPayment(admin, order.id, 'paid');
    expect(res.statusCode, res.body).toBe(expected);
  });

  it('should answer 403 to a non-admin change of an unknown order, as a role that may never change any', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const role of ['publisher', 'author', 'user'] as const) {
      expect((await shop.setStatus(actors[role].token, unknown, 'processing')).statusCode).toBe(403);
      expect((await shop.markPayment(actors[role].token, unknown, 'paid')).statusCode).toBe(403);
    }
    expect((await shop.setStatus(admin, unknown, 'processing')).statusCode).toBe(404);
  });

  it('should refuse a role that may never change an order before reading its body (403, not 422)', async () => {
    const post = (token: string, path: string) => t.app.inject({ method: 'POST', url: `/api/admin/orders/not-an-id/${path}`, headers: t.bearer(token), payload: { status: 'nonsense' } });
    for (const role of ['publisher', 'author', 'user'] as const) {
      expect((await post(actors[role].token, 'update-status')).statusCode).toBe(403);
      expect((await post(actors[role].token, 'payment')).statusCode).toBe(403);
    }
    expect((await post(admin, 'update-status')).statusCode).toBe(422);
  });
});
