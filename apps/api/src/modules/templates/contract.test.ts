import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EbookTemplateSavedResponseSchema, EbookWrittenResponseSchema, MessageResponseSchema, PagesResponseSchema, StaleVersionResponseSchema, TemplateListResponseSchema,
  TemplatePagesSavedResponseSchema, TemplateResponseSchema, TemplateUsedResponseSchema, TemplateWrittenResponseSchema, TooLargeResponseSchema, type BookPage,
} from '@folio/shared';
import { templates } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { insertPages } from '../pages/store.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { bookForm } from '../ebooks/fixtures/books.ts';

const URL = '/api/admin/templates';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Above every seeded template, below two of the large pages below. */
const BOOK_LIMIT = 300_000;

const page = (name: string, length = 10): BookPage => ({
  id: randomUUID(),
  name,
  elements: [{ id: randomUUID(), type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html: `<p>${'x'.repeat(length)}</p>` }],
  layout: { gutter: 50, columns: 2 },
  style: {},
});

/** Every JSON answer of the template routes against @folio/shared, with the main refusals; and the statuses OpenAPI documents. */
describe('templates contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, bookMaxBytes: BOOK_LIMIT });
    call = caller(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  /** A template saved from a new book of the given account, through the API. */
  async function templateOf(token: string, form: Record<string, unknown> = {}) {
    const { data: book } = conforms(await call('POST', '/api/admin/ebooks', token, bookForm(form)), 201, EbookWrittenResponseSchema);
    return conforms(await call('POST', `/api/admin/ebooks/${book.id}/template`, token, {}), 201, EbookTemplateSavedResponseSchema).data.id as string;
  }

  it('list, read, change, share, use and delete, and their refusals', async () => {
    const id = await templateOf(admin, { price: 0 });
    const item = `${URL}/${id}`;
    for (const query of ['', 'scope=mine&search=Test', 'scope=shared&per_page=2']) conforms(await call('GET', `${URL}?${query}`, author), 200, TemplateListResponseSchema);
    conforms(await call('GET', item, admin), 200, TemplateResponseSchema);
    conforms(await call('PUT', item, admin, { name: 'A contract template', description: 'Made by a test.' }), 200, TemplateWrittenResponseSchema);
    conforms(await call('POST', `${item}/share`, admin, { shared: true }), 200, TemplateWrittenResponseSchema);
    conforms(await call('POST', `${item}/use`, author, { title: 'From a template' }), 201, TemplateUsedResponseSchema);

    refuses(await call('GET', URL), 401);
    refuses(await call('GET', `${URL}?scope=everyone`, admin), 422);
    refuses(await call('GET', `${URL}/not-an-id`, admin), 422);
    refuses(await call('PUT', item, author, { name: 'Not mine' }), 403);
    refuses(await call('POST', `${item}/share`, author, { shared: false }), 403);
    refuses(await call('PUT', item, admin, { name: '' }), 422);
    refuses(await call('POST', `${item}/use`, author, { title: '' }), 422);
    // A template of a paid book is never shared with everyone.
    refuses(await call('POST', `${URL}/${await templateOf(admin, { price: 5 })}/share`, admin, { shared: true }), 422);

    conforms(await call('DELETE', item, admin), 200, MessageResponseSchema);
    refuses(await call('GET', item, admin), 404);
    refuses(await call('DELETE', item, admin), 404);
    refuses(await call('POST', `${URL}/${UNKNOWN_ID}/use`, author, { title: 'Nothing' }), 404);
  });

  it('the pages: read, save (with the message of a change that unshares, 409 when stale, 413 when too large)', async () => {
    const ownerId = (await findUser(t.db, 'author@folio.test'))!.id;
    const [row] = await t.db.insert(templates).values({ name: `Shared by an author ${randomUUID()}`, width: 794, height: 1123, ownerId, shared: true }).returning();
    await insertPages(t.db, 'template', row!.id, [emptyPage(1)], BOOK_LIMIT);
    const item = `${URL}/${row!.id}`;

    const pages = conforms(await call('GET', `${item}/pages`, author), 200, PagesResponseSchema);
    const first = page('First');
    const saved = conforms(await call('PUT', `${item}/pages`, author, { version: pages.version, pages: [first], order: [first.id] }), 200, TemplatePagesSavedResponseSchema);
    expect(saved.message).toEqual(expect.any(String));
    const again = conforms(await call('PUT', `${item}/pages`, author, { version: saved.version, pages: [first], order: [first.id] }), 200, TemplatePagesSavedResponseSchema);
    expect(again.message).toBeUndefined();

    const stale = conforms(await call('PUT', `${item}/pages`, author, { version: pages.version, pages: [first], order: [first.id] }), 409, StaleVersionResponseSchema);
    expect(stale.version).toBe(again.version);
    const large = [page('Big', 160_000), page('Also big', 160_000)];
    const tooLarge = conforms(await call('PUT', `${item}/pages`, author, { version: again.version, pages: large, order: large.map((p) => p.id) }), 413, TooLargeResponseSchema);
    expect(tooLarge.max_bytes).toBe(BOOK_LIMIT);
    refuses(await call('PUT', `${item}/pages`, author, { version: again.version, pages: [first], order: [] }), 422);
    refuses(await call('GET', `${item}/pages`), 401);
  });

  it('documents every status the routes answer', async () => {
    const statuses = await documentedStatuses(t);
    const item = `${URL}/{id}`;
    const has = (path: string, method: string, expected: string[]) => expect(statuses(path, method)).toEqual(expect.arrayContaining(expected));
    has(URL, 'get', ['200', '401', '422']);
    has(item, 'get', ['200', '404', '422']);
    has(item, 'put', ['200', '403', '404', '422']);
    has(item, 'delete', ['200', '404']);
    has(`${item}/share`, 'post', ['200', '403', '422']);
    has(`${item}/pages`, 'get', ['200', '401', '404']);
    has(`${item}/pages`, 'put', ['200', '404', '409', '413', '422']);
    has(`${item}/use`, 'post', ['201', '404', '422']);
  });
});
