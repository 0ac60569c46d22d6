import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublisherUpdateSchema, USER_ADMIN_MESSAGES, UserUpdateSchema } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { publisherService } from '../publishers/service.ts';
import { userService } from './service.ts';

const { ownDelete, ownDeactivate, ownDemote, lastAdmin } = USER_ADMIN_MESSAGES;

/** An admin account of its own for one test: its id, a signed-in token and its form as the users screen sends it. */
async function newAdmin(t: TestApp) {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const user = await userService(t.db).create({ name: `Admin ${email.slice(6, 14)}`, email, password: 'admin-secret', role: 'admin', is_active: true, profile_picture: null });
  const form = { name: user.name, email, role: 'admin', is_active: true, password: '' };
  return { id: user.id, email, form, token: await t.login(email, 'admin-secret') };
}
type Admin = Awaited<ReturnType<typeof newAdmin>>;
/** Whoever signs a request. */
type Signed = { token: string };

function api(t: TestApp) {
  return {
    put: (by: Signed, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: t.bearer(by.token), payload }),
    del: (by: Signed, id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: t.bearer(by.token) }),
    me: (by: Signed) => t.app.inject({ url: '/api/auth/me', headers: t.bearer(by.token) }),
  };
}

/** The users screen never leaves Folio without a way in: an admin's own account, and the last active admin. */
describe('/api/admin/users: admins cannot lock Folio out', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it.each([
    ['deactivates', { is_active: false }, 'is_active', ownDeactivate],
    ['demotes', { role: 'author' }, 'role', ownDemote],
    ['demotes and deactivates', { role: 'user', is_active: false }, 'is_active', ownDeactivate],
  ])('should answer 422 and keep them signed in when an admin %s their own account while other admins remain', async (_, change, field, message) => {
    const admin = await newAdmin(t);
    const { put, me } = api(t);
    expect(expectError(await put(admin, admin.id, { ...admin.form, ...change }), 422, message).errors).toEqual({ [field]: [message] });
    expect(await findUser(t.db, admin.email)).toMatchObject({ role: 'admin', isActive: true });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('should answer 409 when an admin deletes their own account', async () => {
    const admin = await newAdmin(t);
    expectError(await api(t).del(admin, admin.id), 409, ownDelete);
    expect(await findUser(t.db, admin.email)).toBeDefined();
  });

  it('should save the other fields of an admin\'s own account', async () => {
    const admin = await newAdmin(t);
    const res = await api(t).put(admin, admin.id, { ...admin.form, name: 'Renamed Admin', password: 'a-new-secret' });
    expect(res.json().data).toMatchObject({ name: 'Renamed Admin', role: 'admin', is_active: true });
  });

  it('should let an admin demote, deactivate and delete other admins while an active admin remains', async () => {
    const [actor, a, b, c] = [await newAdmin(t), await newAdmin(t), await newAdmin(t), await newAdmin(t)];
    const { put, del } = api(t);
    expect((await put(actor, a.id, { ...a.form, role: 'publisher' })).json().data.role).toBe('publisher');
    expect((await put(actor, b.id, { ...b.form, is_active: false })).json().data.is_active).toBe(false);
    expect((await del(actor, c.id)).statusCode).toBe(200);
    // The demoted admin has lost the admin area, not their account.
    expectError(await t.app.inject({ url: '/api/admin/users', headers: t.bearer(a.token) }), 403);
  });

  it('should refuse to take away the last active admin, whoever asks (422 on the field, 409 for a delete)', async () => {
    const last = await newAdmin(t);
    await t.db.update(users).set({ isActive: false }).where(and(eq(users.role, 'admin'), notInArray(users.id, [last.id])));
    const service = userService(t.db);
    const someoneElse = { id: randomUUID(), role: 'admin' as const, publisherId: null };
    const form = (change: object) => UserUpdateSchema.parse({ ...last.form, ...change });
    await expect(service.update(last.id, form({ role: 'author' }), someoneElse)).rejects.toMatchObject({ statusCode: 422, message: lastAdmin, errors: { role: [lastAdmin] } });
    await expect(service.update(last.id, form({ is_active: false }), someoneElse)).rejects.toMatchObject({ statusCode: 422, errors: { is_active: [lastAdmin] } });
    await expect(service.remove(last.id, someoneElse)).rejects.toMatchObject({ statusCode: 409, message: lastAdmin });
    expect(await findUser(t.db, last.email)).toMatchObject({ role: 'admin', isActive: true });
  });
});

/**
 * A publisher's sign-in account follows the publisher form (active with the publisher, deleted with it). Made an
 * admin on the users screen, it keeps the users screen's rules there too.
 */
describe('/api/admin/publishers: no way around the admin rules', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  /** A publisher whose sign-in account an admin has made an admin too, signed in. */
  async function publisherRunByAnAdmin() {
    const maker = await newAdmin(t);
    const loginEmail = `press-${randomUUID().slice(0, 8)}@example.com`;
    const form = { name: 'Lockout Press', email: 'contact@lockout-press.example.com', status: 'active', login_email: loginEmail, password: 'press-password', confirm_password: 'press-password' };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/publishers', headers: t.bearer(maker.token), payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const publisher = created.json().data as { id: string; user_id: string };
    const promoted = await api(t).put(maker, publisher.user_id, { name: form.name, email: loginEmail, role: 'admin', is_active: true, password: '' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const owner = { id: publisher.user_id, email: loginEmail, token: await t.login(loginEmail, 'press-password') };
    return { publisher, form: { ...form, password: '', confirm_password: '' }, owner };
  }
  const put = (by: Signed, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/publishers/${id}`, headers: t.bearer(by.token), payload });
  const del = (by: Signed, id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/publishers/${id}`, headers: t.bearer(by.token) });

  it('should answer 422 on the status when an admin turns inactive the publisher that signs them in', async () => {
    const { publisher, form, owner } = await publisherRunByAnAdmin();
    expect(expectError(await put(owner, publisher.id, { ...form, status: 'inactive' }), 422, ownDeactivate).errors).toEqual({ status: [ownDeactivate] });
    expect(await findUser(t.db, owner.email)).toMatchObject({ role: 'admin', isActive: true });
  });

  it('should answer 409 when an admin deletes the publisher that signs them in', async () => {
    const { publisher, owner } = await publisherRunByAnAdmin();
    expectError(await del(owner, publisher.id), 409, ownDelete);
    expect(await findUser(t.db, owner.email)).toBeDefined();
    expect((await t.app.inject({ url: `/api/admin/publishers/${publisher.id}`, headers: t.bearer(owner.token) })).statusCode).toBe(200);
  });

  it('should refuse to turn inactive or delete the publisher whose account is the last active admin', async () => {
    const { publisher, form, owner } = await publisherRunByAnAdmin();
    await t.db.update(users).set({ isActive: false }).where(and(eq(users.role, 'admin'), notInArray(users.id, [owner.id])));
    const someoneElse = { id: randomUUID(), role: 'admin' as const, publisherId: null };
    const service = publisherService(t.db);
    await expect(service.update(publisher.id, PublisherUpdateSchema.parse({ ...form, status: 'inactive' }), someoneElse)).rejects.toMatchObject({ statusCode: 422, errors: { status: [lastAdmin] } });
    await expect(service.remove(publisher.id, 'unlink', someoneElse)).rejects.toMatchObject({ statusCode: 409, message: lastAdmin });
    expect(await findUser(t.db, owner.email)).toMatchObject({ role: 'admin', isActive: true });
  });

  it('should still let another admin turn the publisher inactive and delete it while an active admin remains', async () => {
    const { publisher, form, owner } = await publisherRunByAnAdmin();
    const other = await newAdmin(t);
    expect((await put(other, publisher.id, { ...form, status: 'inactive' })).statusCode).toBe(200);
    expect(await findUser(t.db, owner.email)).toMatchObject({ isActive: false });
    expect((await del(other, publisher.id)).statusCode).toBe(200);
    expect(await findUser(t.db, owner.email)).toBeUndefined();
  });
});

/**
 * Two admins who each take the other away at the same moment: whatever the order, one active admin remains.
 * Each case starts with exactly these two active admins. On PostgreSQL (FOLIO_TEST_DB=postgres) the two
 * requests run on two connections at once; PGlite runs them one after the other.
 */
describe('/api/admin/users: two admins racing', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const activeAdmins = async () => (await t.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.isActive, true)))).map((u) => u.id);
  const demote = (by: Admin, other: Admin) => api(t).put(by, other.id, { ...other.form, role: 'user' });
  const deactivate = (by: Admin, other: Admin) => api(t).put(by, other.id, { ...other.form, is_active: false });
  const remove = (by: Admin, other: Admin) => api(t).del(by, other.id);

  it.each([
    ['each demotes the other', demote, demote],
    ['each deactivates the other', deactivate, deactivate],
    ['each deletes the other', remove, remove],
    ['one demotes the other, who deletes them', demote, remove],
  ])('should keep exactly one active admin when the last two act at once: %s', async (_, first, second) => {
    for (let round = 0; round < 5; round += 1) {
      const [x, y] = [await newAdmin(t), await newAdmin(t)];
      await t.db.update(users).set({ isActive: false }).where(and(eq(users.role, 'admin'), notInArray(users.id, [x.id, y.id])));
      const answers = await Promise.all([first(x, y), second(y, x)]);
      // The loser is refused by the rule (409/422) or, when the winner committed first, by its lost role (403)
      // or its ended session (401).
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 403, 409, 422]).toContain(codes[1]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
