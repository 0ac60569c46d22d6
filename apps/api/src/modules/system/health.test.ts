import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const expectedKind = process.env.FOLIO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it(`should answer 200 with status ok and the database kind (${expectedKind})`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: expectedKind });
  });

  it('should need no sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer garbage' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/health without a database', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should answer 503 with status unavailable when the database cannot be reached', async () => {
    await t.disconnectDatabase();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: expectedKind });
  });
});
