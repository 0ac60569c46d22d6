import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { ebookPages, ebooks, templates } from '../../db/schema.ts';
import { pageBytes } from '../pages/format.ts';
import { insertPages } from '../pages/store.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from './fixtures/books.ts';

/** The book size limit of these tests: above every seeded book and template, below what a test sends. */
const BOOK_LIMIT = 300_000;
const TOO_LARGE = /^This (book|template) is too large to save: its pages would take [\d.]+ MB, over the limit of 0\.3 MB\. Remove some pages or large content and try again\.$/;

const page = (name: string, length = 10): BookPage => ({
  id: randomUUID(),
  name,
  elements: [{ id: randomUUID(), type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html: `<p>${'x'.repeat(length)}</p>` }],
  layout: { gutter: 50, columns: 2 },
  style: {},
});

/** The size limit of a book's pages (BOOK_MAX_MB), on every way pages are written, and a save's retry. */
describe('book size limit and save retries', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, bookMaxBytes: BOOK_LIMIT });
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const countOf = async (table: typeof ebooks | typeof templates) => t.db.$count(table);

  it('should refuse with 413 and a message giving both sizes, and write nothing, when a save takes the book over the limit', async () => {
    const book = await api.make(admin);
    const before = (await api.pages(admin, book.id)).json();
    const big = page('Big', 160_000);
    const kept = page('Also big', 160_000);
    expect(pageBytes(big)).toBeLessThan(BOOK_LIMIT);
    // Each page fits; together (the first save) they do not.
    const res = await api.savePages(admin, book.id, { version: before.version, pages: [big, kept], order: [big.id, kept.id] });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ message: expect.stringMatching(TOO_LARGE), bytes: pageBytes(big) + pageBytes(kept), max_bytes: BOOK_LIMIT });
    expect((await api.pages(admin, book.id)).json()).toEqual(before);

    // The pages already stored count too: a page saved alone, then a second one sent beside it.
    const first = (await api.savePages(admin, book.id, { version: before.version, pages: [big], order: [big.id] })).json();
    expect(first).toEqual({ version: before.version + 1 });
    const second = await api.savePages(admin, book.id, { version: first.version, pages: [kept], order: [big.id, kept.id] });
    expect(second.statusCode).toBe(413);
    expect((await api.pages(admin, book.id)).json()).toMatchObject({ version: first.version, data: [big] });
  });

  it('should refuse to start a book from a template whose pages are over the limit, and make no book', async () => {
    // A template that grew large before the limit was lowered, shared with everyone.
    const [template] = await t.db.insert(templates).values({ name: 'Huge design', width: 794, height: 1123, shared: true }).returning({ id: templates.id });
    await insertPages(t.db, 'template', template!.id, [page('One', 200_000), page('Two', 200_000)], Infinity);
    const books = await countOf(ebooks);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${template!.id}/use`, headers: t.bearer(admin), payload: { title: 'From a huge design' } });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(TOO_LARGE);
    expect(await countOf(ebooks)).toBe(books);
  });

  it('should refuse to save a book over the limit as a template, and make no template', async () => {
    // A book that grew large before the limit was lowered.
    const book = await api.make(admin);
    await t.db.delete(ebookPages).where(eq(ebookPages.ebookId, book.id));
    await insertPages(t.db, 'ebook', book.id, [page('One', 200_000), page('Two', 200_000)], Infinity);
    const count = await countOf(templates);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${book.id}/template`, headers: t.bearer(admin), payload: { name: 'Copy of a huge book' } });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(TOO_LARGE);
    expect(await countOf(templates)).toBe(count);
  });

  it('should answer a save sent again after its answer was lost with its version, and a real conflict with 409', async () => {
    const book = await api.make(admin);
    const { data, version } = (await api.pages(admin, book.id)).json();
    const save = { version, pages: [{ ...data[0], name: 'Mine' }], order: [data[0].id], save_id: randomUUID() };
    expect((await api.savePages(admin, book.id, save)).json()).toEqual({ version: version + 1 });
    // The answer never arrived: the editor sends the same save again.
    const again = await api.savePages(admin, book.id, save);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ version: version + 1 });
    // Another save based on the same old version is a real conflict.
    const other = await api.savePages(admin, book.id, { ...save, pages: [{ ...data[0], name: 'Theirs' }], save_id: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ version: version + 1 });
    expect((await api.pages(admin, book.id)).json()).toMatchObject({ version: version + 1, data: [{ name: 'Mine' }] });
  });

  it('should refuse a save id that is not a short token of letters, digits, - or _ with 422', async () => {
    const book = await api.make(admin);
    const { data, version } = (await api.pages(admin, book.id)).json();
    for (const save_id of ['short', 'has space in it', 'x'.repeat(65), 'nul\u0000-in-the-middle', 42]) {
      expectError(await api.savePages(admin, book.id, { version, pages: [], order: [data[0].id], save_id }), 422);
    }
  });
});
