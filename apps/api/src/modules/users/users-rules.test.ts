import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Rules of the users screen beyond plain CRUD: ended sessions (the admins who must remain: users-lockout.test.ts). */
describe('/api/admin/users rules', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) });
  const put = (id: string, payload: Record<string, unknown>, token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: t.bearer(token), payload });
  const formOf = (u: { name: string; email: string }) => ({ name: u.name, email: u.email, role: 'user', is_active: true, password: '' });

  describe('sessions', () => {
    it('should end the sessions of a user when an admin deactivates them, so that the old token gets 401', async () => {
      const reader = await registerUser(t);
      expect((await me(reader.token)).statusCode).toBe(200);
      expect((await put(reader.user.id, { ...formOf(reader), is_active: false })).statusCode).toBe(200);
      expectError(await me(reader.token), 401, SESSION_ENDED);
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reader.email, password: reader.password } }), 403);
    });

    it('should end the sessions of a user when an admin changes their password', async () => {
      const reader = await registerUser(t);
      expect((await put(reader.user.id, { ...formOf(reader), password: 'brand-new-secret' })).statusCode).toBe(200);
      expectError(await me(reader.token), 401, SESSION_ENDED);
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reader.email, password: reader.password } }), 401);
      const fresh = await t.login(reader.email, 'brand-new-secret');
      expect((await me(fresh)).statusCode).toBe(200);
    });

    it('should keep the sessions and the password when the password is left blank and the user stays active', async () => {
      const reader = await registerUser(t);
      expect((await put(reader.user.id, { ...formOf(reader), name: 'Renamed Reader' })).statusCode).toBe(200);
      expect((await me(reader.token)).json().data.name).toBe('Renamed Reader');
      await t.login(reader.email, reader.password);
    });
  });
});
