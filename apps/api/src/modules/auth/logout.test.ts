import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { revokedTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';

const ENDED = 'Your session has ended. Please sign in again.';

describe('POST /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.bearer(token) });
  const logout = (token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.bearer(token), ...(payload && { payload }) });

  it('should end only the token it was sent with', async () => {
    const reader = await registerUser(t);
    const other = await t.login(reader.email, reader.password);
    const res = await logout(reader.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out.' });
    expectError(await me(reader.token), 401, ENDED);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('should sign out this session when the request has no body at all', async () => {
    const reader = await registerUser(t);
    const res = await logout(reader.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out.' });
    expectError(await me(reader.token), 401, ENDED);
  });

  it('should end only this session when everywhere is false', async () => {
    const reader = await registerUser(t);
    const other = await t.login(reader.email, reader.password);
    expect((await logout(reader.token, { everywhere: false })).json()).toEqual({ message: 'You have been signed out.' });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('should fail with status 401 when the same token logs out twice', async () => {
    const reader = await registerUser(t);
    expect((await logout(reader.token, {})).statusCode).toBe(200);
    expectError(await logout(reader.token, {}), 401, ENDED);
  });

  it('should end every token of the user with everywhere', async () => {
    const reader = await registerUser(t);
    const second = await t.login(reader.email, reader.password);
    const versionBefore = (await findUser(t.db, reader.email))!.tokenVersion;
    const res = await logout(second, { everywhere: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out on every device.' });
    expect((await findUser(t.db, reader.email))!.tokenVersion).toBe(versionBefore + 1);
    expectError(await me(reader.token), 401, ENDED);
    expectError(await me(second), 401, ENDED);
  });

  it('should let the user sign in again after logging out everywhere', async () => {
    const reader = await registerUser(t);
    await logout(reader.token, { everywhere: true });
    const fresh = await t.login(reader.email, reader.password);
    const res = await me(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(reader.user.id);
  });

  it('should leave the sessions of other users alone', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    await logout(first.token, { everywhere: true });
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('should fail with status 401 when there is no token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expectError(res, 401, 'Please sign in to continue.');
  });

  it('should fail with status 422 when everywhere is not a boolean', async () => {
    const reader = await registerUser(t);
    const body = expectError(await logout(reader.token, { everywhere: 'yes' }), 422);
    expect(Object.keys(body.errors ?? {})).toEqual(['everywhere']);
    expect((await me(reader.token)).statusCode).toBe(200);
  });

  it('should purge revoked tokens that are past their expiry on the way', async () => {
    await t.db.insert(revokedTokens).values({ jti: 'long-expired', expiresAt: new Date(Date.now() - 60_000) });
    const reader = await registerUser(t);
    await logout(reader.token, {});
    const [old] = await t.db.select({ n: count() }).from(revokedTokens).where(eq(revokedTokens.jti, 'long-expired'));
    expect(old?.n).toBe(0);
    const [all] = await t.db.select({ n: count() }).from(revokedTokens);
    expect(all?.n).toBeGreaterThanOrEqual(1);
  });
});
