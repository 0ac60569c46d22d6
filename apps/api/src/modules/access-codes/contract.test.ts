import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessCodeBatchCreatedSchema, AccessCodeListResponseSchema, AccessCodeRevokedSchema, RedeemedSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';

/** Every answer of the access-code routes against its schema in @folio/shared, and the statuses the OpenAPI document lists. */
describe('access codes contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('makes, lists, revokes and redeems, and refuses', async () => {
    const call = caller(t);
    const author = await t.login('author@folio.test');
    const reader = await customer(t);
    const book = await insertBook(t, { createdBy: (await findUser(t.db, 'author@folio.test'))!.id });
    const made = conforms(await call('POST', '/api/admin/access-codes', author, { ebook_ids: [book.id], count: 2, seats: 2 }), 201, AccessCodeBatchCreatedSchema);
    conforms(await call('POST', '/api/me/redeem', reader.token, { code: made.codes[0].code }), 200, RedeemedSchema);
    conforms(await call('GET', '/api/admin/access-codes', author), 200, AccessCodeListResponseSchema);
    conforms(await call('GET', `/api/admin/access-codes?batch=${made.data.id}`, author), 200, AccessCodeListResponseSchema);
    conforms(await call('POST', `/api/admin/access-codes/${made.data.id}/revoke`, author, {}), 200, AccessCodeRevokedSchema);

    refuses(await call('POST', '/api/admin/access-codes', undefined, { ebook_ids: [book.id], count: 1, seats: 1 }), 401);
    refuses(await call('POST', '/api/admin/access-codes', reader.token, { ebook_ids: [book.id], count: 1, seats: 1 }), 403);
    refuses(await call('POST', '/api/admin/access-codes', author, { ebook_ids: [book.id], count: 0, seats: 1 }), 422);
    refuses(await call('GET', '/api/admin/access-codes?batch=nope', author), 422);
    refuses(await call('GET', '/api/admin/access-codes?batch=00000000-0000-4000-8000-000000000000', author), 404);
    refuses(await call('POST', '/api/admin/access-codes/00000000-0000-4000-8000-000000000000/revoke', author, {}), 404);
    refuses(await call('POST', '/api/me/redeem', undefined, { code: 'X' }), 401);
    refuses(await call('POST', '/api/me/redeem', reader.token, { code: 'ACDE-FGHJ-KMNP-QRTW' }), 404);
    refuses(await call('POST', '/api/me/redeem', reader.token, { code: made.codes[0].code }), 409);
    refuses(await call('POST', '/api/me/redeem', reader.token, {}), 422);
  });

  it('documents each status', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/admin/access-codes', 'post')).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
    expect(statuses('/api/admin/access-codes', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    expect(statuses('/api/admin/access-codes/{id}/revoke', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    expect(statuses('/api/me/redeem', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422', '429']));
  });
});
