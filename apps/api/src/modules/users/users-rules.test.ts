import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { userService } from './service.ts';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const LAST_ADMIN = 'At least one active admin must remain. Make another user an active admin first.';

/** Rules of the users screen beyond plain CRUD: ended sessions and the admins who must remain. */
describe('/api/admin/users rules', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    adminId = (await findUser(t.db, 'admin@folio.test'))!.id;
  });
  afterAll(async () => { await t.close(); });

  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) });
  const put = (id: string, payload: Record<string, unknown>, token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: t.bearer(token), payload });
  const formOf = (u: { name: string; email: string }) => ({ name: u.name, email: u.email, role: 'user', is_active: true, password: '' });
  const adminForm = { name: 'Amina Rahman', email: 'admin@folio.test', role: 'admin', is_active: true, password: '' };

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

  describe('own account and the last active admin', () => {
    it('should fail with status 409 when an admin deletes their own account', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${adminId}`, headers: t.bearer(admin) });
      expectError(res, 409, 'You cannot delete your own account.');
      expect(await findUser(t.db, 'admin@folio.test')).toBeDefined();
    });

    it('should let an admin step down when another active admin remains', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: t.bearer(admin),
        payload: { name: 'Second Admin', email: 'second.admin@example.com', password: 'second-secret', role: 'admin', is_active: true },
      });
      const second = await t.login('second.admin@example.com', 'second-secret');
      const res = await put(created.json().data.id as string, { name: 'Second Admin', email: 'second.admin@example.com', role: 'user', is_active: true, password: '' }, second);
      expect(res.json().data.role).toBe('user');
      expectError(await t.app.inject({ url: '/api/admin/users', headers: t.bearer(second) }), 403);
    });

    it('should answer 422 when the last active admin demotes or deactivates themself', async () => {
      // The seed's second admin leaves; the demo admin is now the only active one.
      const rafael = (await findUser(t.db, 'rafael.costa@example.com'))!;
      expect((await put(rafael.id, { name: rafael.name, email: rafael.email, role: 'admin', is_active: false, password: '' })).statusCode).toBe(200);

      expect(expectError(await put(adminId, { ...adminForm, role: 'author' }), 422, LAST_ADMIN).errors).toEqual({ role: [LAST_ADMIN] });
      expect(expectError(await put(adminId, { ...adminForm, is_active: false }), 422, LAST_ADMIN).errors).toEqual({ is_active: [LAST_ADMIN] });
      expect(expectError(await put(adminId, { ...adminForm, role: 'user', is_active: false }), 422, LAST_ADMIN).errors).toEqual({ is_active: [LAST_ADMIN] });
      expect(await findUser(t.db, 'admin@folio.test')).toMatchObject({ role: 'admin', isActive: true });
      expect((await me(admin)).statusCode).toBe(200);

      // Other changes of the last admin's own account still go through.
      expect((await put(adminId, { ...adminForm, name: 'Amina R.' })).json().data.name).toBe('Amina R.');
    });

    it('should fail with status 409 when anyone deletes the last active admin', async () => {
      await expect(userService(t.db).remove(adminId, randomUUID())).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN });
      expect(await findUser(t.db, 'admin@folio.test')).toBeDefined();
    });

    it('should let the last admin step down when they first make another user an active admin', async () => {
      const rafael = (await findUser(t.db, 'rafael.costa@example.com'))!;
      expect((await put(rafael.id, { name: rafael.name, email: rafael.email, role: 'admin', is_active: true, password: '' })).statusCode).toBe(200);
      const res = await put(adminId, { ...adminForm, role: 'publisher' });
      expect(res.json().data.role).toBe('publisher');
      const rafaelToken = await t.login('rafael.costa@example.com', DEMO_PASSWORD);
      expect((await t.app.inject({ url: '/api/admin/users', headers: t.bearer(rafaelToken) })).statusCode).toBe(200);
    });

    it('should keep one active admin when two admins demote each other at the same time', async () => {
      const rafael = (await findUser(t.db, 'rafael.costa@example.com'))!;
      const rafaelToken = await t.login('rafael.costa@example.com', DEMO_PASSWORD);
      const rafaelForm = { name: rafael.name, email: rafael.email, role: 'user', is_active: true, password: '' };
      const reader = await registerUser(t);
      expect((await put(reader.user.id, { ...formOf(reader), role: 'admin' }, rafaelToken)).statusCode).toBe(200);
      const readerToken = await t.login(reader.email, reader.password);

      const answers = await Promise.all([put(reader.user.id, formOf(reader), rafaelToken), put(rafael.id, rafaelForm, readerToken)]);
      // The loser is refused by the rule (422) or, when the winner committed before it signed in, by its lost role (403).
      const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
      expect(won!.statusCode).toBe(200);
      expect([403, 422]).toContain(lost!.statusCode);
      const admins = await t.app.inject({ url: '/api/admin/users?role=admin&status=active', headers: t.bearer(answers[0].statusCode === 200 ? rafaelToken : readerToken) });
      expect(admins.json().total).toBe(1);
    });
  });
});
