import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryListResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';

/** Every answer of "My library" against its schema in @folio/shared. */
describe('library contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('lists the bought books, and refuses', async () => {
    const call = caller(t);
    const reader = await customer(t);
    conforms(await call('GET', '/api/me/library', reader.token), 200, LibraryListResponseSchema);
    await shopApi(t).paidOrder(reader.token, await t.login('admin@folio.test'), [(await insertBook(t)).id]);
    const bought = conforms(await call('GET', '/api/me/library?per_page=5', reader.token), 200, LibraryListResponseSchema);
    expect(bought.data).toHaveLength(1);
    refuses(await call('GET', '/api/me/library'), 401);
    refuses(await call('GET', '/api/me/library?page=0', reader.token), 422);
  });

  it('documents each status', async () => {
    expect((await documentedStatuses(t))('/api/me/library', 'get')).toEqual(expect.arrayContaining(['200', '401', '422']));
  });
});
