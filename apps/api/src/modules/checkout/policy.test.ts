import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { orders } from '../../db/schema.ts';
import { customer, insertBook, insertCoupon, shopApi } from './fixtures/shop.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
type Actor = Role | 'visitor';
/** Whose book is in the cart: the actor's own, or another account's. */
type Owner = 'own' | "someone else's";
/** Where the book stands: on sale (paid or free), or not public (a draft, waiting for approval, rejected). */
type Book = 'on sale' | 'free' | 'draft' | 'pending approval' | 'rejected';
type Action = 'quote' | 'checkout';

const BOOKS: Record<Book, { price: number; status: 'draft' | 'published'; approval: 'pending' | 'approved' | 'rejected' }> = {
  'on sale': { price: 12, status: 'published', approval: 'approved' },
  free: { price: 0, status: 'published', approval: 'approved' },
  draft: { price: 12, status: 'draft', approval: 'approved' },
  'pending approval': { price: 12, status: 'published', approval: 'pending' },
  rejected: { price: 12, status: 'published', approval: 'rejected' },
};

/** Any signed-in role buys a book on sale, its own included; a book that is not public is sold to no one, its owner and admins neither (422). */
const SIGNED_IN: Record<Book, Record<Action, number>> = {
  'on sale': { quote: 200, checkout: 201 },
  free: { quote: 200, checkout: 201 },
  draft: { quote: 422, checkout: 422 },
  'pending approval': { quote: 422, checkout: 422 },
  rejected: { quote: 422, checkout: 422 },
};
/** A visitor prices a cart, and signs in to buy (401 before the cart is read). */
const VISITOR: Record<Book, Record<Action, number>> = {
  'on sale': { quote: 200, checkout: 401 },
  free: { quote: 200, checkout: 401 },
  draft: { quote: 422, checkout: 401 },
  'pending approval': { quote: 422, checkout: 401 },
  rejected: { quote: 422, checkout: 401 },
};

/** What the server must answer (architecture.md §4; docs/decisions/004-orders-coupons-payments.md), per role, owner and book. */
const EXPECTED: Record<Actor, Partial<Record<Owner, Record<Book, Record<Action, number>>>>> = {
  admin: { own: SIGNED_IN, "someone else's": SIGNED_IN },
  publisher: { own: SIGNED_IN, "someone else's": SIGNED_IN },
  author: { own: SIGNED_IN, "someone else's": SIGNED_IN },
  user: { own: SIGNED_IN, "someone else's": SIGNED_IN },
  visitor: { "someone else's": VISITOR },
};

type Coupon = 'active, order-wide' | 'active, for another book' | 'inactive' | 'expired' | 'used up';
/**
 * Coupons belong to no account: any buyer may use one, and the same refusals hold for every role (422 on
 * coupon_code at checkout; a quote prices without it and says why).
 */
const COUPONS: Record<Coupon, { checkout: number; quote_applies: boolean }> = {
  'active, order-wide': { checkout: 201, quote_applies: true },
  'active, for another book': { checkout: 422, quote_applies: false },
  inactive: { checkout: 422, quote_applies: false },
  expired: { checkout: 422, quote_applies: false },
  'used up': { checkout: 422, quote_applies: false },
};

const ACTORS = Object.keys(EXPECTED) as Actor[];
const ROLES = ACTORS.filter((actor): actor is Role => actor !== 'visitor');
const CELLS = ACTORS.flatMap((actor) => (Object.keys(EXPECTED[actor]) as Owner[]).map((owner) => ({ actor, owner, expected: EXPECTED[actor][owner]! })));

/** Checkout walked as a grid: role × owner × book state for quote and checkout, and role × coupon. */
describe('checkout policy (role × owner × book × action)', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  const actors = {} as Record<Actor, { token: string | null; id: string | null }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    for (const role of ROLES) {
      const account = await registerUser(t);
      if (role !== 'user') await updateUser(t.db, account.email, { role });
      actors[role] = { token: account.token, id: account.user.id };
    }
    actors.visitor = { token: null, id: null };
  });
  afterAll(async () => { await t.close(); });

  it.each(CELLS)("$actor, $owner books: quote and checkout answer as the table says", async ({ actor, owner, expected }) => {
    const { token, id } = actors[actor];
    const statuses = {} as Record<Book, Record<Action, number>>;
    const bodies: string[] = [];
    for (const [book, state] of Object.entries(BOOKS) as [Book, (typeof BOOKS)[Book]][]) {
      const row = await insertBook(t, { ...state, createdBy: owner === 'own' ? id : null });
      const quote = await shop.quote(shop.cart([row.id]), token);
      const checkout = await shop.checkout(shop.cart([row.id]), token);
      statuses[book] = { quote: quote.statusCode, checkout: checkout.statusCode };
      bodies.push(`${book}: ${quote.body.slice(0, 150)} | ${checkout.body.slice(0, 150)}`);
      if (checkout.statusCode === 201) {
        // The order is the buyer's, at the book's price; a free one is paid at once.
        const [order] = await t.db.select().from(orders).where(eq(orders.id, checkout.json().data.order.id));
        expect([order!.userId, order!.totalAmount, order!.paymentStatus]).toEqual([id, state.price, state.price === 0 ? 'paid' : 'pending']);
      }
    }
    expect(statuses, bodies.join('\n')).toEqual(expected);
  });

  const COUPON_CELLS = ROLES.flatMap((role) => (Object.keys(COUPONS) as Coupon[]).map((coupon) => ({ role, coupon, expected: COUPONS[coupon] })));

  it.each(COUPON_CELLS)('$role, $coupon coupon: the checkout answers as the table says', async ({ role, coupon, expected }) => {
    const { token } = actors[role];
    const book = await insertBook(t, { price: 20 });
    const other = await insertBook(t, { price: 20 });
    const row = await insertCoupon(t, {
      'active, order-wide': {},
      'active, for another book': { appliesTo: 'specific_item' as const, itemId: other.id },
      inactive: { status: 'inactive' as const },
      expired: { endDate: new Date(Date.now() - 60_000) },
      'used up': { usageLimit: 1, usedCount: 1 },
    }[coupon]);
    const quote = await shop.quote(shop.cart([book.id], row.code), token);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.coupon !== null).toBe(expected.quote_applies);
    const checkout = await shop.checkout(shop.cart([book.id], row.code), token);
    expect(checkout.statusCode, checkout.body).toBe(expected.checkout);
    if (checkout.statusCode === 422) expect(Object.keys(checkout.json().errors)).toEqual(['coupon_code']);
    else expect(checkout.json().data.order.discount_amount).toBe(2);
  });

  it('places the order for the signed-in buyer, whatever account the body names', async () => {
    const other = await customer(t);
    const book = await insertBook(t);
    const res = await shop.checkout({ ...shop.cart([book.id]), user_id: other.id, customer_email: 'someone@example.com' }, actors.user.token);
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.order.id));
    expect(order!.userId).toBe(actors.user.id);
    expect((await t.app.inject({ url: `/api/me/orders/${order!.id}`, headers: t.bearer(other.token) })).statusCode).toBe(404);
  });
});
