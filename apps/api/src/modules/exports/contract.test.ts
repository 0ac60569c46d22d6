import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookExportsResponseSchema, BookExportWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { accountWithRole, ebookApi } from '../ebooks/fixtures/books.ts';

/** The exports' routes against their schemas in @folio/shared, and the statuses the OpenAPI document gives them. */
describe('exports contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp();
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('answers an export started and the list, and refuses with the one error shape', async () => {
    const call = caller(t);
    const book = await ebookApi(t).make(author);
    const url = `/api/admin/ebooks/${book.id}/exports`;
    const started = conforms(await call('POST', url, author, { format: 'epub' }), 202, BookExportWrittenResponseSchema);
    expect(conforms(await call('GET', url, author), 200, BookExportsResponseSchema).data.map((e: { id: string }) => e.id)).toEqual([started.data.id]);
    refuses(await call('GET', url), 401);
    refuses(await call('POST', url, (await accountWithRole(t, 'author')).token, { format: 'epub' }), 403);
    refuses(await call('GET', `/api/admin/ebooks/00000000-0000-4000-8000-000000000000/exports`, author), 404);
    refuses(await call('POST', url, author, { format: 'mobi' }), 422);
    refuses(await call('GET', `${url}/not-an-id/file`, author), 422);
  });

  it('documents each status', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/admin/ebooks/{id}/exports', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(statuses('/api/admin/ebooks/{id}/exports', 'post')).toEqual(expect.arrayContaining(['202', '401', '403', '404', '422']));
    expect(statuses('/api/admin/ebooks/{id}/exports/{exportId}/file', 'get')).toEqual(expect.arrayContaining(['401', '403', '404', '422']));
  });
});
