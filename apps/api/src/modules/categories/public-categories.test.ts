import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { insertCategory } from './fixtures/categories.ts';

describe('GET /api/public/categories', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@folio.test');
    // Genres with one to three public books each, and beside them a draft that neither count may include.
    for (const [name, books] of [['Science', 2], ['History', 1], ['Poetry', 3]] as const) {
      const genre = await insertCategory(t, { name });
      for (let i = 0; i < books; i += 1) await insertBook(t, { categoryIds: [genre.id] });
      await insertBook(t, { status: 'draft', categoryIds: [genre.id] });
    }
  });
  afterAll(async () => { await t.close(); });

  const publicCategories = async () => (await t.app.inject({ url: '/api/public/categories' })).json().data as { id: string; name: string; book_count: number }[];

  it('should list, without sign-in, the active genres with the number of public books in each', async () => {
    const list = await publicCategories();
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    for (const category of list.slice(0, 3)) {
      const books = await t.app.inject({ url: `/api/public/ebooks?category=${category.id}&per_page=1` });
      expect(books.json().total).toBe(category.book_count);
      expect(category.book_count).toBeGreaterThan(0);
    }
  });

  it('should leave out genres without public books and inactive genres', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(admin), payload: { name: 'Empty Shelf', status: 'active', thumbnail: '/uploads/image/x.jpg' } });
    expect(created.statusCode).toBe(201);
    expect((await publicCategories()).map((c) => c.name)).not.toContain('Empty Shelf');

    const [first] = await publicCategories();
    const row = (await t.app.inject({ url: `/api/admin/categories/${first!.id}`, headers: t.bearer(admin) })).json().data;
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/categories/${first!.id}`, headers: t.bearer(admin), payload: { name: row.name, thumbnail: row.thumbnail, status: 'inactive' } });
    expect(updated.statusCode).toBe(200);
    expect((await publicCategories()).map((c) => c.id)).not.toContain(first!.id);
  });
});
