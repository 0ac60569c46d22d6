import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema.ts';
import { seed } from '../db/seed/index.ts';
import { COUNTERS_UNAVAILABLE } from '../lib/redis-counters.ts';
import { accountLockKey } from '../modules/auth/service.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness.ts';
import { expectError, memoryStorage, NO_IP_LIMIT } from '../../test/helpers.ts';
import { closedPort, redisAnswers, TEST_REDIS_URL } from '../../test/redis.ts';

const redisUp = await redisAnswers();
const PER_IP_MESSAGE = /^Too many attempts\. Please try again in \d+ seconds\.$/;
const PER_ACCOUNT_MESSAGE = /^Too many failed sign-in attempts for this account\. Try again in \d+ seconds\.$/;
const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Analytical engines', message: 'Could my notes become an interactive book?' };

// The apps count in a Redis that other test runs may share: every test signs in and writes from addresses and
// accounts of its own, so that no run ever meets another's counts.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
const randomEmail = () => `reader-${randomUUID()}@example.com`;

const login = (t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
const register = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: randomIp(), payload: { name: 'Reader', email, password, accept_terms: true, birth_year: 1990 } });
const contact = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/inquiries', remoteAddress, payload: message });

describe.skipIf(!redisUp)('counters in Redis shared by two API instances on databases of their own', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = {
      redisUrl: TEST_REDIS_URL,
      loginPerIp: { max: 3, windowMs: 60_000 },
      loginPerAccount: { max: 3, windowMs: 60_000 },
      contactPerIp: { max: 2, windowMs: 60_000 },
    };
    // One after the other, each started before the tests: two starts at once are slow on a busy machine.
    a = await createTestApp(config);
    await a.app.ready();
    b = await createTestApp(config);
    await b.app.ready();
  });
  afterAll(async () => { await Promise.all([a?.close(), b?.close()]); });

  it('should lock an account on both after its failures are split across them', async () => {
    // The same account on both databases, as one database would hold it.
    const email = randomEmail();
    const password = 'reader-password';
    expect((await register(a, email, password)).statusCode).toBe(201);
    expect((await register(b, email, password)).statusCode).toBe(201);
    expectError(await login(a, email, 'wrong-1', randomIp()), 401, 'Invalid email or password.');
    expectError(await login(b, email, 'wrong-2', randomIp()), 401, 'Invalid email or password.');
    expectError(await login(a, email, 'wrong-3', randomIp()), 429, PER_ACCOUNT_MESSAGE);
    expectError(await login(b, email, password, randomIp()), 429, PER_ACCOUNT_MESSAGE);
    expectError(await login(a, email, password, randomIp()), 429, PER_ACCOUNT_MESSAGE);
  });

  it('should keep an account locked when Redis loses its counters (a restart without persistence)', async () => {
    const email = randomEmail();
    const password = 'reader-password';
    expect((await register(a, email, password)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) await login(a, email, `wrong-${i}`, randomIp());
    await a.app.counters.clear(accountLockKey(email));
    expectError(await login(a, email, password, randomIp()), 429, PER_ACCOUNT_MESSAGE);
  });

  it('should hold the per-IP sign-in limit across both', async () => {
    const ip = randomIp();
    const signIn = (t: TestApp) => login(t, 'user@folio.test', DEMO_PASSWORD, ip);
    expect((await signIn(a)).statusCode).toBe(200);
    expect((await signIn(b)).statusCode).toBe(200);
    expect((await signIn(a)).statusCode).toBe(200);
    expectError(await signIn(b), 429, PER_IP_MESSAGE);
    expectError(await signIn(a), 429, PER_IP_MESSAGE);
  });

  it('should hold the contact form limit across both', async () => {
    const ip = randomIp();
    expect((await contact(a, ip)).statusCode).toBe(201);
    expect((await contact(b, ip)).statusCode).toBe(201);
    expectError(await contact(a, ip), 429, PER_IP_MESSAGE);
    expectError(await contact(b, ip), 429, PER_IP_MESSAGE);
  });

  it('should count nothing in the databases', async () => {
    expect(await a.db.select().from(rateLimitCounters)).toEqual([]);
    expect(await b.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it("should lift a configured admin's lock at start", async () => {
    const adminEmail = randomEmail();
    const seedAdmin = () =>
      seed({ db: a.db, counters: a.app.counters, storage: memoryStorage(), config: { demoPassword: DEMO_PASSWORD, adminEmail, adminPassword: 'admin-password' }, demo: false, log: () => {} });
    await seedAdmin();
    for (let i = 0; i < 3; i += 1) await login(a, adminEmail, `wrong-${i}`, randomIp());
    expect((await login(a, adminEmail, 'admin-password', randomIp())).statusCode).toBe(429);
    await seedAdmin();
    expect((await login(a, adminEmail, 'admin-password', randomIp())).statusCode).toBe(200);
  });
});

describe('counters in a Redis that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app starts all the same, and reconnects in the background.
    t = await createTestApp({ ...NO_IP_LIMIT, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    // Timed requests must not include the app's own start (which the first request waits for).
    await t.app.ready();
  });
  afterAll(async () => { await t?.close(); });

  /** The answer of a request that needs a counter: a 503 that says to try again, at once. */
  const expectUnavailable = async (request: Promise<Awaited<ReturnType<TestApp['app']['inject']>>>) => {
    const started = Date.now();
    expectError(await request, 503, COUNTERS_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(2_500);
  };

  it('should answer 503 to a sign-in, a registration and a contact message', async () => {
    await expectUnavailable(login(t, 'user@folio.test', DEMO_PASSWORD));
    await expectUnavailable(register(t, randomEmail(), 'secret1'));
    await expectUnavailable(contact(t, randomIp()));
  });

  it('should serve what needs no counter', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/categories' })).statusCode).toBe(200);
  });

  it('should fail the check', async () => {
    await expect(t.app.counters.check()).rejects.toMatchObject({ statusCode: 503 });
  });

  it("should still start when it cannot lift a configured admin's lock", async () => {
    const log: string[] = [];
    const adminEmail = randomEmail();
    const config = { demoPassword: DEMO_PASSWORD, adminEmail, adminPassword: 'admin-password' };
    await seed({ db: t.db, storage: memoryStorage(), config, demo: false, log: () => {} });
    await seed({ db: t.db, counters: t.app.counters, storage: memoryStorage(), config, demo: false, log: (line) => log.push(line) });
    expect(log).toEqual([`could not lift the sign-in lock of admin ${adminEmail}: the shared counters are unreachable`, `reset admin ${adminEmail}`]);
  });
});

describe.skipIf(!redisUp)('closing an app that counts in Redis', () => {
  it('should close its Redis connection', async () => {
    const t = await createTestApp({ redisUrl: TEST_REDIS_URL });
    await expect(t.app.counters.check()).resolves.toBeUndefined();
    await t.close();
    await expect(t.app.counters.check()).rejects.toMatchObject({ statusCode: 503 });
  });
});
