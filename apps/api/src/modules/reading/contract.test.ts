import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookReadingResponseSchema, BookSearchResponseSchema, PageRangeResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Every JSON answer of the reading routes against its schema in @folio/shared. The PDF route answers the file's bytes, which
 * are not JSON and so not part of the contract; only its refusals are.
 */
describe('reading contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
  });
  afterAll(async () => { await t.close(); });

  it('opens a book in full and in preview, and refuses', async () => {
    const admin = await t.login('admin@folio.test');
    const paid = await insertBook(t, { price: 9, pages: 10 });
    const pdf = await insertBook(t, { price: 5, pdfPages: 4 });
    for (const key of [paid.id, paid.slug, pdf.id]) {
      conforms(await call('GET', `/api/public/ebooks/${key}/read`), 200, BookReadingResponseSchema);
      conforms(await call('GET', `/api/public/ebooks/${key}/read`, admin), 200, BookReadingResponseSchema);
    }
    refuses(await call('GET', `/api/public/ebooks/${paid.id}/read`, 'not-a-token'), 401);
    refuses(await call('GET', `/api/public/ebooks/${UNKNOWN}/read`), 404);
  });

  it('reads pages by range, and refuses', async () => {
    const paid = await insertBook(t, { price: 9, pages: 10 });
    const url = `/api/public/ebooks/${paid.id}/pages`;
    const preview = conforms(await call('GET', `${url}?from=0&count=12`), 200, PageRangeResponseSchema);
    expect(preview.data.readable).toBeLessThan(10);
    conforms(await call('GET', `${url}?from=0&count=12`, await t.login('admin@folio.test')), 200, PageRangeResponseSchema);
    refuses(await call('GET', url, 'not-a-token'), 401);
    refuses(await call('GET', `${url}?from=9&count=1`), 403);
    refuses(await call('GET', `/api/public/ebooks/${UNKNOWN}/pages`), 404);
    refuses(await call('GET', `${url}?count=0`), 422);
  });

  it('searches a book, and refuses', async () => {
    const paid = await insertBook(t, { price: 9, pages: 10 });
    const url = `/api/public/ebooks/${paid.id}/search`;
    conforms(await call('GET', `${url}?q=page`), 200, BookSearchResponseSchema);
    conforms(await call('GET', `${url}?q=page`, await t.login('admin@folio.test')), 200, BookSearchResponseSchema);
    refuses(await call('GET', `${url}?q=page`, 'not-a-token'), 401);
    refuses(await call('GET', `/api/public/ebooks/${UNKNOWN}/search?q=page`), 404);
    refuses(await call('GET', url), 422);
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/public/ebooks/{key}/search', 'get')).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
  });

  it("refuses a PDF that is not there, and documents each route's statuses", async () => {
    const book = await insertBook(t, { price: 0 });
    refuses(await call('GET', `/api/public/ebooks/${book.id}/pdf`), 404);
    refuses(await call('GET', `/api/public/ebooks/${book.id}/pdf`, 'not-a-token'), 401);

    const statuses = await documentedStatuses(t);
    for (const route of ['read', 'pdf']) expect(statuses(`/api/public/ebooks/{key}/${route}`, 'get')).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(statuses('/api/public/ebooks/{key}/pages', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });
});
