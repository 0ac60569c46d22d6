import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountAnalyticsResponseSchema, AnalyticsAcceptedSchema, BookAnalyticsResponseSchema, HeatmapResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { ago, newSession } from './fixtures/events.ts';

/** The analytics routes' answers against their schemas in @folio/shared, and the statuses they document. */
describe('analytics contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('answers the events route, a book, its heatmap and every role, and refuses a visitor', async () => {
    const call = caller(t);
    const author = await t.login('author@folio.test');
    const book = await insertBook(t, { createdBy: (await findUser(t.db, 'author@folio.test'))!.id });
    conforms(await call('POST', '/api/public/events', undefined, { session: newSession(), events: [{ type: 'view', ebook_id: book.id, at: ago(1) }] }), 202, AnalyticsAcceptedSchema);
    conforms(await call('GET', `/api/admin/ebooks/${book.id}/analytics`, author), 200, BookAnalyticsResponseSchema);
    conforms(await call('GET', `/api/admin/ebooks/${book.id}/analytics/heatmap?page=1`, author), 200, HeatmapResponseSchema);
    for (const role of ['admin', 'publisher', 'author', 'user']) {
      conforms(await call('GET', '/api/admin/analytics', await t.login(`${role}@folio.test`)), 200, AccountAnalyticsResponseSchema);
    }
    refuses(await call('GET', '/api/admin/analytics'), 401);
    refuses(await call('GET', `/api/admin/ebooks/${book.id}/analytics`), 401);
    refuses(await call('POST', '/api/public/events', undefined, { events: [{ type: 'nothing', ebook_id: book.id, at: ago(1) }] }), 422);
    const documented = await documentedStatuses(t);
    expect(documented('/api/public/events', 'post')).toEqual(expect.arrayContaining(['202', '422', '429']));
    expect(documented('/api/admin/ebooks/{id}/analytics', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    expect(documented('/api/admin/analytics', 'get')).toEqual(expect.arrayContaining(['200', '401', '422']));
  });
});
