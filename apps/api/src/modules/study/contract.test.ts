import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookContentsResponseSchema, BookContentsWrittenResponseSchema, BookmarksResponseSchema, BookmarksWrittenResponseSchema, HighlightListResponseSchema, HighlightWrittenResponseSchema,
  MessageResponseSchema,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { booksByAccess, pageIdsOf } from '../annotations/fixtures.ts';
import { highlight, studyApi } from './fixtures.ts';

/** Every answer of the study routes against its schema in @folio/shared, and the statuses the OpenAPI document gives them. */
describe('study contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let api: ReturnType<typeof studyApi>;
  let books: Awaited<ReturnType<typeof booksByAccess>>;
  let page: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = studyApi(t);
    books = await booksByAccess(t);
    [page] = (await pageIdsOf(t, books.open)) as [string];
    reader = (await registerUser(t)).token;
  });
  afterAll(async () => { await t.close(); });

  it('the bookmarks, and their refusals', async () => {
    conforms(await api.saveBookmarks(reader, books.open, [{ page_id: page, label: 'Here' }]), 200, BookmarksWrittenResponseSchema);
    expect(conforms(await api.bookmarks(reader, books.open), 200, BookmarksResponseSchema).data).toHaveLength(1);
    refuses(await api.bookmarks(null, books.open), 401);
    refuses(await api.bookmarks(reader, books.hidden), 404);
    refuses(await api.saveBookmarks(reader, books.open, [{ page_id: page }, { page_id: page }]), 422);
  });

  it('the highlights, and their refusals', async () => {
    const body = highlight(page);
    const created = conforms(await api.addHighlight(reader, books.open, body), 201, HighlightWrittenResponseSchema);
    conforms(await api.addHighlight(reader, books.open, body), 200, HighlightWrittenResponseSchema);
    conforms(await api.highlights(reader, books.open), 200, HighlightListResponseSchema);
    conforms(await api.editHighlight(reader, books.open, created.data.id, { note: 'Why it matters' }), 200, HighlightWrittenResponseSchema);
    refuses(await api.highlights(null, books.open), 401);
    refuses(await api.highlights(reader, books.hidden), 404);
    refuses(await api.addHighlight(reader, books.open, { ...body, color: 'red' }), 422);
    refuses(await api.addHighlight((await registerUser(t)).token, books.open, body), 409);
    refuses(await api.editHighlight(reader, books.open, created.data.id, {}), 422);
    conforms(await api.deleteHighlight(reader, books.open, created.data.id), 200, MessageResponseSchema);
    refuses(await api.deleteHighlight(reader, books.open, created.data.id), 404);
  });

  it('the contents, and their refusals', async () => {
    conforms(await api.contents(null, books.open), 200, BookContentsResponseSchema);
    refuses(await api.contents(null, books.hidden), 404);
    const admin = await t.login('admin@folio.test');
    conforms(await api.saveContents(admin, books.open, [{ title: 'One', page: 0, level: 1 }]), 200, BookContentsWrittenResponseSchema);
    refuses(await api.saveContents(reader, books.open, null), 403);
    refuses(await api.saveContents(admin, books.open, [{ title: '', page: 0, level: 1 }]), 422);
  });

  it('documents each status', async () => {
    const statuses = await documentedStatuses(t);
    const book = '/api/public/ebooks/{key}';
    for (const method of ['get', 'put']) expect(statuses(`${book}/bookmarks`, method)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(statuses(`${book}/bookmarks`, 'put')).toContain('403');
    expect(statuses(`${book}/highlights`, 'get')).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(statuses(`${book}/highlights`, 'post')).toEqual(expect.arrayContaining(['200', '201', '401', '403', '404', '409', '413', '422']));
    for (const method of ['put', 'delete']) expect(statuses(`${book}/highlights/{highlightId}`, method)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(statuses(`${book}/contents`, 'get')).toEqual(expect.arrayContaining(['200', '404']));
    expect(statuses('/api/admin/ebooks/{id}/contents', 'put')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });
});
