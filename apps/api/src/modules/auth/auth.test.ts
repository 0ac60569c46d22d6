import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { accountLockKey } from './service.ts';

const login = (t: TestApp, email: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('should answer a token, the user and a message for a demo account', async () => {
    const res = await login(t, 'Admin@Folio.test', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: 'admin@folio.test', role: 'admin', is_active: true });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.message).toBe('Signed in successfully.');
  });

  it.each([
    ['admin@folio.test', 'admin'],
    ['publisher@folio.test', 'publisher'],
    ['author@folio.test', 'author'],
    ['user@folio.test', 'user'],
  ])('should sign in the demo account %s with the role %s', async (email, role) => {
    const res = await login(t, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(email);
    expect(body.user.role).toBe(role);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role });
  });

  it('should accept the email with surrounding spaces and in any case', async () => {
    const res = await login(t, '  PUBLISHER@folio.TEST ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('publisher@folio.test');
  });

  it('should answer a different token for each sign-in', async () => {
    const first = await t.login('author@folio.test');
    const second = await t.login('author@folio.test');
    expect(first).not.toBe(second);
  });

  it('should never show the password hash or the throttling columns of the user', async () => {
    const res = await login(t, 'user@folio.test', DEMO_PASSWORD);
    const keys = Object.keys(res.json().user).sort();
    expect(keys).toEqual(['address', 'bio', 'created_at', 'email', 'id', 'is_active', 'mobile', 'name', 'profile_picture', 'role']);
  });

  it('should fail with status 401 when the password is wrong', async () => {
    const res = await login(t, 'admin@folio.test', 'not-the-password');
    const body = expectError(res, 401, 'Invalid email or password.');
    expect(body.errors).toBeUndefined();
    expect(res.json()).not.toHaveProperty('token');
  });

  it('should fail with status 401 and the same answer when the email is unknown', async () => {
    const unknown = await login(t, 'nobody@folio.test', DEMO_PASSWORD);
    const wrong = await login(t, 'author@folio.test', 'not-the-password');
    expectError(unknown, 401, 'Invalid email or password.');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('should fail with status 403 when the account is inactive and the password is right', async () => {
    const reader = await registerUser(t);
    await updateUser(t.db, reader.email, { isActive: false });
    const res = await login(t, reader.email, reader.password);
    expectError(res, 403, 'Your account is inactive. Please contact an administrator.');
    expect(res.json()).not.toHaveProperty('token');
  });

  it('should fail with status 401 when the account is inactive and the password is wrong', async () => {
    // Whoever does not know the password must not learn that the account exists.
    const reader = await registerUser(t);
    await updateUser(t.db, reader.email, { isActive: false });
    expectError(await login(t, reader.email, 'not-the-password'), 401, 'Invalid email or password.');
  });

  it('should count a wrong password against the account and clear the count on success', async () => {
    const reader = await registerUser(t);
    await login(t, reader.email, 'not-the-password');
    expect((await t.app.counters.peek(accountLockKey(reader.email)))?.count).toBe(1);
    expect((await login(t, reader.email, reader.password)).statusCode).toBe(200);
    expect(await t.app.counters.peek(accountLockKey(reader.email))).toBeNull();
  });

  it('should fail with status 422 and field messages when the fields are missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    const body = expectError(res, 422, 'The given data was invalid.');
    expect(body.errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('should fail with status 422 when the email is not an email address', async () => {
    const body = expectError(await login(t, 'admin-at-folio', DEMO_PASSWORD), 422);
    expect(body.errors).toEqual({ email: ['Invalid email address'] });
  });

  it('should fail with status 422 when the password is not a string', async () => {
    const body = expectError(await login(t, 'admin@folio.test', 12345678), 422);
    expect(body.errors).toEqual({ password: ['Password is required'] });
  });
});
