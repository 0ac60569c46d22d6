import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { insertInquiry } from './fixtures/inquiries.ts';

const URL = '/api/admin/inquiries';
const PUBLIC_URL = '/api/public/inquiries';
const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Analytical engines', message: 'Could my notes become an interactive book?' };

describe('/api/public/inquiries and /api/admin/inquiries', () => {
  let t: TestApp;
  let admin: string;
  // Each test writes from its own address, so that only the rate-limit test meets the limit.
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip += 1)}`;
  const send = (payload: unknown, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url: PUBLIC_URL, payload: payload as object, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should accept a message from a visitor without a token and show it to the admin as new', async () => {
    const res = await send({ ...message, email: '  ada@example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you! Your message has been sent.');
    expect(Object.keys(res.json().data)).toEqual(['id']);

    const list = await t.app.inject({ url: `${URL}?search=lovelace`, headers: t.bearer(admin) });
    expect(list.json()).toMatchObject({ total: 1, data: [{ ...message, id: res.json().data.id, status: 'new' }] });
    // Newest first: the message just sent heads the unfiltered list.
    const all = await t.app.inject({ url: URL, headers: t.bearer(admin) });
    expect(all.json().data[0].id).toBe(res.json().data.id);
  });

  it('should answer 422 with a message under every field when the form is empty or the email is bad', async () => {
    const empty = expectError(await send({ name: '', email: '', subject: ' ', message: '' }), 422);
    expect(empty.errors).toEqual({ name: ['Name is required'], email: ['Email is required'], subject: ['Subject is required'], message: ['Message is required'] });
    const missing = expectError(await send({}), 422);
    expect(Object.keys(missing.errors!).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const badEmail = expectError(await send({ ...message, email: 'not-an-email' }), 422);
    expect(badEmail.errors).toEqual({ email: ['Invalid email address'] });
  });

  it('should answer 429 when one address sends more messages than the limit allows, and not stop others', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < t.config.contactPerIp.max; i += 1) expect((await send({ ...message, subject: `Flood ${i}` }, address)).statusCode).toBe(201);
    const blocked = expectError(await send({ ...message, subject: 'One too many' }, address), 429, /^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(blocked.errors).toBeUndefined();
    expect((await send({ ...message, subject: 'From a neighbour' })).statusCode).toBe(201);
    const stored = await t.app.inject({ url: `${URL}?search=one%20too%20many`, headers: t.bearer(admin) });
    expect(stored.json().total).toBe(0);
  });

  it('should read an inquiry, move it through read, replied and closed, and delete it', async () => {
    const id = (await send({ ...message, subject: 'Lifecycle' })).json().data.id as string;

    const read = await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(admin) });
    expect(read.json().data).toMatchObject({ id, subject: 'Lifecycle', message: message.message, status: 'new' });
    // Reading has no side effect: the status changes only through the status route.
    expect((await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(admin) })).json().data.status).toBe('new');

    for (const status of ['read', 'replied', 'closed', 'new'] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: t.bearer(admin), payload: { status } });
      expect(res.json()).toMatchObject({ message: 'Inquiry status updated successfully.', data: { id, status } });
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('Inquiry deleted successfully.');
    expectError(await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(admin) }), 404, 'Inquiry not found.');
  });

  it('should answer 422 for a status outside new, read, replied and closed', async () => {
    const id = (await send({ ...message, subject: 'Bad status' })).json().data.id as string;
    const res = expectError(await t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: t.bearer(admin), payload: { status: 'archived' } }), 422);
    expect(res.errors).toEqual({ status: ['Choose one of the options'] });
    expectError(await t.app.inject({ url: `${URL}?status=active`, headers: t.bearer(admin) }), 422);
  });

  it('should filter by status and search name, email and subject', async () => {
    // One inquiry in each status, so that every status filter has rows to answer.
    for (const status of ['new', 'read', 'replied', 'closed'] as const) await insertInquiry(t, { status });
    const id = (await send({ name: 'Zebulon Quark', email: 'zq@filter.example', subject: 'Xylophone lessons', message: 'Hi' })).json().data.id as string;
    await t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: t.bearer(admin), payload: { status: 'replied' } });
    for (const term of ['zebulon', 'filter.example', 'xylophone']) {
      const res = await t.app.inject({ url: `${URL}?search=${term}`, headers: t.bearer(admin) });
      expect(res.json().data.map((i: { id: string }) => i.id)).toEqual([id]);
    }
    const replied = await t.app.inject({ url: `${URL}?status=replied&search=zebulon`, headers: t.bearer(admin) });
    expect(replied.json().total).toBe(1);
    const fresh = await t.app.inject({ url: `${URL}?status=new&search=zebulon`, headers: t.bearer(admin) });
    expect(fresh.json().total).toBe(0);
    for (const status of ['new', 'read', 'replied', 'closed']) {
      const res = await t.app.inject({ url: `${URL}?status=${status}&per_page=100`, headers: t.bearer(admin) });
      expect(res.json().data.every((i: { status: string }) => i.status === status)).toBe(true);
      expect(res.json().total).toBeGreaterThan(0);
    }
  });

  it('should list the inquiries over two pages of ten, newest first', async () => {
    // Sent 1 to 12 days ago but written out of date order (1, 6, 11, 4, …), so that only sorting puts them newest first.
    for (let i = 0; i < 12; i += 1) await insertInquiry(t, { createdAt: new Date(Date.now() - (((i * 5) % 12) + 1) * 86_400_000) });
    const page1 = await t.app.inject({ url: `${URL}?per_page=10&page=1`, headers: t.bearer(admin) });
    const page2 = await t.app.inject({ url: `${URL}?per_page=10&page=2`, headers: t.bearer(admin) });
    expect(page2.json()).toMatchObject({ current_page: 2, per_page: 10 });
    expect(page2.json().last_page).toBeGreaterThanOrEqual(2);
    const dates = [...page1.json().data, ...page2.json().data].map((i: { created_at: string }) => Date.parse(i.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it.each(['publisher', 'author', 'user'])('should fail with status 403 for a %s', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const { id } = await insertInquiry(t);
    expectError(await t.app.inject({ url: URL, headers: t.bearer(token) }), 403);
    expectError(await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(token) }), 403);
    expectError(await t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: t.bearer(token), payload: { status: 'closed' } }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: t.bearer(token) }), 403);
    // Every role may still write through the contact form.
    expect((await t.app.inject({ method: 'POST', url: PUBLIC_URL, headers: t.bearer(token), payload: message, remoteAddress: nextIp() })).statusCode).toBe(201);
  });

  it('should fail with status 401 without a token and 404 for an unknown id', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    expectError(await t.app.inject({ url: URL }), 401);
    expectError(await t.app.inject({ method: 'PATCH', url: `${URL}/${ghost}/status`, payload: { status: 'read' } }), 401);
    expectError(await t.app.inject({ url: `${URL}/${ghost}`, headers: t.bearer(admin) }), 404);
    expectError(await t.app.inject({ method: 'PATCH', url: `${URL}/${ghost}/status`, headers: t.bearer(admin), payload: { status: 'read' } }), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${ghost}`, headers: t.bearer(admin) }), 404);
    expectError(await t.app.inject({ url: `${URL}/not-a-uuid`, headers: t.bearer(admin) }), 422);
  });
});
