import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { uploadAs } from '../uploads/fixtures/files.ts';

describe('/api/profile', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('should answer and update the signed-in user\'s own profile, for every role', async () => {
    for (const role of ['admin', 'publisher', 'author', 'user']) {
      const token = await t.login(`${role}@folio.test`);
      const me = await t.app.inject({ url: '/api/profile', headers: t.bearer(token) });
      expect(me.json().data.email).toBe(`${role}@folio.test`);
      const res = await t.app.inject({
        method: 'PUT', url: '/api/profile', headers: t.bearer(token),
        payload: { name: `${role} renamed`, mobile: '+880 1700 000000', bio: 'Teacher', address: 'Dhaka', profile_picture: null },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Profile updated successfully!', data: { name: `${role} renamed`, mobile: '+880 1700 000000', role } });
      expect(res.json().token).toBeUndefined();
      // No password change: the session goes on.
      expect((await t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) })).statusCode).toBe(200);
    }
  });

  it('should answer 422 with the profile rules of spec §5', async () => {
    const token = await t.login('user@folio.test');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: t.bearer(token), payload });
    expect(expectError(await put({ name: '' }), 422).errors).toEqual({ name: ['Full name is required'] });
    expect(expectError(await put({ name: 'A', current_password: DEMO_PASSWORD }), 422).errors).toEqual({
      new_password: ['New password is required'],
      confirm_password: ['Confirm password is required'],
    });
    expect(expectError(await put({ name: 'A', current_password: DEMO_PASSWORD, new_password: '12345', confirm_password: '12345' }), 422).errors).toEqual({
      new_password: ['Password must be at least 6 characters'],
    });
    expect(expectError(await put({ name: 'A', current_password: DEMO_PASSWORD, new_password: '123456', confirm_password: '654321' }), 422).errors).toEqual({
      confirm_password: ['Passwords must match'],
    });
  });

  it('should fail with status 401 without a token', async () => {
    expectError(await t.app.inject({ url: '/api/profile' }), 401);
    expectError(await t.app.inject({ method: 'PUT', url: '/api/profile/password', payload: {} }), 401);
  });
});

describe('PUT /api/profile/password', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const change = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: t.bearer(token), payload });

  it('should answer 422 with the security rules of spec §5 (all Required, min 8, must match)', async () => {
    const token = await t.login('author@folio.test');
    expect(expectError(await change(token, {}), 422).errors).toEqual({
      current_password: ['Required'], new_password: ['Required'], confirm_password: ['Required'],
    });
    expect(expectError(await change(token, { current_password: 'x', new_password: '1234567', confirm_password: '1234567' }), 422).errors).toEqual({
      new_password: ['Password must be at least 8 characters'],
    });
    expect(expectError(await change(token, { current_password: 'x', new_password: '12345678', confirm_password: '87654321' }), 422).errors).toEqual({
      confirm_password: ['Passwords must match'],
    });
  });

  it('should refuse a wrong current password and keep the old one', async () => {
    const token = await t.login('author@folio.test');
    const res = await change(token, { current_password: 'wrong-password', new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' });
    expect(expectError(res, 422).errors).toEqual({ current_password: ['The current password is not correct'] });
    await t.login('author@folio.test'); // the old password still works
  });

  it('should change the password, end the other sessions and give this session a new token', async () => {
    const other = await t.login('publisher@folio.test');
    const token = await t.login('publisher@folio.test');
    const res = await change(token, { current_password: DEMO_PASSWORD, new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully!');
    const fresh = res.json().token as string;

    expectError(await t.app.inject({ url: '/api/auth/me', headers: t.bearer(other) }), 401);
    expectError(await t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) }), 401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: t.bearer(fresh) })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'publisher@folio.test', password: DEMO_PASSWORD } }), 401);
    await t.login('publisher@folio.test', 'brand-new-pass');
  });

  it("should answer the user's storage (bytes of their uploads) and quota, and no quota for an admin", async () => {
    const { token } = await registerUser(t);
    const storage = async (bearer: string) => (await t.app.inject({ url: '/api/profile', headers: t.bearer(bearer) })).json().data.storage;
    expect(await storage(token)).toEqual({ used_bytes: 0, quota_bytes: t.config.storageQuotaBytes });
    const sizes: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: i ? '#fff' : '#000' } }).png().toBuffer();
      sizes.push((await uploadAs(t, token, 'image', png, 'p.png', 'image/png')).json().data.size);
    }
    expect(await storage(token)).toEqual({ used_bytes: sizes[0]! + sizes[1]!, quota_bytes: t.config.storageQuotaBytes });
    expect((await storage(await t.login('admin@folio.test'))).quota_bytes).toBeNull();
  });
});

describe('POST /api/profile/password: the first password of an account made by a school sign-in', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const set = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/profile/password', headers: t.bearer(token), payload });
  const hasPassword = async (token: string) => (await t.app.inject({ url: '/api/profile', headers: t.bearer(token) })).json().data.has_password as boolean;

  it('should set a password without a current one, once, end the other sessions and let the owner sign in with it', async () => {
    const email = `lisa-${randomUUID().slice(0, 8)}@springfield.edu`;
    // As a school sign-in makes it: a random password nobody knows.
    const [row] = await t.db.insert(users).values({ name: 'Lisa', email, passwordHash: await hashPassword(randomUUID()), hasPassword: false, role: 'user' }).returning();
    const token = await t.app.issueToken(row!);
    const other = await t.app.issueToken(row!);
    expect(await hasPassword(token)).toBe(false);
    expect(expectError(await set(token, { new_password: 'short', confirm_password: 'short' }), 422).errors).toEqual({ new_password: ['Password must be at least 8 characters'] });
    expect(expectError(await set(token, { new_password: 'saxophone-1', confirm_password: 'saxophone-2' }), 422).errors).toEqual({ confirm_password: ['Passwords must match'] });

    const res = await set(token, { new_password: 'saxophone-1', confirm_password: 'saxophone-1' });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().token as string;
    expectError(await t.app.inject({ url: '/api/auth/me', headers: t.bearer(other) }), 401);
    expect(await hasPassword(fresh)).toBe(true);
    await t.login(email, 'saxophone-1');
    // From now on it is changed with the current one.
    expectError(await set(fresh, { new_password: 'saxophone-3', confirm_password: 'saxophone-3' }), 409, MESSAGES.passwordAlreadySet);
    await t.login(email, 'saxophone-1');
  });

  it('should refuse an account that has a password, and a visitor', async () => {
    const reader = await registerUser(t);
    expect(await hasPassword(reader.token)).toBe(true);
    expectError(await set(reader.token, { new_password: 'taken-over-1', confirm_password: 'taken-over-1' }), 409, MESSAGES.passwordAlreadySet);
    await t.login(reader.email, reader.password);
    expectError(await t.app.inject({ method: 'POST', url: '/api/profile/password', payload: { new_password: 'taken-over-1', confirm_password: 'taken-over-1' } }), 401);
  });
});
