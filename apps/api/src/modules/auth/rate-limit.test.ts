import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { expectError, findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { rateLimitCounters, signInLocks } from '../../db/schema.ts';
import { accountLockKey } from './service.ts';

const PER_IP_MESSAGE = /^Too many attempts\. Please try again in \d+ seconds\.$/;
const PER_ACCOUNT_MESSAGE = /^Too many failed sign-in attempts for this account\. Try again in \d+ seconds\.$/;

/** Retry-After must be a whole number of seconds within the window. */
const expectRetryAfter = (value: unknown, windowSeconds: number) => {
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  expect(Number(value)).toBeLessThanOrEqual(windowSeconds);
};

describe('sign-in throttling per IP', () => {
  let t: TestApp;
  // Each test sends from its own address, so that the counters of one test never reach another.
  beforeAll(async () => { t = await createTestApp({ loginPerIp: { max: 3, windowMs: 60_000 } }); });
  afterAll(async () => { await t.close(); });

  const loginFrom = (remoteAddress: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: 'user@folio.test', password } });

  it('should fail with status 429 and Retry-After on the 4th sign-in from one IP', async () => {
    for (let i = 0; i < 3; i += 1) expect((await loginFrom('10.0.0.1')).statusCode).toBe(200);
    const res = await loginFrom('10.0.0.1');
    // The code and the seconds go beside the words, for the browser to say them in the reader's language.
    expect(expectError(res, 429, PER_IP_MESSAGE)).toMatchObject({ code: 'tooManyAttempts', params: { seconds: expect.any(Number) } });
    expectRetryAfter(res.headers['retry-after'], 60);
    expect(res.json()).not.toHaveProperty('token');
  });

  it('should count failed and invalid requests too', async () => {
    expect((await loginFrom('10.0.0.2', 'wrong-password')).statusCode).toBe(401);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.2', payload: {} });
    expect(invalid.statusCode).toBe(422);
    expect((await loginFrom('10.0.0.2')).statusCode).toBe(200);
    expectError(await loginFrom('10.0.0.2'), 429, PER_IP_MESSAGE);
  });

  it('should still let another IP sign in while one IP is limited', async () => {
    for (let i = 0; i < 4; i += 1) await loginFrom('10.0.0.3');
    expect((await loginFrom('10.0.0.3')).statusCode).toBe(429);
    expect((await loginFrom('10.0.0.4')).statusCode).toBe(200);
  });

  it('should hold the limit across API processes sharing one database', async () => {
    const other = await t.secondInstance();
    const from = (app: typeof other) => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.9', payload: { email: 'user@folio.test', password: DEMO_PASSWORD } });
    expect((await from(t.app)).statusCode).toBe(200);
    expect((await from(other)).statusCode).toBe(200);
    expect((await from(t.app)).statusCode).toBe(200);
    expectError(await from(other), 429, PER_IP_MESSAGE);
  });

  it('should fail with status 429 on the 4th registration from one IP', async () => {
    const registerFrom = (i: number) => t.app.inject({
      method: 'POST', url: '/api/auth/register', remoteAddress: '10.0.0.5',
      payload: { name: `Reader ${i}`, email: `ip-reader-${i}@example.com`, password: 'secret1', accept_terms: true, birth_year: 1990 },
    });
    for (let i = 0; i < 3; i += 1) expect((await registerFrom(i)).statusCode).toBe(201);
    const res = await registerFrom(3);
    expectError(res, 429, PER_IP_MESSAGE);
    expectRetryAfter(res.headers['retry-after'], 60);
    expect(await findUser(t.db, 'ip-reader-3@example.com')).toBeUndefined();
  });
});

describe('sign-in throttling per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, loginPerAccount: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => { await t.close(); });

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('should fail with status 429 and Retry-After on the 3rd wrong password in a row', async () => {
    const reader = await registerUser(t);
    expectError(await login(reader.email, 'wrong-1'), 401, 'Invalid email or password.');
    expectError(await login(reader.email, 'wrong-2'), 401, 'Invalid email or password.');
    const res = await login(reader.email, 'wrong-3');
    expectError(res, 429, PER_ACCOUNT_MESSAGE);
    expectRetryAfter(res.headers['retry-after'], 60);
  });

  it('should refuse even the right password while the account is locked', async () => {
    const reader = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await login(reader.email, `wrong-${i}`);
    const res = await login(reader.email, reader.password);
    expectError(res, 429, PER_ACCOUNT_MESSAGE);
    expectRetryAfter(res.headers['retry-after'], 60);
    expect(res.json()).not.toHaveProperty('token');
  });

  it('should keep the lock for sign-ins from any IP', async () => {
    const reader = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await login(reader.email, `wrong-${i}`, '10.1.0.1');
    expectError(await login(reader.email, reader.password, '10.1.0.2'), 429, PER_ACCOUNT_MESSAGE);
  });

  it('should not lock other accounts', async () => {
    const locked = await registerUser(t);
    const other = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await login(locked.email, `wrong-${i}`);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('should reset the failure count after a successful sign-in', async () => {
    const reader = await registerUser(t);
    expect((await login(reader.email, 'wrong-1')).statusCode).toBe(401);
    expect((await login(reader.email, 'wrong-2')).statusCode).toBe(401);
    expect((await login(reader.email, reader.password)).statusCode).toBe(200);
    expectError(await login(reader.email, 'wrong-3'), 401, 'Invalid email or password.');
    expectError(await login(reader.email, 'wrong-4'), 401, 'Invalid email or password.');
    // The count restarted at the success: this is the 3rd failure in a row.
    expectError(await login(reader.email, 'wrong-5'), 429, PER_ACCOUNT_MESSAGE);
  });

  /** Runs the account's lock out: its counter's window and the lock kept in the database. */
  const runOut = async (email: string) => {
    const past = new Date(Date.now() - 1_000);
    await t.db.update(rateLimitCounters).set({ resetAt: past }).where(eq(rateLimitCounters.key, accountLockKey(email)));
    await t.db.update(signInLocks).set({ lockedUntil: past }).where(eq(signInLocks.key, accountLockKey(email)));
  };

  it('should accept the right password again once the lock has run out', async () => {
    const reader = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await login(reader.email, `wrong-${i}`);
    expect((await login(reader.email, reader.password)).statusCode).toBe(429);
    await runOut(reader.email);
    expect((await login(reader.email, reader.password)).statusCode).toBe(200);
    expect(await t.app.counters.peek(accountLockKey(reader.email))).toBeNull();
  });

  it('should keep the lock when the counters are lost (a Redis restarted without persistence), until it runs out', async () => {
    const reader = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await login(reader.email, `wrong-${i}`);
    // Every counter gone, as from a Redis that restarted empty.
    await t.db.delete(rateLimitCounters);
    expect(await t.app.counters.peek(accountLockKey(reader.email))).toBeNull();
    const res = await login(reader.email, reader.password);
    expectError(res, 429, PER_ACCOUNT_MESSAGE);
    expectRetryAfter(res.headers['retry-after'], 60);
    expect(res.json()).not.toHaveProperty('token');
    await runOut(reader.email);
    expect((await login(reader.email, reader.password)).statusCode).toBe(200);
  });

  it('should answer an unknown email exactly like a known one, lock included', async () => {
    // Otherwise 401 for ever against 429 after three tries would tell which e-mails have accounts.
    const known = await registerUser(t);
    const answers = async (email: string) => {
      const out: [number, string][] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await login(email, `wrong-${i}`);
        out.push([res.statusCode, res.json().message.replace(/\d+ seconds/, 'N seconds')]);
      }
      return out;
    };
    const ghost = await answers('ghost@example.com');
    expect(ghost).toEqual(await answers(known.email));
    expect(ghost.map(([status]) => status)).toEqual([401, 401, 429, 429, 429]);
  });

  it('should check at most the limit of passwords when many guesses arrive at once', async () => {
    const reader = await registerUser(t);
    const guesses = Array.from({ length: 40 }, (_, i) => login(reader.email, `wrong-${i}`));
    const answers = await Promise.all([...guesses, login(reader.email, reader.password)]);
    const statuses = answers.map((r) => r.statusCode);
    // Every attempt is counted before its password is checked: three checked at most, the rest locked out.
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(39);
    expect((await t.app.counters.peek(accountLockKey(reader.email)))?.count).toBeGreaterThanOrEqual(3);
  });
});
