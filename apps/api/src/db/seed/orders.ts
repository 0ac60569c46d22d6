import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { coupons, ebooks, orderEvents, orderItems, orders, users } from '../schema.ts';
import { presentCoupon } from '../../modules/coupons/service.ts';
import { orderItemRows } from '../../modules/checkout/quote.ts';
import type { SeedContext } from './context.ts';
import { planOrders, type PlanInput, type SeedCustomer } from './order-plans.ts';
import type { Db } from '../client.ts';

/** Customers who only buy (sign-in with the demo password), so that the orders list shows many names. */
const DEMO_CUSTOMERS: { name: string; email: string }[] = [
  { name: 'Farhana Akter', email: 'farhana.akter@example.com' },
  { name: 'Daniel Kim', email: 'daniel.kim@example.com' },
  { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.com' },
  { name: 'Omar Haddad', email: 'omar.haddad@example.com' },
  { name: 'Priya Sharma', email: 'priya.sharma@example.com' },
  { name: 'Lucas Martin', email: 'lucas.martin@example.com' },
  { name: 'Chloé Dubois', email: 'chloe.dubois@example.com' },
  { name: 'Mateo García', email: 'mateo.garcia@example.com' },
  { name: 'Hana Yoshida', email: 'hana.yoshida@example.com' },
  { name: 'Rahim Chowdhury', email: 'rahim.chowdhury@example.com' },
];

export const DEMO_ORDER_COUNT = 300;
const DEMO_BUYER = 'user@folio.test';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** Statuses that ended without a sale give their coupon use back (modules/orders/coupon-use.ts). */
const releasesCoupon = (status: string, paymentStatus: string) => status === 'cancelled' || status === 'failed' || paymentStatus === 'failed';

/**
 * A few hundred orders over the last six months, in every status, payment status and coupon kind, with
 * their history; the demo buyer gets two paid orders (their library) and one awaiting payment. Runs after
 * the books, accounts and coupons; a database that has orders already is left as it is.
 */
export async function seedOrders({ db }: SeedContext) {
  if ((await db.$count(orders)) > 0) return;
  const [buyer] = await db.select().from(users).where(eq(users.email, DEMO_BUYER)).limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@folio.test')).limit(1);
  if (!buyer) return;
  // The demo customers share the demo password: the buyer's hash is reused (hashing is slow on purpose).
  await db
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c, i) => ({ ...c, role: 'user' as const, passwordHash: buyer.passwordHash, createdAt: new Date(Date.now() - (200 + i) * 86_400_000) })))
    .onConflictDoNothing({ target: users.email });

  const input = await planInputOf(db, buyer);
  if (!input) return;
  const plans = planOrders({ ...input, now: Date.now() });

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const uses = new Map<string, number>();
  for (const plan of plans) {
    const id = randomUUID();
    const released = releasesCoupon(plan.status, plan.paymentStatus);
    if (plan.coupon && !released) uses.set(plan.coupon.id, (uses.get(plan.coupon.id) ?? 0) + 1);
    const paidEvent = plan.events.find((e) => e.kind === 'payment' && e.to === 'paid');
    const last = plan.events[plan.events.length - 1]!;
    orderRows.push({
      id,
      trackingNumber: plan.trackingNumber,
      userId: plan.customer.id,
      customerName: plan.customer.name,
      customerEmail: plan.customer.email,
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      paymentProvider: plan.provider,
      paymentReference: plan.provider === 'stripe' ? `cs_test_demo_${plan.trackingNumber.replaceAll('-', '').toLowerCase()}` : null,
      subtotalAmount: plan.price.subtotal_amount,
      discountAmount: plan.price.discount_amount,
      totalAmount: plan.price.total_amount,
      totalQuantity: plan.price.total_quantity,
      couponId: plan.coupon && !released ? plan.coupon.id : null,
      couponCode: plan.coupon?.code ?? null,
      paidAt: paidEvent?.at ?? null,
      createdAt: plan.createdAt,
      updatedAt: last.at,
    });
    itemRows.push(...orderItemRows(id, plan.price, plan.books));
    for (const e of plan.events) {
      eventRows.push({
        orderId: id,
        kind: e.kind,
        fromValue: e.from,
        toValue: e.to,
        note: e.note,
        providerEventId: e.providerEventId ?? null,
        actorId: e.actor === 'customer' ? plan.customer.id : e.actor === 'admin' ? (admin?.id ?? null) : null,
        createdAt: e.at,
      });
    }
  }
  for (const rows of chunks(orderRows)) await db.insert(orders).values(rows);
  for (const rows of chunks(itemRows)) await db.insert(orderItems).values(rows);
  for (const rows of chunks(eventRows)) await db.insert(orderEvents).values(rows);
  // The coupons count the seeded orders that kept their use, on top of the uses they were seeded with.
  for (const [couponId, n] of uses) {
    await db.update(coupons).set({ usedCount: sql`${coupons.usedCount} + ${n}` }).where(eq(coupons.id, couponId));
  }
}

/** What the order plan is drawn from: the active buyers, the books on sale and the active coupons; none without books or buyers. */
export async function planInputOf(db: Db, buyer: Omit<SeedCustomer, 'email'> & { email: string | null }): Promise<Omit<PlanInput, 'now'> | null> {
  // Role user: every one of these accounts has an e-mail address (only pupils have none).
  const customers = await db
    .select({ id: users.id, name: users.name, email: sql<string>`${users.email}` })
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.isActive, true), sql`${users.email} <> ${DEMO_BUYER}`))
    .orderBy(users.email);
  const books = await db
    .select({ id: ebooks.id, title: ebooks.title, finalPrice: ebooks.finalPrice })
    .from(ebooks)
    .where(and(eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved')))
    .orderBy(ebooks.slug);
  const couponRows = await db.select().from(coupons).where(eq(coupons.status, 'active')).orderBy(coupons.code);
  if (!books.length || !customers.length) return null;
  return {
    count: DEMO_ORDER_COUNT,
    books,
    customers,
    demoBuyer: { id: buyer.id, name: buyer.name, email: buyer.email ?? DEMO_BUYER },
    coupons: couponRows.map((c) => ({ id: c.id, code: c.code, terms: presentCoupon(c) })),
  };
}
