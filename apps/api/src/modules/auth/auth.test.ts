import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should answer a token, the user and a message for a demo account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'Admin@Folio.test', password: 'test-demo-password' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: 'admin@folio.test', role: 'admin', is_active: true });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.message).toBe('Signed in successfully.');
  });
});
