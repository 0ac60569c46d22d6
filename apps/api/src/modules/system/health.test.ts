import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { closedPort } from '../../../test/redis.ts';

const expectedKind = process.env.FOLIO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe('GET /api/health and /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should say the process is alive, with no sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer garbage' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it(`should be ready with the database (${expectedKind}) and the storage reachable, and Redis not used`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: expectedKind, checks: { database: 'ok', storage: 'ok', redis: 'not used', disk: 'ok' }, degraded: [] });
  });
});

/**
 * Readiness says whether this instance can serve: its database. The storage and Redis are shared by every
 * instance; while one is down, the requests that need it answer 503 and everything else is served, so an
 * instance stays ready (a balancer that dropped it would drop them all) and reports what it serves without.
 */
describe('GET /api/ready when a dependency is down', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should stay ready, reporting the storage degraded, when the bucket cannot be reached, while books are still read', async () => {
    t.app.storage.check = () => Promise.reject(new Error('bucket gone'));
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'unreachable' }, degraded: ['storage'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/ebooks' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('should answer within the probe time when the storage hangs, and end the hanging check', async () => {
    let given: AbortSignal | undefined;
    t.app.storage.check = (signal) => {
      given = signal;
      return new Promise(() => {});
    };
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', degraded: ['storage'] });
    expect(given?.aborted).toBe(true);
  });

  it('should answer 503 naming the database when it cannot be reached', async () => {
    await t.disconnectDatabase();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: expectedKind, checks: { database: 'unreachable' } });
  });
});

describe('GET /api/ready while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    await t.app.ready();
  });
  afterAll(async () => { await t?.close(); });

  it('should stay ready, reporting Redis degraded, while what needs no counter is served and a sign-in answers 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'unreachable' }, degraded: ['redis'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/ebooks' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'user@folio.test', password: 'x' } })).statusCode).toBe(503);
  });
});
