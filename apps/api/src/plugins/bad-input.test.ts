import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, serverText } from '@folio/shared';
import { createTestApp, createTestDatabase, TEST_JWT_SECRET, type TestApp } from '../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { coupons } from '../db/schema.ts';
import { insertCoupon } from '../modules/checkout/fixtures/shop.ts';
import { JSON_MAX_DEPTH } from '../lib/json-depth.ts';
import { refusedFields } from './input-guard.ts';

const json = { 'content-type': 'application/json' };
const NUL = '\u0000';

/** Input that PostgreSQL cannot take or that used to break stored rows: each is refused as invalid, never a 500. */
describe('bad input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, contactPerIp: { max: 1000, windowMs: 60_000 } });
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it.each([
    ['the public search', 'GET', '/api/public/ebooks?search=a%00b', undefined, 'search'],
    ['an admin search', 'GET', '/api/admin/users?search=%00', undefined, 'search'],
    ['a static page slug', 'GET', '/api/public/pages/ab%00c', undefined, 'slug'],
    ['the contact form', 'POST', '/api/public/inquiries', { name: `Ann${NUL}`, email: 'ann@example.com', subject: 'Hello', message: 'A long enough message.' }, 'name'],
    ['registration', 'POST', '/api/auth/register', { name: 'Ann', email: 'ann@example.com', password: `secret${NUL}1`, accept_terms: true, birth_year: 1990 }, 'password'],
    ['a nested field', 'POST', '/api/admin/categories', { name: 'Maths', status: 'active', thumbnail: '/uploads/x.png', extra: [{ deep: NUL }] }, 'extra.0.deep'],
  ] as const)('should fail with status 422 naming the field when %s holds a NUL character', async (_what, method, url, payload, field) => {
    const res = await t.app.inject({ method, url, payload, headers: { ...t.bearer(admin), ...(payload && json) } });
    const body = expectError(res, 422, 'The given data was invalid.');
    expect(body.errors).toEqual({ [field]: [MESSAGES.invalidCharacter] });
  });

  it('should fail with status 422 naming the field when a text holds half a surrogate pair, which PostgreSQL JSON refuses (a page save included)', async () => {
    const lone = (payload: unknown) => JSON.stringify(payload).replace('LONE', '\\ud800');
    const category = await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: lone({ name: 'MathsLONE', status: 'active', thumbnail: '/uploads/x.png' }), headers: { ...t.bearer(admin), ...json } });
    expect(expectError(category, 422).errors).toEqual({ name: [MESSAGES.invalidCharacter] });
    const book = (await t.app.inject({ method: 'POST', url: '/api/admin/ebooks', payload: { title: 'Surrogates', status: 'draft', price: 0 }, headers: t.bearer(admin) })).json().data;
    const pages = (await t.app.inject({ url: `/api/admin/ebooks/${book.id}/pages`, headers: t.bearer(admin) })).json();
    const page = { ...pages.data[0], elements: [{ id: 'e1', type: 'text', position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, html: '<p>FiLONEsh</p>' }] };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/ebooks/${book.id}/pages`, payload: lone({ version: pages.version, pages: [page], order: [page.id] }), headers: { ...t.bearer(admin), ...json } });
    expect(expectError(saved, 422).errors).toEqual({ 'pages.0.elements.0.html': [MESSAGES.invalidCharacter] });
  });

  it.each(['/api/admin/coupons', '/api/admin/publishers', '/api/admin/categories'])('should fail with status 422 when the body of POST %s is null', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: 'null', headers: { ...t.bearer(admin), ...json } });
    expectError(res, 422, 'The given data was invalid.');
  });

  it('should fail with status 422 when the body of a coupon update is null', async () => {
    const coupon = await insertCoupon(t);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/admin/coupons/${coupon.id}`, payload: 'null', headers: { ...t.bearer(admin), ...json } }), 422);
  });

  it.each([['0020-05-01', '2030-01-01', 'start_date'], ['2026-01-01', '0001-01-01', 'end_date'], ['2026-01-01', '2150-01-01T00:00:00Z', 'end_date']])(
    'should refuse a coupon dated %s to %s, and the coupon list and quotes keep working',
    async (start, end, field) => {
      const payload = { code: `Y${start.slice(0, 4)}${end.slice(0, 4)}`, discount_type: 'fixed', discount_value: 1, applies_to: 'entire_order', minimum_order_amount: 0, maximum_discount: 0, usage_limit: 0, start_date: start, end_date: end, status: 'active' };
      const body = expectError(await t.app.inject({ method: 'POST', url: '/api/admin/coupons', payload, headers: t.bearer(admin) }), 422);
      expect(body.errors?.[field]).toEqual([MESSAGES.dateOutOfRange]);
      expect((await t.app.inject({ url: '/api/admin/coupons', headers: t.bearer(admin) })).statusCode).toBe(200);
    },
  );

  it('should bring stored coupon dates outside 2000–2099 inside with the migration, so lists answer again', async () => {
    // A row stored before the range existed (year 0020), then the migration's clean-up statement.
    const coupon = await insertCoupon(t, { startDate: new Date('0020-05-01T00:00:00Z'), endDate: new Date('2150-01-01T00:00:00Z') });
    const migration = readFileSync(new URL('../db/migrations/0005_hardening.sql', import.meta.url), 'utf8');
    const cleanUp = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "coupons"'))!;
    await t.db.execute(sql.raw(cleanUp));
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.startDate.toISOString()).toBe('2000-01-01T00:00:00.000Z');
    expect(row!.endDate.toISOString()).toBe('2099-12-31T23:59:59.000Z');
    expect((await t.app.inject({ url: '/api/admin/coupons', headers: t.bearer(admin) })).statusCode).toBe(200);
  });
});

/** Nesting past any body Folio takes is refused before it is parsed: it used to overflow the stack (a 500) and stall the server. */
describe('deeply nested JSON', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const DEEP = 100_000;
  const bodies = {
    arrays: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
    objects: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  };

  it.each([
    ['sign-in (anonymous)', 'arrays', '/api/auth/login'],
    ['sign-in (anonymous)', 'objects', '/api/auth/login'],
    ['the cart quote (anonymous)', 'objects', '/api/checkout/quote'],
    ['the contact form (anonymous)', 'arrays', '/api/public/inquiries'],
    ['an admin form', 'objects', '/api/admin/categories'],
  ] as const)('should fail with status 400 and the code bodyTooDeep, without parsing it, when a body to %s is %s nested 100,000 deep', async (_what, kind, url) => {
    const headers = url.includes('/admin/') ? { ...json, ...t.bearer(await t.login('admin@folio.test')) } : json;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await t.app.inject({ method: 'POST', url, payload: bodies[kind], headers });
      const body = expectError(res, 400, serverText('bodyTooDeep', { max: JSON_MAX_DEPTH }));
      expect(body).toMatchObject({ code: 'bodyTooDeep', params: { max: JSON_MAX_DEPTH } });
      expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length >= DEEP)).toBe(false);
    } finally {
      parse.mockRestore();
    }
  });

  it('should take a body nested as deep as the limit, brackets inside texts (escaped quotes and backslashes too) not counted', async () => {
    const deepest = `{"email":"\\"[[[[{{{{\\\\","password":"x","extra":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`;
    const parse = vi.spyOn(JSON, 'parse');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: deepest, headers: json });
    // Parsed (the spy of the test above sees the parser), then refused by the sign-in's own schema.
    expect(parse.mock.calls.some(([text]) => text === deepest)).toBe(true);
    parse.mockRestore();
    expect(res.statusCode).toBe(422);
    const over = `{"extra":${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}}`;
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: over, headers: json }), 400);
  });

  it('should keep answering other requests while nested bodies arrive', async () => {
    const nested = Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: bodies.objects, headers: json }));
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await Promise.all(nested)).map((res) => res.json().code)).toEqual(Array(30).fill('bodyTooDeep'));
  });

  it('should walk a value of any depth for refused characters without recursion', () => {
    let value: unknown = { text: `deep${NUL}` };
    for (let i = 0; i < DEEP; i += 1) value = [value];
    const fields = refusedFields([value]);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatch(/^(0\.){100000}text$/);
  });
});

describe('error logs', () => {
  it('should log a failed query without the values it was run with', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const testDb = await createTestDatabase();
    const app = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, database: testDb.database, jwtSecret: TEST_JWT_SECRET, logger: { level: 'error', stream } });
    // Started on its database (the job queue starts with the app), then cut off from it.
    await app.ready();
    await testDb.disconnect();
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'private.person@example.com', password: 'hunter2-secret' } });
    expect(res.statusCode).toBe(500);
    await app.close();
    await testDb.close();
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query');
    expect(log).not.toContain('private.person');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('params');
  });
});
