import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

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
    expect(res.json()).toEqual({ status: 'ready', database: expectedKind, checks: { database: 'ok', storage: 'ok', redis: 'not used' } });
  });
});

describe('GET /api/ready when a dependency is down', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should answer 503 naming the storage when it cannot be reached, and stay alive', async () => {
    t.app.storage.check = () => Promise.reject(new Error('bucket gone'));
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', storage: 'unreachable' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('should answer 503 within the probe time when the storage hangs', async () => {
    t.app.storage.check = () => new Promise(() => {});
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('should answer 503 naming the database when it cannot be reached', async () => {
    await t.disconnectDatabase();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: expectedKind, checks: { database: 'unreachable' } });
  });
});
