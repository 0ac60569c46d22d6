import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, like, notExists } from 'drizzle-orm';
import { ANALYTICS_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES, type AccountAnalytics, type BookAnalytics, type Heatmap } from '@folio/shared';
import { appMeta, coupons, orderEvents, orderItems, orders, users } from '../schema.ts';
import { TRACKING_PATTERN } from '../../modules/checkout/tracking.ts';
import { statusAfterPayment } from '../../modules/payments/ledger.ts';
import { DEMO_ORDER_COUNT, planInputOf } from './orders.ts';
import { planOrders } from './order-plans.ts';
import type { Db } from '../client.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { seed } from './index.ts';
import { createTestApp, createTestDatabase, DEMO_PASSWORD, type TestApp, type TestDatabase } from '../../../test/harness.ts';
import { expectError, findUser, memoryStorage, NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';

const demoCount = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(users).where(like(users.email, '%@folio.test'));
  return row?.n;
};

/**
 * A whole demo seed draws the library's pictures and encodes its videos (once a process, then reused): the first
 * one takes tens of seconds on a busy two-core machine, more than a test's usual time.
 */
const FULL_SEED = { timeout: 120_000 };

describe('seed() demo content', FULL_SEED, () => {
  const opened: TestDatabase[] = [];
  const freshDb = async () => {
    const testDb = await createTestDatabase();
    opened.push(testDb);
    return testDb.db;
  };
  afterEach(async () => { await Promise.all(opened.splice(0).map((d) => d.close())); });

  const run = (db: Db, demo = true, log: string[] = []) =>
    seed({ db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD }, demo, log: (m) => log.push(m) });

  it('should create the four demo accounts once when run twice', async () => {
    const db = await freshDb();
    const log: string[] = [];
    await run(db, true, log);
    await run(db, true, log);
    expect(await demoCount(db)).toBe(4);
    const rows = await db.select({ email: users.email, role: users.role }).from(users).where(like(users.email, '%@folio.test'));
    expect(rows.map((r) => `${r.role}:${r.email}`).sort()).toEqual([
      'admin:admin@folio.test',
      'author:author@folio.test',
      'publisher:publisher@folio.test',
      'user:user@folio.test',
    ]);
    expect(log).toEqual(['seeded demo content']);
  });

  it('should give every demo account the demo password, hashed', async () => {
    const db = await freshDb();
    await run(db);
    const rows = await db.select().from(users).where(like(users.email, '%@folio.test'));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.passwordHash).not.toBe(DEMO_PASSWORD);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(row.isActive).toBe(true);
    }
  });

  it('should mark the database as seeded and not bring back demo accounts deleted later', async () => {
    const db = await freshDb();
    await run(db);
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
    expect(Number.isNaN(Date.parse(marker!.value))).toBe(false);
    await db.delete(users).where(eq(users.email, 'author@folio.test'));
    await run(db);
    expect(await demoCount(db)).toBe(3);
  });

  it('should not touch a demo account that already exists', async () => {
    const db = await freshDb();
    await run(db);
    await updateUser(db, 'user@folio.test', { name: 'Renamed' });
    await db.delete(appMeta);
    await run(db);
    expect(await demoCount(db)).toBe(4);
    expect((await findUser(db, 'user@folio.test'))?.name).toBe('Renamed');
  });

  it('should create no demo content when demo is off', async () => {
    const db = await freshDb();
    const log: string[] = [];
    await run(db, false, log);
    expect(await demoCount(db)).toBe(0);
    expect(await db.select().from(appMeta)).toEqual([]);
    expect(log).toEqual([]);
  });

  it('should create the configured admin even when demo is off', async () => {
    const db = await freshDb();
    const log: string[] = [];
    await seed({ db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD, adminEmail: ' Root@Example.COM ', adminPassword: 'root-password' }, demo: false, log: (m) => log.push(m) });
    const admin = await findUser(db, 'root@example.com');
    expect(admin).toMatchObject({ role: 'admin', isActive: true, name: 'Administrator' });
    expect(await verifyPassword(admin!.passwordHash, 'root-password')).toBe(true);
    expect(await demoCount(db)).toBe(0);
    expect(log).toEqual(['created admin root@example.com']);
  });

  it('should create no admin when only the admin email is configured', async () => {
    const db = await freshDb();
    await seed({ db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD, adminEmail: 'half@example.com' }, demo: false, log: () => {} });
    expect(await findUser(db, 'half@example.com')).toBeUndefined();
  });
});

describe('seed() demo orders', FULL_SEED, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seed({ db: testDb.db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD }, demo: true, log: () => {} });
  });
  afterAll(async () => { await testDb.close(); });

  it('should seed a few hundred orders in every status and payment status, with their items and history', async () => {
    const db = testDb.db;
    const rows = await db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_ORDER_COUNT);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((o) => o.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(rows.map((o) => o.paymentProvider))).toEqual(new Set(['manual', 'stripe']));
    expect(new Set(rows.map((o) => o.trackingNumber)).size).toBe(rows.length);
    for (const o of rows) {
      expect(o.trackingNumber).toMatch(TRACKING_PATTERN);
      expect(o.totalAmount).toBeCloseTo(o.subtotalAmount - o.discountAmount, 2);
      expect(o.paidAt !== null).toBe(o.paymentStatus === 'paid');
    }
    const [withoutItems] = await db.select({ n: count() }).from(orders).where(notExists(db.select().from(orderItems).where(eq(orderItems.orderId, orders.id))));
    const [withoutEvents] = await db.select({ n: count() }).from(orders).where(notExists(db.select().from(orderEvents).where(eq(orderEvents.orderId, orders.id))));
    expect([withoutItems?.n, withoutEvents?.n]).toEqual([0, 0]);
    expect(rows.every((o) => o.createdAt.getTime() > Date.now() - 200 * 86_400_000)).toBe(true);
  });

  it('should seed only orders the server could have made: each history step from where the order was, every payment moving the order that awaited it', async () => {
    const db = testDb.db;
    const events = await db.select().from(orderEvents).orderBy(asc(orderEvents.createdAt));
    const problems: string[] = [];
    for (const o of await db.select().from(orders)) {
      const say = (problem: string) => problems.push(`${o.trackingNumber} (${o.status}, payment ${o.paymentStatus}): ${problem}`);
      const [placed, ...steps] = events.filter((e) => e.orderId === o.id);
      if (placed?.kind !== 'status' || placed.fromValue !== null || placed.toValue !== 'pending') say('its history does not start with its placing');
      let status = 'pending';
      let payment = 'pending';
      steps.forEach((e, i) => {
        if (e.kind === 'payment') {
          // A paid order's payment is never changed (orders/policy.ts): undoing a sale is a refund.
          if (e.fromValue !== payment || payment === 'paid') say(`payment ${e.fromValue} → ${e.toValue} while it was ${payment}`);
          payment = e.toValue;
          // A payment moves the order awaiting it (payments/ledger.ts), in the next line of its history.
          const moved = statusAfterPayment(status, e.toValue as 'paid' | 'failed');
          const next = steps[i + 1];
          if (moved && (next?.kind !== 'status' || next.fromValue !== status || next.toValue !== moved)) say(`a payment ${e.toValue} left it ${status}, not ${moved}`);
          return;
        }
        if (e.fromValue !== status) say(`status ${e.fromValue} → ${e.toValue} while it was ${status}`);
        // Its buyer only cancels an order that awaits its payment (orders/policy.ts).
        if (e.actorId === o.userId && (e.toValue !== 'cancelled' || !['pending', 'processing'].includes(status) || payment === 'paid')) say(`its buyer moved it to ${e.toValue}`);
        status = e.toValue;
      });
      if (o.status !== status || o.paymentStatus !== payment) say(`its history ends ${status}, payment ${payment}`);
      if (o.paymentStatus === 'paid' && ['pending', 'processing'].includes(o.status)) say('paid but still awaiting its delivery');
      if ((o.paidAt !== null) !== (o.paymentStatus === 'paid')) say('paid_at does not match its payment');
      const released = ['cancelled', 'failed'].includes(o.status) || o.paymentStatus === 'failed';
      if (o.couponCode && (o.couponId === null) !== released) say(released ? 'kept the use of its coupon' : 'gave the use of its coupon back');
    }
    expect(problems).toEqual([]);
  });

  it('should use coupons of every kind, and count their uses within their limits', async () => {
    const db = testDb.db;
    const used = await db
      .selectDistinct({ type: coupons.discountType, target: coupons.appliesTo })
      .from(orders)
      .innerJoin(coupons, eq(coupons.code, orders.couponCode));
    expect(new Set(used.map((u) => u.type))).toEqual(new Set(['percentage', 'fixed']));
    expect(new Set(used.map((u) => u.target))).toEqual(new Set(['entire_order', 'specific_item']));
    for (const c of await db.select().from(coupons)) if (c.usageLimit > 0) expect(c.usedCount).toBeLessThanOrEqual(c.usageLimit);
  });

  it('should plan the same orders and coupons whatever the hour of seeding', async () => {
    const db = testDb.db;
    const buyer = await findUser(db, 'user@folio.test');
    const input = await planInputOf(db, buyer!);
    const today = Date.now() - (Date.now() % 86_400_000);
    const at = (minutes: number) => planOrders({ ...input!, now: today + minutes * 60_000 }).map((o) => [o.coupon?.code ?? null, o.books.map((b) => b.title)]);
    const early = at(40);
    expect(at(23 * 60 + 20)).toEqual(early);
    const codes = new Set(early.map(([code]) => code));
    expect(codes).toContain('FLASHCARDS50');
  });

  it('should give the demo buyer two paid orders and one awaiting payment', async () => {
    const db = testDb.db;
    const buyer = await findUser(db, 'user@folio.test');
    const own = await db.select().from(orders).where(eq(orders.userId, buyer!.id));
    expect(own.filter((o) => o.paymentStatus === 'paid' && o.status === 'delivered').length).toBeGreaterThanOrEqual(2);
    expect(own.filter((o) => o.paymentStatus === 'pending').length).toBeGreaterThanOrEqual(1);
  });

  it('should make the same orders on every run', async () => {
    const other = await createTestDatabase();
    try {
      await seed({ db: other.db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD }, demo: true, log: () => {} });
      const numbers = async (db: Db) => (await db.select({ n: orders.trackingNumber }).from(orders).orderBy(orders.trackingNumber)).map((r) => r.n);
      expect(await numbers(other.db)).toEqual(await numbers(testDb.db));
    } finally {
      await other.close();
    }
  });
});

describe('seed() configured admin', FULL_SEED, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, adminEmail: 'Owner@Example.com', adminPassword: 'owner-password' });
  });
  afterAll(async () => { await t.close(); });

  const seedAdmin = (adminEmail: string, adminPassword: string, log: string[] = []) =>
    seed({ db: t.db, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD, adminEmail, adminPassword }, demo: true, log: (m) => log.push(m) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.bearer(token) });

  it('should create the admin of the configuration, who can sign in', async () => {
    const res = await login('owner@example.com', 'owner-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'owner@example.com', role: 'admin', name: 'Administrator' });
    expect(await demoCount(t.db)).toBe(4);
  });

  it('should reset the password and end old sessions when the configured password changed', async () => {
    await seedAdmin('reset@example.com', 'first-password');
    const oldToken = await t.login('reset@example.com', 'first-password');
    const log: string[] = [];
    await seedAdmin('reset@example.com', 'second-password', log);
    expect(log).toEqual(['reset admin reset@example.com']);
    expect((await login('reset@example.com', 'second-password')).statusCode).toBe(200);
    expectError(await login('reset@example.com', 'first-password'), 401, 'Invalid email or password.');
    expectError(await me(oldToken), 401, 'Your session has ended. Please sign in again.');
  });

  it('should keep old sessions when the configured password is the same', async () => {
    await seedAdmin('same@example.com', 'same-password');
    const token = await t.login('same@example.com', 'same-password');
    const before = await findUser(t.db, 'same@example.com');
    await seedAdmin('same@example.com', 'same-password');
    const after = await findUser(t.db, 'same@example.com');
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await me(token)).statusCode).toBe(200);
    expect((await login('same@example.com', 'same-password')).statusCode).toBe(200);
  });

  it('should make the account an active, unlocked admin again', async () => {
    await seedAdmin('restore@example.com', 'restore-password');
    await updateUser(t.db, 'restore@example.com', { role: 'user', isActive: false });
    for (let i = 0; i < 5; i += 1) await login('restore@example.com', 'a-wrong-guess');
    expect((await login('restore@example.com', 'restore-password')).statusCode).toBe(429);
    await seedAdmin('restore@example.com', 'restore-password');
    const res = await login('restore@example.com', 'restore-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', is_active: true });
  });

  it('should promote an existing account to admin with the configured password', async () => {
    const reader = await registerUser(t);
    await seedAdmin(reader.email.toUpperCase(), 'promoted-password');
    expectError(await me(reader.token), 401, 'Your session has ended. Please sign in again.');
    const res = await login(reader.email, 'promoted-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: reader.user.id, role: 'admin' });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, reader.email));
    expect(row?.n).toBe(1);
  });
});

describe('seed() demo reading', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT, { data: 'demo' }); });
  afterAll(async () => { await t.close(); });

  const get = async <T>(token: string, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data as T;
  };

  it("should show the author's dashboard full at once: views, readers and time over most of the last 30 days, and the 30 before", async () => {
    const account = await get<AccountAnalytics>(await t.login('author@folio.test'), '/api/admin/analytics');
    expect(account.scope).toBe('account');
    expect(account.views).toBeGreaterThan(50);
    expect(account.readers).toBeGreaterThan(20);
    expect(account.avg_seconds).toBeGreaterThan(0);
    expect(account.previous.views).toBeGreaterThan(0);
    expect(account.series.filter((day) => day.views > 0).length).toBeGreaterThan(20);
    // Every common source; the rarest (a downloaded copy, 4 views in 100) may fall outside these 30 days on some dates.
    const sources = account.sources.map((s) => s.source);
    expect(sources).toEqual(expect.arrayContaining(['site', 'share', 'class', 'embed', 'lms']));
    for (const source of sources) expect(ANALYTICS_SOURCES).toContain(source);
    expect(account.books.length).toBeGreaterThan(1);
  });

  it("should give the author's most read book sixty days of a falling funnel, searches, and taps gathered around its elements", async () => {
    const token = await t.login('author@folio.test');
    const [busiest] = (await get<AccountAnalytics>(token, '/api/admin/analytics')).books;
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const sixtyDays = `from=${day(59)}&to=${day(0)}`;
    const book = await get<BookAnalytics>(token, `/api/admin/ebooks/${busiest!.id}/analytics?${sixtyDays}`);
    const reached = book.pages.map((p) => p.readers);
    expect(reached[0]).toBe(book.readers);
    expect(reached.at(-1)).toBeLessThan(reached[0]! / 2);
    expect(book.completion).toBeGreaterThan(0);
    expect(book.searches?.length).toBeGreaterThan(0);
    expect(book.interactions.taps).toBeGreaterThan(0);
    const heatmap = await get<Heatmap>(token, `/api/admin/ebooks/${busiest!.id}/analytics/heatmap?page=1&${sixtyDays}`);
    const taps = heatmap.cells.reduce((sum, cell) => sum + cell.count, 0);
    // Around a few elements, not spread over the 400 cells: most cells tapped are tapped again.
    expect(heatmap.cells.length).toBeLessThan(taps / 2);
  });

  it("should show the admin the whole site's reading, more than any one account's", async () => {
    const site = await get<AccountAnalytics>(await t.login('admin@folio.test'), '/api/admin/analytics');
    const publisher = await get<AccountAnalytics>(await t.login('publisher@folio.test'), '/api/admin/analytics');
    expect(site.scope).toBe('site');
    expect(publisher.views).toBeGreaterThan(0);
    expect(site.views).toBeGreaterThan(publisher.views);
  });
});
