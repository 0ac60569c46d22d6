import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EbookListResponseSchema, EbookResponseSchema, EbookTemplateSavedResponseSchema, EbookWrittenResponseSchema, MessageResponseSchema, PagesResponseSchema,
  PagesSavedResponseSchema, PublicEbookListResponseSchema, PublicEbookResponseSchema, StaleVersionResponseSchema, TooLargeResponseSchema, type BookPage,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { bookForm } from './fixtures/books.ts';

const URL = '/api/admin/ebooks';
const PUBLIC_URL = '/api/public/ebooks';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Above every other book of these tests, below two of the large pages below. */
const BOOK_LIMIT = 300_000;

const page = (name: string, length = 10): BookPage => ({
  id: randomUUID(),
  name,
  elements: [{ id: randomUUID(), type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html: `<p>${'x'.repeat(length)}</p>` }],
  layout: { gutter: 50, columns: 2 },
  style: {},
});
const largePages = () => [page('Big', 160_000), page('Also big', 160_000)];

/** Every JSON answer of the e-book routes, admin and public, against @folio/shared; and the statuses OpenAPI documents. */
describe('e-books contract (answers against @folio/shared)', () => {
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

  it('the basic info: list, create, read, update (409 when stale), delete, and their refusals', async () => {
    const { data: book } = conforms(await call('POST', URL, admin, bookForm()), 201, EbookWrittenResponseSchema);
    const item = `${URL}/${book.id}`;
    for (const query of ['', 'search=Test&status=draft&book_type=ebook&per_page=5']) conforms(await call('GET', `${URL}?${query}`, admin), 200, EbookListResponseSchema);
    conforms(await call('GET', item, admin), 200, EbookResponseSchema);
    conforms(await call('PUT', item, admin, { version: book.version, ...bookForm() }), 200, EbookWrittenResponseSchema);
    const stale = conforms(await call('PUT', item, admin, { version: book.version, ...bookForm() }), 409, StaleVersionResponseSchema);
    expect(stale.version).toBe(book.version + 1);

    refuses(await call('GET', URL), 401);
    refuses(await call('GET', `${URL}?per_page=0`, admin), 422);
    refuses(await call('POST', URL, admin, bookForm({ title: '' })), 422);
    refuses(await call('GET', `${URL}/not-an-id`, admin), 422);
    refuses(await call('PUT', item, author, { version: 0, ...bookForm() }), 403);
    refuses(await call('DELETE', item, author), 403);

    conforms(await call('DELETE', item, admin), 200, MessageResponseSchema);
    refuses(await call('GET', item, admin), 404);
    refuses(await call('PUT', item, admin, { version: 0, ...bookForm() }), 404);
  });

  it('submit and approval, and a decision already made (a 409 without a version)', async () => {
    const { data: book } = conforms(await call('POST', URL, author, bookForm()), 201, EbookWrittenResponseSchema);
    const item = `${URL}/${book.id}`;
    conforms(await call('POST', `${item}/submit`, author), 200, EbookWrittenResponseSchema);
    refuses(await call('POST', `${item}/submit`, admin), 403);
    refuses(await call('POST', `${item}/approval`, admin, { approval_status: 'rejected' }), 422);
    conforms(await call('POST', `${item}/approval`, admin, { approval_status: 'approved' }), 200, EbookWrittenResponseSchema);
    refuses(await call('POST', `${item}/approval`, admin, { approval_status: 'approved' }), 409);
    refuses(await call('POST', `${item}/submit`, author), 409);
    refuses(await call('POST', `${URL}/${UNKNOWN_ID}/approval`, admin, { approval_status: 'approved' }), 404);
  });

  it('the pages: read, save (409 when stale, 413 when too large), copy and save as a template', async () => {
    const { data: book } = conforms(await call('POST', URL, admin, bookForm()), 201, EbookWrittenResponseSchema);
    const item = `${URL}/${book.id}`;
    const pages = conforms(await call('GET', `${item}/pages`, admin), 200, PagesResponseSchema);
    const first = page('First');
    const saved = conforms(await call('PUT', `${item}/pages`, admin, { version: pages.version, pages: [first], order: [first.id] }), 200, PagesSavedResponseSchema);
    const stale = conforms(await call('PUT', `${item}/pages`, admin, { version: pages.version, pages: [first], order: [first.id] }), 409, StaleVersionResponseSchema);
    expect(stale.version).toBe(saved.version);
    const large = largePages();
    const tooLarge = conforms(await call('PUT', `${item}/pages`, admin, { version: saved.version, pages: large, order: large.map((p) => p.id) }), 413, TooLargeResponseSchema);
    expect(tooLarge.max_bytes).toBe(BOOK_LIMIT);
    refuses(await call('PUT', `${item}/pages`, admin, { version: saved.version, pages: [first], order: [] }), 422);
    refuses(await call('GET', `${item}/pages`, author), 403);

    conforms(await call('POST', `${item}/copies`, admin, { title: 'A contract copy', pages: [page('Copied')] }), 201, EbookWrittenResponseSchema);
    conforms(await call('POST', `${item}/copies`, admin, { title: 'A large copy', pages: largePages() }), 413, TooLargeResponseSchema);
    refuses(await call('POST', `${item}/copies`, admin, { title: '', pages: [] }), 422);
    conforms(await call('POST', `${item}/template`, admin, { name: 'A contract template' }), 201, EbookTemplateSavedResponseSchema);
    conforms(await call('POST', `${item}/template`, admin), 201, EbookTemplateSavedResponseSchema);
    refuses(await call('POST', `${URL}/${UNKNOWN_ID}/template`, admin), 404);
  });

  it('the public catalogue and its refusals', async () => {
    // A published, approved book, so that the list has an item to check and to open.
    await insertBook(t);
    const list = conforms(await call('GET', PUBLIC_URL), 200, PublicEbookListResponseSchema);
    for (const query of ['sort=title&search=a&per_page=3', 'sort=price_desc&page=999']) conforms(await call('GET', `${PUBLIC_URL}?${query}`), 200, PublicEbookListResponseSchema);
    const [book] = list.data;
    conforms(await call('GET', `${PUBLIC_URL}/${book.slug}`), 200, PublicEbookResponseSchema);
    conforms(await call('GET', `${PUBLIC_URL}/${book.id}`), 200, PublicEbookResponseSchema);
    refuses(await call('GET', `${PUBLIC_URL}/no-such-book`), 404);
    refuses(await call('GET', `${PUBLIC_URL}?sort=cheapest`), 422);
  });

  it('documents every status the routes answer', async () => {
    const statuses = await documentedStatuses(t);
    const item = `${URL}/{id}`;
    const has = (path: string, method: string, expected: string[]) => expect(statuses(path, method)).toEqual(expect.arrayContaining(expected));
    has(URL, 'get', ['200', '401', '422']);
    has(URL, 'post', ['201', '401', '422']);
    has(item, 'get', ['200', '403', '404', '422']);
    has(item, 'put', ['200', '403', '404', '409', '422']);
    has(item, 'delete', ['200', '403', '404']);
    has(`${item}/submit`, 'post', ['200', '403', '404', '409']);
    has(`${item}/approval`, 'post', ['200', '403', '404', '409', '422']);
    has(`${item}/pages`, 'get', ['200', '403', '404']);
    has(`${item}/pages`, 'put', ['200', '403', '404', '409', '413', '422']);
    has(`${item}/copies`, 'post', ['201', '404', '413', '422']);
    has(`${item}/template`, 'post', ['201', '404', '413']);
    has(PUBLIC_URL, 'get', ['200', '422']);
    has(`${PUBLIC_URL}/{key}`, 'get', ['200', '404']);
  });
});
