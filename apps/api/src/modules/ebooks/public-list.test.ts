import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { makeCategory } from './fixtures/books.ts';

type Row = { id: string; title: string; final_price: number; created_at: string; categories: { id: string }[] };

/** The storefront's options of GET /api/public/ebooks: category filter and sort. */
describe('GET /api/public/ebooks (storefront options)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.login('admin@folio.test');
    const [poetry, science] = [await makeCategory(t, admin, 'Poetry'), await makeCategory(t, admin, 'Science')];
    // Oldest first: the newest book has a category, and each category leaves out at least one book.
    await insertBook(t, { price: 12, categoryIds: [poetry] });
    await insertBook(t, { price: 4 });
    await insertBook(t, { price: 8, categoryIds: [science, poetry] });
  });
  afterAll(async () => { await t.close(); });

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/public/ebooks?per_page=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };

  it('should sort newest first by default, and by title or price on request', async () => {
    const newest = await list('');
    expect(newest.map((b) => Date.parse(b.created_at))).toEqual(newest.map((b) => Date.parse(b.created_at)).sort((a, b) => b - a));
    expect((await list('&sort=newest')).map((b) => b.id)).toEqual(newest.map((b) => b.id));
    const titles = (await list('&sort=title')).map((b) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const up = (await list('&sort=price_asc')).map((b) => b.final_price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list('&sort=price_desc')).map((b) => b.final_price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up.length).toBe(newest.length);
  });

  it('should filter by category, by the name "category" as well as "category_id"', async () => {
    const all = await list('');
    const category = all[0]!.categories[0]!.id;
    const filtered = await list(`&category=${category}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((b) => b.categories.some((c) => c.id === category))).toBe(true);
    expect((await list(`&category_id=${category}`)).map((b) => b.id)).toEqual(filtered.map((b) => b.id));
    expect((await list('&category=&sort=')).length).toBe(all.length);
  });

  it('should refuse an unknown sort or a malformed category with 422', async () => {
    expectError(await t.app.inject({ url: '/api/public/ebooks?sort=cheapest' }), 422);
    expectError(await t.app.inject({ url: '/api/public/ebooks?category=abc' }), 422);
  });
});
