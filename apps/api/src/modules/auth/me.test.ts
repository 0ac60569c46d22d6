import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOKEN_TTL_SECONDS } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT, nowSeconds, registerUser, signToken, updateUser } from '../../../test/helpers.ts';

const EXPIRED = 'Your session has expired. Please sign in again.';
const INVALID = 'Your sign-in token is not valid. Please sign in again.';
const ENDED = 'Your session has ended. Please sign in again.';
const SIGN_IN = 'Please sign in to continue.';

describe('GET /api/auth/me', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('should answer 200 with the signed-in user in data', async () => {
    const res = await me(t.bearer(await t.login('publisher@folio.test')));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toMatchObject({ email: 'publisher@folio.test', role: 'publisher', name: 'Northwind Press', is_active: true });
    expect(body.data).not.toHaveProperty('password_hash');
    expect(body.data).not.toHaveProperty('token_version');
  });

  it('should accept the scheme name in any case', async () => {
    const token = await t.login('user@folio.test');
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('should fail with status 401 when there is no Authorization header', async () => {
    expectError(await me(), 401, SIGN_IN);
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['no token after Bearer', 'Bearer '],
    ['two tokens', 'Bearer abc def'],
  ])('should fail with status 401 when the header is malformed (%s)', async (_case, header) => {
    expectError(await me({ authorization: header }), 401, SIGN_IN);
  });

  it('should fail with status 401 when the token is garbage', async () => {
    expectError(await me({ authorization: 'Bearer not.a.jwt' }), 401, INVALID);
    expectError(await me({ authorization: 'Bearer garbage' }), 401, INVALID);
  });

  it('should accept a token signed by the test helper with the test secret (control)', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() + 600 });
    expect((await me(t.bearer(token))).statusCode).toBe(200);
  });

  it('should fail with status 401 when the token is signed with another secret', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() + 600, secret: 'another-secret-of-sufficient-length-9876543210' });
    expectError(await me(t.bearer(token)), 401, INVALID);
  });

  it('should fail with status 401 when the token uses another algorithm', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() + 600, alg: 'HS512' });
    expectError(await me(t.bearer(token)), 401, INVALID);
  });

  it('should fail with status 401 when the token was tampered with', async () => {
    const [header, payload, signature] = (await t.login('author@folio.test')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expectError(await me(t.bearer(`${header}.${forged}.${signature}`)), 401, INVALID);
  });

  it('should fail with status 401 when the token has no expiry', async () => {
    // A token without `exp` would be a sign-in for ever: a leaked one could never run out.
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: null });
    expectError(await me(t.bearer(token)), 401, INVALID);
  });

  it('should fail with status 401 when the token was signed to last longer than any session Folio gives', async () => {
    // Signed with the real secret (a leak, or a forgery by someone who holds it), it would be a sign-in for a century.
    const user = await findUser(t.db, 'author@folio.test');
    const century = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() + 100 * 365 * 86_400 });
    expectError(await me(t.bearer(century)), 401, INVALID);
    const longest = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() + TOKEN_TTL_SECONDS });
    expect((await me(t.bearer(longest))).statusCode).toBe(200);
    const dayTooLong = await signToken({ sub: user!.id, tv: user!.tokenVersion, iat: nowSeconds() - 3_600, exp: nowSeconds() - 3_600 + TOKEN_TTL_SECONDS + 86_400 });
    expectError(await me(t.bearer(dayTooLong)), 401, INVALID);
  });

  it('should fail with status 401 when the token has no issue time, or one in the future', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const undated = await signToken({ sub: user!.id, tv: user!.tokenVersion, iat: null, exp: nowSeconds() + 600 });
    expectError(await me(t.bearer(undated)), 401, INVALID);
    const future = await signToken({ sub: user!.id, tv: user!.tokenVersion, iat: nowSeconds() + 3_600, exp: nowSeconds() + 7_200 });
    expectError(await me(t.bearer(future)), 401, INVALID);
  });

  it('should fail with status 401 when the token is expired', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion, exp: nowSeconds() - 60 });
    expectError(await me(t.bearer(token)), 401, EXPIRED);
  });

  it('should fail with status 401 when the token lacks the token version claim', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, exp: nowSeconds() + 600 });
    expectError(await me(t.bearer(token)), 401, INVALID);
  });

  it('should fail with status 401 when the token version is not the current one', async () => {
    const user = await findUser(t.db, 'author@folio.test');
    const token = await signToken({ sub: user!.id, tv: user!.tokenVersion + 1, exp: nowSeconds() + 600 });
    expectError(await me(t.bearer(token)), 401, ENDED);
  });

  it('should fail with status 401 when the token names a user that does not exist', async () => {
    const token = await signToken({ sub: '00000000-0000-4000-8000-000000000000', tv: 0, exp: nowSeconds() + 600 });
    expectError(await me(t.bearer(token)), 401, ENDED);
  });

  it('should fail with status 401 when the user was deleted after signing in', async () => {
    const reader = await registerUser(t);
    expect((await me(t.bearer(reader.token))).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, reader.user.id));
    expectError(await me(t.bearer(reader.token)), 401, ENDED);
  });

  it('should fail with status 401 when the user was made inactive after signing in', async () => {
    const reader = await registerUser(t);
    expect((await me(t.bearer(reader.token))).statusCode).toBe(200);
    await updateUser(t.db, reader.email, { isActive: false });
    expectError(await me(t.bearer(reader.token)), 401, ENDED);
  });

  it('should show the current row of the user, not the one at sign-in', async () => {
    const reader = await registerUser(t);
    await updateUser(t.db, reader.email, { name: 'Renamed Reader', bio: 'Reads a lot.' });
    const res = await me(t.bearer(reader.token));
    expect(res.json().data).toMatchObject({ id: reader.user.id, name: 'Renamed Reader', bio: 'Reads a lot.' });
  });
});
