import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryListResponseSchema, CategoryResponseSchema, CategoryWrittenResponseSchema, PublicCategoryListResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, checkCrudContract, conforms } from '../../../test/contract.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { insertCategory } from './fixtures/categories.ts';

const category = { name: 'Contract Genre', status: 'active', thumbnail: '/uploads/image/2026-11/x.jpg' };

/** Every answer of the category routes, admin and public, against its schema in @folio/shared. */
describe('categories contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin: await t.login('admin@folio.test'), outsider: await t.login('author@folio.test') }, {
      url: '/api/admin/categories',
      list: CategoryListResponseSchema,
      read: CategoryResponseSchema,
      written: CategoryWrittenResponseSchema,
      create: category,
      update: { ...category, status: 'inactive' },
      invalid: { ...category, name: ' ', thumbnail: '' },
      queries: ['search=genre&status=active&per_page=5&page=2'],
    });
  });

  it("the storefront's genres", async () => {
    await insertBook(t, { categoryIds: [(await insertCategory(t)).id] });
    const genres = conforms(await caller(t)('GET', '/api/public/categories'), 200, PublicCategoryListResponseSchema);
    expect(genres.data.length).toBeGreaterThan(0);
  });
});
