import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publishers, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertPublisher } from './fixtures/publishers.ts';

const URL = '/api/admin/publishers';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let n = 0;
const valid = (patch: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `Test Press ${n}`,
    email: `contact-${n}@testpress.example.com`,
    mobile: '+880 1700 000000',
    nid: '1990123456789',
    nid_image: null,
    present_address: '1 Lake Road, Dhaka',
    trade_license_number: 'TRAD/001',
    logo: '/uploads/image/2026-11/logo.webp',
    office_email: `Office-${n}@TestPress.example.com`,
    status: 'active',
    login_email: `Login-${n}@TestPress.example.com`,
    password: 'publisher-password',
    confirm_password: 'publisher-password',
    ...patch,
  };
};

describe('/api/admin/publishers', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, headers: t.bearer(admin), payload: payload as object });
  const put = (id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload: payload as object });
  const del = (id: string, query = '') => t.app.inject({ method: 'DELETE', url: `${URL}/${id}${query}`, headers: t.bearer(admin) });
  const get = (url: string) => t.app.inject({ url, headers: t.bearer(admin) });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) });
  const create = async (patch: Record<string, unknown> = {}) => {
    const payload = valid(patch);
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    return { payload, publisher: res.json().data as { id: string; user_id: string; login_email: string; name: string } };
  };

  it('should list the publishers over two pages of ten (before any other test adds rows)', async () => {
    for (let i = 0; i < 12; i += 1) await insertPublisher(t);
    const page2 = await get(`${URL}?per_page=10&page=2`);
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
  });

  it('should create, read, list, update and delete a publisher when an admin asks', async () => {
    const { payload, publisher } = await create({ name: 'Quasar Quills' });
    expect(publisher).toMatchObject({
      name: 'Quasar Quills',
      email: payload.email,
      office_email: payload.office_email.toLowerCase(),
      login_email: payload.login_email.toLowerCase(),
      nid_image: payload.nid_image,
      proprietor_photo: null,
      status: 'active',
      user_id: expect.any(String),
    });
    expect(publisher).not.toHaveProperty('password');
    expect(publisher).not.toHaveProperty('confirm_password');

    expect((await get(`${URL}/${publisher.id}`)).json().data).toEqual(publisher);
    const searched = await get(`${URL}?search=quasar`);
    expect(searched.json()).toMatchObject({ total: 1, data: [{ id: publisher.id, login_email: publisher.login_email }] });

    const updated = await put(publisher.id, { ...payload, name: 'Quasar Quills Ltd', mobile: '', password: '', confirm_password: '' });
    expect(updated.json()).toMatchObject({ message: 'Publisher updated successfully.', data: { name: 'Quasar Quills Ltd', mobile: null } });

    const deleted = await del(publisher.id);
    expect(deleted.json().message).toBe('Publisher deleted successfully.');
    expectError(await get(`${URL}/${publisher.id}`), 404, 'Publisher not found.');
  });

  it('should create the sign-in account, with which the publisher signs in, when a publisher is created', async () => {
    const { payload, publisher } = await create({ name: 'Sign-in Press' });
    const account = await findUser(t.db, payload.login_email.toLowerCase());
    expect(account).toMatchObject({ id: publisher.user_id, role: 'publisher', name: 'Sign-in Press', isActive: true });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    const res = await signIn(payload.login_email, payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'publisher', email: payload.login_email.toLowerCase(), name: 'Sign-in Press' });
  });

  it('should answer 422 with the message of each field when the form is empty', async () => {
    const body = expectError(await post({}), 422);
    expect(body.errors).toEqual({
      name: ['Publisher name is required'],
      email: ['Invalid email format'],
      status: ['Status is required'],
      login_email: ['Invalid email format'],
      password: ['Password is required'],
      confirm_password: ['Confirm password is required'],
    });
  });

  it('should answer 422 when the e-mails are malformed, the password short or the passwords differ', async () => {
    const bad = expectError(await post(valid({ email: 'nope', office_email: 'also nope', login_email: 'x@', password: 'short', confirm_password: 'short' })), 422);
    expect(bad.errors).toEqual({
      email: ['Invalid email format'],
      office_email: ['Invalid email format'],
      login_email: ['Invalid email format'],
      password: ['Password must be at least 8 characters'],
    });
    const mismatch = expectError(await post(valid({ name: '', confirm_password: 'something-else' })), 422);
    expect(mismatch.errors).toEqual({ name: ['Publisher name is required'], confirm_password: ['Passwords do not match'] });
  });

  it('should answer 422 on login_email and create nothing when the login email is taken', async () => {
    const before = (await get(URL)).json().total as number;
    const taken = expectError(await post(valid({ login_email: 'ADMIN@folio.test' })), 422);
    expect(taken.errors).toEqual({ login_email: ['This email is already registered'] });
    expect((await get(URL)).json().total).toBe(before);

    const { publisher } = await create();
    const onEdit = expectError(await put(publisher.id, valid({ login_email: 'user@folio.test', password: '', confirm_password: '' })), 422);
    expect(onEdit.errors).toEqual({ login_email: ['This email is already registered'] });
  });

  it('should move the sign-in to a new login email and keep its password and sessions when edited without a password', async () => {
    const { payload, publisher } = await create();
    const token = await t.login(payload.login_email, payload.password);
    const moved = await put(publisher.id, { ...payload, login_email: 'moved@testpress.example.com', password: '', confirm_password: '' });
    expect(moved.json().data.login_email).toBe('moved@testpress.example.com');
    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn('moved@testpress.example.com', payload.password)).statusCode).toBe(200);
    expectError(await signIn(payload.login_email, payload.password), 401);
  });

  it('should end the sessions of the account when a new password is set', async () => {
    const { payload, publisher } = await create();
    const token = await t.login(payload.login_email, payload.password);
    const edited = await put(publisher.id, { ...payload, password: 'brand-new-password', confirm_password: 'brand-new-password' });
    expect(edited.statusCode).toBe(200);
    expectError(await me(token), 401, SESSION_ENDED);
    expectError(await signIn(payload.login_email, payload.password), 401);
    expect((await signIn(payload.login_email, 'brand-new-password')).statusCode).toBe(200);

    const mismatch = expectError(await put(publisher.id, { ...payload, password: 'another-password', confirm_password: 'different' }), 422);
    expect(mismatch.errors).toEqual({ confirm_password: ['Passwords do not match'] });
  });

  it('should deactivate the account and end its sessions when the publisher is set inactive, and reactivate it when set active', async () => {
    const { payload, publisher } = await create();
    const token = await t.login(payload.login_email, payload.password);
    await put(publisher.id, { ...payload, status: 'inactive', password: '', confirm_password: '' });
    expect((await findUser(t.db, payload.login_email.toLowerCase()))?.isActive).toBe(false);
    expectError(await me(token), 401, SESSION_ENDED);
    expectError(await signIn(payload.login_email, payload.password), 403);

    await put(publisher.id, { ...payload, status: 'active', password: '', confirm_password: '' });
    expect((await signIn(payload.login_email, payload.password)).statusCode).toBe(200);
    expectError(await me(token), 401, SESSION_ENDED);
  });

  it('should create an inactive account when the publisher is created inactive', async () => {
    const { payload } = await create({ status: 'inactive' });
    expect((await findUser(t.db, payload.login_email.toLowerCase()))?.isActive).toBe(false);
    expectError(await signIn(payload.login_email, payload.password), 403);
  });

  it.each(['unlink', 'delete'])('should delete the sign-in account and end its sessions when deleted with books=%s', async (books) => {
    const { payload, publisher } = await create();
    const token = await t.login(payload.login_email, payload.password);
    expect((await del(publisher.id, `?books=${books}`)).statusCode).toBe(200);
    expect(await findUser(t.db, payload.login_email.toLowerCase())).toBeUndefined();
    expectError(await me(token), 401, SESSION_ENDED);
    expectError(await signIn(payload.login_email, payload.password), 401);
  });

  it('should answer 422 and delete nothing when the books choice is unknown', async () => {
    const { publisher } = await create();
    expect(expectError(await del(publisher.id, '?books=burn'), 422).errors).toEqual({ books: ['Choose one of the options'] });
    expect((await get(`${URL}/${publisher.id}`)).statusCode).toBe(200);
  });

  it('should ask for a password and then create a new account when the account was deleted elsewhere', async () => {
    const { payload, publisher } = await create();
    await t.db.delete(users).where(eq(users.id, publisher.user_id));
    expect((await get(`${URL}/${publisher.id}`)).json().data).toMatchObject({ user_id: null, login_email: null });

    const noPassword = expectError(await put(publisher.id, { ...payload, password: '', confirm_password: '' }), 422);
    expect(noPassword.errors).toEqual({ password: ['Password is required'] });
    const recreated = await put(publisher.id, { ...payload, password: 'recreated-password', confirm_password: 'recreated-password' });
    expect(recreated.json().data).toMatchObject({ login_email: payload.login_email.toLowerCase(), user_id: expect.any(String) });
    expect((await signIn(payload.login_email, 'recreated-password')).json().user.role).toBe('publisher');
  });

  it.each(['publisher', 'author', 'user'])('should fail with status 403 on every route when a %s asks', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const { publisher, payload } = await create();
    const headers = t.bearer(token);
    expectError(await t.app.inject({ url: URL, headers }), 403);
    expectError(await t.app.inject({ url: `${URL}/${publisher.id}`, headers }), 403);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers, payload: valid() }), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${publisher.id}`, headers, payload }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${publisher.id}`, headers }), 403);
    expect((await get(`${URL}/${publisher.id}`)).statusCode).toBe(200);
  });

  it('should fail with status 401 when no token is sent', async () => {
    expectError(await t.app.inject({ url: URL }), 401);
    expectError(await t.app.inject({ method: 'POST', url: URL, payload: valid() }), 401);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${UNKNOWN_ID}` }), 401);
  });

  it('should fail with status 404 when the publisher does not exist', async () => {
    expectError(await get(`${URL}/${UNKNOWN_ID}`), 404, 'Publisher not found.');
    expectError(await put(UNKNOWN_ID, valid()), 404, 'Publisher not found.');
    expectError(await del(UNKNOWN_ID), 404, 'Publisher not found.');
  });
});

// The demo seed gives its first publisher the publisher@folio.test sign-in and each other one a sign-in with the
// demo password: this test is about those demo accounts, so it reads the demo.
describe('/api/admin/publishers of the demo', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT, { data: 'demo' });
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should let the first seeded publisher sign in as publisher@folio.test and the others with the demo password', async () => {
    const [northwind] = (await t.app.inject({ url: `${URL}?search=Northwind`, headers: t.bearer(admin) })).json().data;
    expect(northwind).toMatchObject({ name: 'Northwind Press', login_email: 'publisher@folio.test' });
    const demo = await findUser(t.db, 'publisher@folio.test');
    expect(northwind.user_id).toBe(demo?.id);
    const [seeded] = await t.db.select().from(publishers).where(eq(publishers.name, 'Riverbend Learning'));
    expect(seeded?.userId).toBeTruthy();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'pub-01@example.com', password: t.config.demoPassword } });
    expect(signIn.json().user).toMatchObject({ role: 'publisher', name: 'Riverbend Learning' });
  });
});
