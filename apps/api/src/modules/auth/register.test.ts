import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';

const USER_KEYS = ['address', 'bio', 'created_at', 'email', 'id', 'is_active', 'mobile', 'name', 'profile_picture', 'role'];

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  it('should answer 201 with a token, the new user (role user) and a message', async () => {
    const res = await register({ accept_terms: true, birth_year: 1990, name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'token', 'user']);
    expect(body.message).toBe('Your account has been created.');
    expect(body.token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', is_active: true, bio: null });
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.user.created_at))).toBe(false);
  });

  it('should answer a token that works on GET /api/auth/me', async () => {
    const res = await register({ accept_terms: true, birth_year: 1990, name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler' });
    const { token, user } = res.json();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: user });
  });

  it('should let the new account sign in with its password', async () => {
    await register({ accept_terms: true, birth_year: 1990, name: 'Alan Turing', email: 'alan@example.com', password: 'enigma' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'alan@example.com', password: 'enigma' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
  });

  it('should store the email trimmed and lower-cased and the name trimmed', async () => {
    const res = await register({ accept_terms: true, birth_year: 1990, name: '  Mixed Case  ', email: '  Mixed.Case@Example.COM ', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Mixed Case', email: 'mixed.case@example.com' });
  });

  it('should ignore a role in the body and always create a plain user', async () => {
    const res = await register({ accept_terms: true, birth_year: 1990, name: 'Sneaky', email: 'sneaky@example.com', password: 'secret1', role: 'admin', is_active: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'user', is_active: true });
  });

  it('should accept a password of exactly 6 characters', async () => {
    expect((await register({ accept_terms: true, birth_year: 1990, name: 'Six', email: 'six@example.com', password: '123456' })).statusCode).toBe(201);
  });

  it('should fail with status 422 when the email is already registered, in any case', async () => {
    const res = await register({ accept_terms: true, birth_year: 1990, name: 'Copy Cat', email: 'ADMIN@Folio.Test', password: 'secret1' });
    const body = expectError(res, 422, 'The given data was invalid.');
    expect(body.errors).toEqual({ email: ['This email is already registered'] });
  });

  it('should fail with status 422 when a new account registers twice and keep one row', async () => {
    const payload = { accept_terms: true, birth_year: 1990, name: 'Twice', email: 'twice@example.com', password: 'secret1' };
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, email: 'Twice@Example.com' });
    expect(expectError(again, 422).errors).toEqual({ email: ['This email is already registered'] });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'twice@example.com'));
    expect(row?.n).toBe(1);
  });

  it('should fail with status 422 and a message per field when every field is missing', async () => {
    const body = expectError(await register({}), 422, 'The given data was invalid.');
    expect(body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      accept_terms: ['Please accept the terms of service and the privacy policy'],
      birth_year: ['Enter your year of birth.'],
    });
  });

  it('should fail with status 422 when the fields have the wrong types', async () => {
    const body = expectError(await register({ name: 42, email: ['a@b.co'], password: 123456, accept_terms: 'yes' }), 422);
    expect(body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      accept_terms: ['Please accept the terms of service and the privacy policy'],
      birth_year: ['Enter your year of birth.'],
    });
  });

  it('should fail with status 422 and create no account when the terms are not accepted', async () => {
    const body = expectError(await register({ accept_terms: false, birth_year: 1990, name: 'Hasty', email: 'hasty@example.com', password: 'secret1' }), 422);
    expect(body.errors).toEqual({ accept_terms: ['Please accept the terms of service and the privacy policy'] });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'hasty@example.com'));
    expect(row?.n).toBe(0);
  });

  it('should fail with status 422 when the name is blank, the email malformed and the password short', async () => {
    const body = expectError(await register({ accept_terms: true, birth_year: 1990, name: '   ', email: 'not-an-email', password: '12345' }), 422);
    expect(body.errors).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('should fail with status 422 when the email is an empty string', async () => {
    const body = expectError(await register({ accept_terms: true, birth_year: 1990, name: 'Empty', email: '', password: 'secret1' }), 422);
    expect(body.errors).toEqual({ email: ['Email is required'] });
  });

  it('should fail with status 422 and only the bad field when one field is wrong', async () => {
    const body = expectError(await register({ accept_terms: true, birth_year: 1990, name: 'Short', email: 'short@example.com', password: 'abc' }), 422);
    expect(body.errors).toEqual({ password: ['Password must be at least 6 characters'] });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'short@example.com'));
    expect(row?.n).toBe(0);
  });

  it('should fail with status 422 when the name is longer than 120 characters', async () => {
    const body = expectError(await register({ accept_terms: true, birth_year: 1990, name: 'n'.repeat(121), email: 'long@example.com', password: 'secret1' }), 422);
    expect(body.errors).toEqual({ name: ['Too long'] });
  });
});
