import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { orders } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
/** How the order stands to the actor: their own purchase, a sale of a book of theirs to someone else, or neither. */
type Relation = 'own purchase' | 'sale of own book' | "someone else's purchase";
/** Where the order's payment stands: paid, still pending, or paid and then refunded. */
type Payment = 'paid' | 'unpaid' | 'refunded';

/** Whether a list holds the book or order. */
type Listed = 'listed' | 'absent';
interface Cell {
  /** GET /api/me/library: the book. */
  library: Listed;
  /** GET /api/me/orders: the order. */
  my_orders: Listed;
  /** GET /api/me/orders/{id}. */
  my_order: number;
  /** GET /api/public/ebooks/{id}/read: how much of the (paid) book the actor may read. */
  read: 'full' | 'preview';
}

/** Granted: a paid order that was not refunded puts its books in the buyer's library. */
const GRANTED = { library: 'listed', my_orders: 'listed', my_order: 200 } as const;
/** The buyer's order still, but no book in the library. */
const NOT_GRANTED = { library: 'absent', my_orders: 'listed', my_order: 200 } as const;
/** Someone else's order: in none of the actor's lists, and not found by its id. */
const NOT_MINE = { library: 'absent', my_orders: 'absent', my_order: 404 } as const;

const each = (cell: Cell): Record<Payment, Cell> => ({ paid: cell, unpaid: cell, refunded: cell });

/**
 * What the server must answer (architecture.md §4; library/purchases.ts, reading/access.ts), per role, relation and
 * payment: every role's library and "My orders" hold its own purchases only, whatever the role; a book is read
 * in full by its buyer while the order grants it, by its owners, and by admins.
 */
const EXPECTED: Record<Role, Record<Relation, Record<Payment, Cell>>> = {
  admin: {
    'own purchase': { paid: { ...GRANTED, read: 'full' }, unpaid: { ...NOT_GRANTED, read: 'full' }, refunded: { ...NOT_GRANTED, read: 'full' } },
    'sale of own book': each({ ...NOT_MINE, read: 'full' }),
    "someone else's purchase": each({ ...NOT_MINE, read: 'full' }),
  },
  publisher: {
    'own purchase': { paid: { ...GRANTED, read: 'full' }, unpaid: { ...NOT_GRANTED, read: 'preview' }, refunded: { ...NOT_GRANTED, read: 'preview' } },
    'sale of own book': each({ ...NOT_MINE, read: 'full' }),
    "someone else's purchase": each({ ...NOT_MINE, read: 'preview' }),
  },
  author: {
    'own purchase': { paid: { ...GRANTED, read: 'full' }, unpaid: { ...NOT_GRANTED, read: 'preview' }, refunded: { ...NOT_GRANTED, read: 'preview' } },
    'sale of own book': each({ ...NOT_MINE, read: 'full' }),
    "someone else's purchase": each({ ...NOT_MINE, read: 'preview' }),
  },
  user: {
    'own purchase': { paid: { ...GRANTED, read: 'full' }, unpaid: { ...NOT_GRANTED, read: 'preview' }, refunded: { ...NOT_GRANTED, read: 'preview' } },
    'sale of own book': each({ ...NOT_MINE, read: 'full' }),
    "someone else's purchase": each({ ...NOT_MINE, read: 'preview' }),
  },
};

const CELLS = (Object.keys(EXPECTED) as Role[]).flatMap((role) =>
  (Object.keys(EXPECTED[role]) as Relation[]).flatMap((relation) =>
    (['paid', 'unpaid', 'refunded'] as Payment[]).map((payment) => ({ role, relation, payment, expected: EXPECTED[role][relation][payment] })),
  ),
);

/** The reader's library and own orders walked as a grid: role × relation × payment, over every route that shows a purchase. */
describe('library policy (role × relation × payment × action)', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  let admin: string;
  let stranger: string;
  const actors = {} as Record<Role, { token: string; id: string }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    admin = await t.login('admin@folio.test');
    stranger = (await customer(t)).token;
    // Accounts of their own, with empty libraries; the admin's too, so that the demo's orders do not count.
    for (const role of Object.keys(EXPECTED) as Role[]) {
      const account = await registerUser(t);
      if (role !== 'user') await updateUser(t.db, account.email, { role });
      actors[role] = { token: account.token, id: account.user.id };
    }
  });
  afterAll(async () => { await t.close(); });

  const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? t.bearer(token) : {} });
  const listed = (found: boolean): Listed => (found ? 'listed' : 'absent');

  it.each(CELLS)('$role, $relation, $payment: each route answers as the table says', async ({ role, relation, payment, expected }) => {
    const { token, id } = actors[role];
    // A paid book of its own per cell, owned by the actor only when the order is a sale of their book.
    const book = await insertBook(t, { createdBy: relation === 'sale of own book' ? id : null });
    const order = await shop.order(relation === 'own purchase' ? token : stranger, [book.id]);
    if (payment !== 'unpaid') expect((await shop.markPayment(admin, order.id, 'paid')).statusCode).toBe(200);
    if (payment === 'refunded') expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);

    const library = await get(token, '/api/me/library?per_page=100');
    const orders = await get(token, `/api/me/orders?search=${order.tracking_number}`);
    const details = await get(token, `/api/me/orders/${order.id}`);
    const reading = await get(token, `/api/public/ebooks/${book.id}/read`);
    expect([library.statusCode, orders.statusCode, reading.statusCode]).toEqual([200, 200, 200]);
    expect({
      library: listed(library.json().data.some((b: { id: string }) => b.id === book.id)),
      my_orders: listed(orders.json().data.some((o: { id: string }) => o.id === order.id)),
      my_order: details.statusCode,
      read: reading.json().data.access,
    }).toEqual(expected);
  });

  it('every list holds only what the actor bought: no one sees another account\'s purchases', async () => {
    const book = await insertBook(t);
    await shop.paidOrder(stranger, admin, [book.id]);
    for (const role of Object.keys(EXPECTED) as Role[]) {
      const { token } = actors[role];
      const listedIds = ((await get(token, '/api/me/orders?per_page=100')).json().data as { id: string }[]).map((o) => o.id);
      const library = (await get(token, '/api/me/library?per_page=100')).json().data as { id: string }[];
      expect(library.some((b) => b.id === book.id), role).toBe(false);
      // Every order listed as the actor's is one they placed (the grid above gave each actor some).
      expect(listedIds.length, role).toBeGreaterThan(0);
      const buyers = await t.db.select({ userId: orders.userId }).from(orders).where(inArray(orders.id, listedIds));
      expect(new Set(buyers.map((b) => b.userId)), role).toEqual(new Set([actors[role].id]));
    }
  });

  it('a visitor is asked to sign in for the library and own orders, and reads a paid book as a preview', async () => {
    const book = await insertBook(t);
    const order = await shop.paidOrder(stranger, admin, [book.id]);
    expect((await get(null, '/api/me/library')).statusCode).toBe(401);
    expect((await get(null, '/api/me/orders')).statusCode).toBe(401);
    expect((await get(null, `/api/me/orders/${order.id}`)).statusCode).toBe(401);
    expect((await get(null, `/api/public/ebooks/${book.id}/read`)).json().data.access).toBe('preview');
  });
});
