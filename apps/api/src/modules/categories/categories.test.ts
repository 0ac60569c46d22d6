import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { insertCategory } from './fixtures/categories.ts';

const valid = { name: 'Quantum Zoology', status: 'active', thumbnail: '/uploads/image/2026-11/x.jpg' };

describe('/api/admin/categories', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should create, read, list with search and status, update and delete a category', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: valid });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Category created successfully.');
    const id = created.json().data.id as string;

    const read = await t.app.inject({ url: `/api/admin/categories/${id}`, headers: t.bearer(admin) });
    expect(read.json().data).toMatchObject(valid);

    await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: { ...valid, name: 'Medieval Weaving', status: 'inactive' } });
    const searched = await t.app.inject({ url: '/api/admin/categories?search=zoolog', headers: t.bearer(admin) });
    expect(searched.json()).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    expect(searched.json().data[0].name).toBe('Quantum Zoology');
    const inactive = await t.app.inject({ url: '/api/admin/categories?status=inactive&search=weaving', headers: t.bearer(admin) });
    expect(inactive.json().data.map((c: { name: string }) => c.name)).toEqual(['Medieval Weaving']);

    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/categories/${id}`, headers: t.bearer(admin), payload: { ...valid, name: 'Quantum Zoology II' } });
    expect(updated.json()).toMatchObject({ message: 'Category updated successfully.', data: { name: 'Quantum Zoology II' } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/categories/${id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('Category deleted successfully.');
    expectError(await t.app.inject({ url: `/api/admin/categories/${id}`, headers: t.bearer(admin) }), 404, 'Category not found.');
  });

  it('should answer 422 with the field messages of spec §5', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: { name: ' ', status: 'paused' } });
    const body = expectError(res, 422);
    expect(body.errors).toEqual({ name: ['Name is required'], status: ['Status is required'], thumbnail: ['Thumbnail is required'] });
  });

  it("should keep the name's translations (decision 017), without the empty ones, and refuse another language or a name too long with 422", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: { ...valid, translations: { ar: { name: ' علم الحيوان ' }, ko: { name: '' } } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.translations).toEqual({ ar: { name: 'علم الحيوان' } });
    const id = created.json().data.id as string;

    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/categories/${id}`, headers: t.bearer(admin), payload: { ...valid, translations: { bn: { name: 'প্রাণিবিদ্যা' }, ja: { name: '動物学' } } } });
    expect(updated.json().data.translations).toEqual({ bn: { name: 'প্রাণিবিদ্যা' }, ja: { name: '動物学' } });
    expect((await t.app.inject({ url: `/api/admin/categories/${id}`, headers: t.bearer(admin) })).json().data).toMatchObject({ name: valid.name, translations: { bn: { name: 'প্রাণিবিদ্যা' }, ja: { name: '動物学' } } });

    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: { ...valid, translations: { de: { name: 'Zoologie' }, ar: { name: 'ع'.repeat(121) } } } });
    expect(expectError(refused, 422).errors).toEqual({ 'translations.de': ['Translations may only be in en, bn, ar, ko or ja'], 'translations.ar.name': ['Too long'] });
  });

  it('should list the genres over two pages of ten', async () => {
    for (let i = 0; i < 12; i += 1) await insertCategory(t);
    const page2 = await t.app.inject({ url: '/api/admin/categories?per_page=10&page=2', headers: t.bearer(admin) });
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
    expect(page2.json().data.length).toBeGreaterThan(0);
  });

  it('should treat a search term literally (no pattern characters)', async () => {
    const res = await t.app.inject({ url: '/api/admin/categories?search=%25', headers: t.bearer(admin) });
    expect(res.json().total).toBe(0);
  });

  it.each(['publisher', 'author', 'user'])('should let a %s read categories (to pick them for a book) but fail with status 403 on writes', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    expect((await t.app.inject({ url: '/api/admin/categories', headers: t.bearer(token) })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(token), payload: valid }), 403);
  });

  it('should fail with status 401 without a token and 404 for an unknown id', async () => {
    expectError(await t.app.inject({ url: '/api/admin/categories' }), 401);
    expectError(await t.app.inject({ url: '/api/admin/categories/00000000-0000-4000-8000-000000000000', headers: t.bearer(admin) }), 404);
    expectError(await t.app.inject({ url: '/api/admin/categories/not-a-uuid', headers: t.bearer(admin) }), 422);
  });
});
