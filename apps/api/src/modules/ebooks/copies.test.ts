import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LAYER_MESSAGES, type BookPage } from '@folio/shared';
import { ebookPages, ebooks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi, makeAuthor, makeCategory } from './fixtures/books.ts';

/** Below the book size limit of these tests, so that a book may be larger than one request body. */
const BODY_LIMIT = 100_000;
const BOOK_LIMIT = 300_000;

const text = (html: string) => ({ id: randomUUID(), type: 'text' as const, position: { x: 50, y: 50 }, size: { width: 200, height: 50 }, style: {}, html });
const page = (name: string, elements: BookPage['elements'] = []): BookPage => ({ id: randomUUID(), name, elements, layout: { gutter: 50, columns: 2 }, style: {} });

describe('POST /api/admin/ebooks/{id}/copies', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, bodyLimitBytes: BODY_LIMIT, bookMaxBytes: BOOK_LIMIT });
    api = ebookApi(t);
    [author, admin] = await Promise.all([t.login('author@folio.test'), t.login('admin@folio.test')]);
  });
  afterAll(async () => { await t.close(); });

  const copy = (token: string | null, id: string, body: Record<string, unknown>) => api.call('POST', `/${id}/copies`, token, body);
  const bookCount = () => t.db.$count(ebooks);
  const rowsOf = (id: string) => t.db.select().from(ebookPages).where(eq(ebookPages.ebookId, id)).orderBy(asc(ebookPages.position));

  it("should make a draft book of the user's with the book's basic info and the pages sent, under new page and element ids", async () => {
    const [authorId, categoryId] = await Promise.all([makeAuthor(t, admin, `Copy author ${randomUUID()}`), makeCategory(t, admin, `Copy category ${randomUUID()}`)]);
    const source = await api.make(author, { page_dimension: 'A5', orientation: 'landscape', price: 12, discount: 2, author_ids: [authorId], category_ids: [categoryId], status: 'published' });
    const pages = [page('Mine one', [text('<p>One<script>alert(1)</script></p>')]), page('Mine two', [text('<p>Two</p>')])];

    const res = await copy(author, source.id, { title: 'Book (my copy)', pages, schema_version: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      title: 'Book (my copy)', status: 'draft', approval_status: 'pending', page_dimension: 'A5', orientation: 'landscape', price: 12, discount: 2,
      authors: [{ id: authorId }], categories: [{ id: categoryId }], page_count: 2,
    });
    expect(data.id).not.toBe(source.id);

    const stored = await rowsOf(data.id);
    expect(stored.map((r) => r.data.name)).toEqual(['Mine one', 'Mine two']);
    expect(stored.map((r) => r.data.elements[0]!.html)).toEqual(['<p>One</p>', '<p>Two</p>']);
    const sentIds = new Set(pages.flatMap((p) => [p.id, p.elements[0]!.id]));
    for (const row of stored) {
      expect(sentIds.has(row.id)).toBe(false);
      expect(sentIds.has(row.data.elements[0]!.id)).toBe(false);
    }
    // The book it came from keeps its own pages.
    expect((await api.pages(author, source.id)).json().data.map((p: BookPage) => p.name)).toEqual(['Page 1']);
  });

  it('should create nothing and name the page and the element when an element anywhere is invalid', async () => {
    const source = await api.make(author);
    const heading = { id: 'title', type: 'heading', position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, text: 'Hi', level: 9 };
    const before = await bookCount();
    const res = await copy(author, source.id, { title: 'Copy', pages: [page('One', [text('<p>ok</p>')]), page('Two'), page('Three', [heading as never])] });
    const body = expectError(res, 422, 'Page 3, element "title": level: Too big: expected number to be <=6');
    expect(body.errors).toEqual({ 'pages.2.elements.0.level': ['Too big: expected number to be <=6'] });
    expect(await bookCount()).toBe(before);
  });

  it('should take a book larger than one request body, and refuse one over the book size limit with 413 and nothing created', async () => {
    const source = await api.make(author);
    const big = (name: string) => page(name, [text(`<p>${'x'.repeat(70_000)}</p>`)]);
    const res = await copy(author, source.id, { title: 'Big copy', pages: [big('One'), big('Two')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.page_count).toBe(2);

    const before = await bookCount();
    const tooBig = await copy(author, source.id, { title: 'Too big', pages: [big('One'), big('Two'), big('Three'), big('Four'), big('Five')] });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: expect.stringMatching(/^This book is too large to save/), max_bytes: BOOK_LIMIT });
    expect(await bookCount()).toBe(before);
  });

  it("should fail with status 403 when someone copies another author's book, 401 for a visitor, before the body is read", async () => {
    const source = await api.make(author);
    const before = await bookCount();
    const stranger = await accountWithRole(t, 'author');
    expectError(await copy(stranger.token, source.id, { title: 'Stolen', pages: [page('One')] }), 403);
    expectError(await copy(stranger.token, source.id, { title: '', pages: 'nonsense' }), 403);
    // Refused before the body is read: a body over any limit gets the same answer.
    expectError(await copy(stranger.token, source.id, { title: 'Huge', pages: [page('One', [text('y'.repeat(BOOK_LIMIT * 2))])] }), 403);
    expectError(await copy(null, source.id, { title: 'Anon', pages: [page('One')] }), 401);
    expectError(await copy(author, randomUUID(), { title: 'Nothing', pages: [page('One')] }), 404);
    expect(await bookCount()).toBe(before);
  });

  it("should let an admin copy another's book, and refuse a PDF book (422)", async () => {
    const source = await api.make(author);
    const res = await copy(admin, source.id, { title: 'Admin copy', pages: [page('One')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ approval_status: 'approved', owner: { name: expect.any(String) } });
    const pdf = await api.make(author, { book_type: 'pdf' });
    expectError(await copy(author, pdf.id, { title: 'PDF copy', pages: [page('One')] }), 422, PDF_LAYER_MESSAGES.notCopied);
  });

  it('should refuse pages sent in an older book format (422)', async () => {
    const source = await api.make(author);
    const body = expectError(await copy(author, source.id, { title: 'Old', pages: [page('One')], schema_version: 0 }), 422);
    expect(body.errors).toHaveProperty('schema_version');
  });
});
