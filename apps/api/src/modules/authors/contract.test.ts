import { afterAll, beforeAll, describe, it } from 'vitest';
import { AuthorListResponseSchema, AuthorResponseSchema, AuthorWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { checkCrudContract } from '../../../test/contract.ts';

const author = { name: 'Contract Author', status: 'active', photo: '/uploads/image/2026-11/x.jpg', bio: 'Writes contracts.' };

/** Every answer of the author routes against its schema in @folio/shared. */
describe('authors contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin: await t.login('admin@folio.test'), outsider: await t.login('author@folio.test') }, {
      url: '/api/admin/authors',
      list: AuthorListResponseSchema,
      read: AuthorResponseSchema,
      written: AuthorWrittenResponseSchema,
      create: author,
      update: { ...author, bio: 'Writes more contracts.' },
      invalid: { ...author, bio: '' },
      queries: ['search=contract&status=inactive'],
    });
  });
});
