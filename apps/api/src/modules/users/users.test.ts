import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertUser } from './fixtures/users.ts';

const SAFE_FIELDS = ['address', 'bio', 'created_at', 'email', 'id', 'is_active', 'mobile', 'name', 'profile_picture', 'role'];
const valid = { name: 'Noor Aziz', email: 'Noor.Aziz@Example.com', password: 'noor-secret', role: 'author', is_active: true, profile_picture: '/uploads/image/2026-11/noor.webp' };

describe('/api/admin/users', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const post = (payload: Record<string, unknown>, token = admin) => t.app.inject({ method: 'POST', url: '/api/admin/users', headers: t.bearer(token), payload });
  const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: t.bearer(admin), payload });
  const list = (query: string) => t.app.inject({ url: `/api/admin/users?${query}`, headers: t.bearer(admin) });
  const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((u) => u.name).sort();

  it('should list the accounts over two pages of ten with safe fields only when an admin asks', async () => {
    // The 4 role accounts of the base and 12 more.
    for (let i = 0; i < 12; i += 1) await insertUser(t);
    const page1 = await list('per_page=10');
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10 });
    expect(page1.json().total).toBeGreaterThanOrEqual(16);
    expect(page1.json().last_page).toBe(Math.ceil(page1.json().total / 10));
    expect(page1.json().data).toHaveLength(10);
    for (const user of page1.json().data) expect(Object.keys(user).sort()).toEqual(SAFE_FIELDS);
    expect(page1.body).not.toMatch(/password|argon2|token_version/i);
    const page2 = await list('per_page=10&page=2');
    expect(page2.json().data.length).toBeGreaterThan(0);
  });

  it('should create a user who can then sign in when the email is typed in mixed case', async () => {
    const created = await post(valid);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('User created successfully.');
    expect(created.json().data).toMatchObject({ name: 'Noor Aziz', email: 'noor.aziz@example.com', role: 'author', is_active: true, profile_picture: valid.profile_picture });
    expect(Object.keys(created.json().data).sort()).toEqual(SAFE_FIELDS);
    expect((await findUser(t.db, 'noor.aziz@example.com'))?.passwordHash).toMatch(/^\$argon2id\$/);
    await t.login('noor.aziz@example.com', 'noor-secret');
  });

  it('should read, update and delete a user when an admin asks', async () => {
    const id = (await post({ ...valid, email: 'crud@example.com', profile_picture: undefined })).json().data.id as string;
    const read = await t.app.inject({ url: `/api/admin/users/${id}`, headers: t.bearer(admin) });
    expect(read.json().data).toMatchObject({ id, email: 'crud@example.com', profile_picture: null });
    expect(Object.keys(read.json().data).sort()).toEqual(SAFE_FIELDS);

    const updated = await put(id, { name: 'Noor A.', email: 'crud2@example.com', role: 'publisher', is_active: true, password: '', profile_picture: '/uploads/image/x.webp' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'User updated successfully.', data: { name: 'Noor A.', email: 'crud2@example.com', role: 'publisher', profile_picture: '/uploads/image/x.webp' } });
    // The blank password kept the old one.
    await t.login('crud2@example.com', 'noor-secret');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('User deleted successfully.');
    expectError(await t.app.inject({ url: `/api/admin/users/${id}`, headers: t.bearer(admin) }), 404, 'User not found.');
  });

  it('should answer 422 with the field messages of spec §5 when the form is empty', async () => {
    const body = expectError(await post({ name: '', email: '', password: '', role: '' }), 422);
    expect(body.errors).toEqual({ name: ['Name is required'], email: ['Email is required'], password: ['Password is required'], role: ['Role is required'] });
  });

  it('should answer 422 when the email is malformed, the password short or the role unknown', async () => {
    const body = expectError(await post({ ...valid, email: 'not-an-email', password: '12345', role: 'owner' }), 422);
    expect(body.errors).toEqual({ email: ['Invalid email address'], password: ['Password must be at least 6 characters'], role: ['Role is required'] });
  });

  it('should answer 422 when an update sets a password shorter than 6 characters', async () => {
    const id = (await post({ ...valid, email: 'short@example.com' })).json().data.id as string;
    expect(expectError(await put(id, { ...valid, email: 'short@example.com', password: '123' }), 422).errors).toEqual({ password: ['Password must be at least 6 characters'] });
  });

  it('should answer 422 on the email when it is already registered in any letter case', async () => {
    expect(expectError(await post({ ...valid, email: 'ADMIN@Folio.Test' }), 422).errors).toEqual({ email: ['This email is already registered'] });
    const id = (await post({ ...valid, email: 'unique@example.com' })).json().data.id as string;
    expect(expectError(await put(id, { ...valid, email: 'User@folio.test' }), 422).errors).toEqual({ email: ['This email is already registered'] });
  });

  it('should search by name or email when a search term is given', async () => {
    await insertUser(t, { name: 'Nusrat Jahan' });
    await insertUser(t, { name: 'Harbor Lane Press', email: 'contact.harborlane@example.com', role: 'publisher' });
    expect(names(await list('search=nusrat'))).toEqual(['Nusrat Jahan']);
    expect(names(await list('search=HARBORLANE@'))).toEqual(['Harbor Lane Press']);
    expect((await list('search=%25')).json().total).toBe(0);
  });

  it('should map the status filter to is_active and filter by role when asked', async () => {
    // Beside the role accounts (the admin Amina Rahman, the publisher Northwind Press): another admin, two more publishers, an inactive reader.
    await insertUser(t, { name: 'Rafael Costa', role: 'admin' });
    await insertUser(t, { name: 'Brightleaf Books', role: 'publisher' });
    await insertUser(t, { name: 'Harbor Lane Press', role: 'publisher' });
    await insertUser(t, { name: 'Olivia Grant', isActive: false });
    const inactive = await list('status=inactive');
    expect(inactive.json().data.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    expect(names(inactive)).toContain('Olivia Grant');
    const active = await list('status=active&per_page=100');
    expect(active.json().data.every((u: { is_active: boolean }) => u.is_active)).toBe(true);
    expect(names(active)).not.toContain('Olivia Grant');
    const publishers = await list('role=publisher&per_page=100');
    expect(publishers.json().data.every((u: { role: string }) => u.role === 'publisher')).toBe(true);
    expect(names(publishers)).toEqual(expect.arrayContaining(['Brightleaf Books', 'Harbor Lane Press', 'Northwind Press']));
    const activeAdmins = await list('role=admin&status=active');
    expect(names(activeAdmins)).toEqual(['Amina Rahman', 'Rafael Costa']);
    expect(names(await list('role=user&search=press'))).toEqual([]);
    expect(expectError(await list('role=owner'), 422).errors).toHaveProperty('role');
  });

  it.each(['publisher', 'author', 'user'])('should fail with status 403 when a %s calls any user route', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const id = (await findUser(t.db, `${role}@folio.test`))!.id;
    expectError(await t.app.inject({ url: '/api/admin/users', headers: t.bearer(token) }), 403);
    expectError(await t.app.inject({ url: `/api/admin/users/${id}`, headers: t.bearer(token) }), 403);
    expectError(await post({ ...valid, email: `${role}-made@example.com`, role: 'admin' }, token), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: t.bearer(token), payload: { ...valid, role: 'admin' } }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: t.bearer(token) }), 403);
    expect((await findUser(t.db, `${role}@folio.test`))?.role).toBe(role);
  });

  it('should fail with status 401 when no token is sent', async () => {
    expectError(await t.app.inject({ url: '/api/admin/users' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/users', payload: valid }), 401);
  });

  it('should fail with status 404 when the id is unknown', async () => {
    const url = '/api/admin/users/00000000-0000-4000-8000-000000000000';
    expectError(await t.app.inject({ url, headers: t.bearer(admin) }), 404, 'User not found.');
    expectError(await put('00000000-0000-4000-8000-000000000000', { ...valid, email: 'ghost@example.com' }), 404, 'User not found.');
    expectError(await t.app.inject({ method: 'DELETE', url, headers: t.bearer(admin) }), 404, 'User not found.');
  });

  it('should sign in a user with the demo password unless the account is inactive', async () => {
    await insertUser(t, { email: 'rafael.costa@example.com' });
    await insertUser(t, { email: 'olivia.grant@example.com', isActive: false });
    await t.login('rafael.costa@example.com', DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'olivia.grant@example.com', password: DEMO_PASSWORD } });
    expectError(res, 403);
  });
});
