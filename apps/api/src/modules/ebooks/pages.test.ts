import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOK_SCHEMA_VERSION, PDF_LAYER_MESSAGES, type BookPage } from '@folio/shared';
import { ebookPages, ebooks, templatePages, templates } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { uploadImage } from '../uploads/fixtures/files.ts';
import { accountWithRole, ebookApi } from './fixtures/books.ts';

const STALE = 'This book was changed elsewhere. Reload to get the latest version.';

const page = (name: string, elements: BookPage['elements'] = []): BookPage => ({ id: randomUUID(), name, elements, layout: { gutter: 50, columns: 2 }, style: {} });
const text = (content: string) => ({ id: randomUUID(), type: 'text' as const, position: { x: 50, y: 50 }, size: { width: 200, height: 50 }, style: {}, content });

describe('/api/admin/ebooks/{id}/pages', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  /** A book of the author with three saved pages A, B, C at version 1. */
  async function bookWithPages() {
    const book = await api.make(author);
    const { data, version } = (await api.pages(author, book.id)).json();
    const [a, b, c] = [{ ...data[0], name: 'A' }, page('B', [text('Hello')]), page('C')];
    const res = await api.savePages(author, book.id, { version, pages: [a, b, c], order: [a.id, b.id, c.id] });
    expect(res.json()).toEqual({ version: 1 });
    return { id: book.id, a, b, c };
  }
  const rows = (id: string) => t.db.select().from(ebookPages).where(eq(ebookPages.ebookId, id)).orderBy(asc(ebookPages.position));

  it('should write only the sent pages, apply the order and remove the pages left out when the owner saves', async () => {
    const { id, a, b, c } = await bookWithPages();
    const before = new Map((await rows(id)).map((r) => [r.id, r.updatedAt.getTime()]));

    // The save stamps the rows it writes with the date of the app: set a second past the first save's, rather
    // than waiting for the real one to move on.
    const savedAt = Math.max(...before.values()) + 1000;
    const changedB = { ...b, name: 'B2', elements: [text('Changed')] };
    vi.useFakeTimers({ toFake: ['Date'], now: savedAt });
    let res;
    try {
      res = await api.savePages(author, id, { version: 1, pages: [changedB], order: [b.id, a.id] });
    } finally {
      vi.useRealTimers();
    }
    expect(res.json()).toEqual({ version: 2 });

    const after = await rows(id);
    expect(after.map((r) => [r.id, r.position])).toEqual([[b.id, 0], [a.id, 1]]);
    expect(after.find((r) => r.id === a.id)!.updatedAt.getTime()).toBe(before.get(a.id));
    expect(after.find((r) => r.id === b.id)!.updatedAt.getTime()).toBe(savedAt);
    expect(after.some((r) => r.id === c.id)).toBe(false);

    const read = (await api.pages(author, id)).json();
    expect(read.version).toBe(2);
    expect(read.data.map((p: BookPage) => p.name)).toEqual(['B2', 'A']);
    expect(read.data[0].elements[0]).toMatchObject({ type: 'text', content: 'Changed' });
    const [book] = await t.db.select({ pageCount: ebooks.pageCount, version: ebooks.version }).from(ebooks).where(eq(ebooks.id, id));
    expect(book).toEqual({ pageCount: 2, version: 2 });
  });

  it('should answer 409 with the current version and change nothing when the version is stale', async () => {
    const { id, a } = await bookWithPages();
    const res = await api.savePages(author, id, { version: 0, pages: [{ ...a, name: 'Late' }], order: [a.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: STALE, version: 1 });
    expect((await rows(id)).map((r) => r.data.name)).toEqual(['A', 'B', 'C']);
  });

  it('should let exactly one of two saves from the same version win when they arrive together', async () => {
    const { id, a, b, c } = await bookWithPages();
    const results = await Promise.all(['First', 'Second'].map((name) => api.savePages(author, id, { version: 1, pages: [{ ...a, name }], order: [a.id, b.id, c.id] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({ message: STALE, version: 2 });
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(winner.json()).toEqual({ version: 2 });
  });

  it('should answer 422 when a saved page is missing from the order, a page repeats, or the order is empty', async () => {
    const { id, a, b } = await bookWithPages();
    expect(expectError(await api.savePages(author, id, { version: 1, pages: [page('Stray')], order: [a.id] }), 422).errors).toEqual({ pages: ['Every saved page must be in the order'] });
    expectError(await api.savePages(author, id, { version: 1, pages: [], order: [a.id, a.id] }), 422);
    expectError(await api.savePages(author, id, { version: 1, pages: [], order: [] }), 422);
    expectError(await api.savePages(author, id, { version: 1, pages: [], order: [b.id, 'never-sent'] }), 422);
    expect((await api.pages(author, id)).json().version).toBe(1);
  });

  it('should answer 422 when the pages are malformed', async () => {
    const { id, a } = await bookWithPages();
    expectError(await api.savePages(author, id, { version: 1, pages: [{ ...a, elements: [{ id: 'x', type: 'teleporter' }] }], order: [a.id] }), 422);
  });

  it('should name the page by its place in the book and the element when a saved element field is invalid (422)', async () => {
    const { id, a, b } = await bookWithPages();
    const image = { id: 'cover', type: 'image', position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, src: '/a.webp', alt: 'A', decorative: 'yes' };
    const body = expectError(await api.savePages(author, id, { version: 1, pages: [{ ...b, elements: [image] }], order: [a.id, b.id] }), 422);
    expect(body).toEqual({ message: 'Page 2, element "cover": decorative: Invalid input: expected boolean, received string', errors: { 'pages.0.elements.0.decorative': ['Invalid input: expected boolean, received string'] } });
    expect((await api.pages(author, id)).json().version).toBe(1);
  });

  it('should read a book stored in an older format migrated, and store it in the current format after one save', async () => {
    const book = await api.make(author);
    const [first] = await rows(book.id);
    const legacy = { id: first!.id, elements: [{ id: 't', type: 'text', x: 1, y: 2, width: 3, height: 4, content: 'Old' }] } as unknown as BookPage;
    await t.db.update(ebookPages).set({ data: legacy }).where(eq(ebookPages.id, first!.id));
    await t.db.update(ebooks).set({ schemaVersion: 0 }).where(eq(ebooks.id, book.id));

    const read = (await api.pages(author, book.id)).json();
    expect(read.data[0]).toMatchObject({ name: 'Page 1', layout: { gutter: 50, columns: 2 }, elements: [{ position: { x: 1, y: 2 }, html: '<p>Old</p>' }] });
    const added = page('Added');
    expect((await api.savePages(author, book.id, { version: read.version, pages: [added], order: [first!.id, added.id], schema_version: BOOK_SCHEMA_VERSION })).statusCode).toBe(200);

    expect((await api.read(author, book.id)).json().data.schema_version).toBe(BOOK_SCHEMA_VERSION);
    expect((await rows(book.id)).map((r) => r.data)).toEqual([read.data[0], added]);
  });

  it('should answer no pages and refuse a save while a PDF book has no PDF pages counted', async () => {
    const book = await api.make(author, { book_type: 'pdf' });
    expect((await api.pages(author, book.id)).json()).toEqual({ data: [], version: 0 });
    expectError(await api.savePages(author, book.id, { version: 0, pages: [page('P')], order: [] }), 422);
    expectError(await api.savePages(author, book.id, { version: 0, pages: [], order: ['x'] }), 422, PDF_LAYER_MESSAGES.notProcessed);
  });

  it('should give a book a first page when it turns from a PDF book into a book of pages', async () => {
    const book = await api.make(author, { book_type: 'pdf' });
    const res = await api.update(author, book.id, { title: book.title, book_type: 'ebook' });
    expect(res.json().data.page_count).toBe(1);
    expect((await api.pages(author, book.id)).json().data.map((p: BookPage) => p.name)).toEqual(['Page 1']);
  });

  describe('save as template', () => {
    it("should copy the pages with new ids into a template owned by the current user, in the book's page format, when an admin saves a book as a template", async () => {
      const admin = await t.login('admin@folio.test');
      const cover = (await uploadImage(t, author)).url;
      const book = await api.make(author, { page_dimension: 'A5', orientation: 'landscape', cover_image: cover });
      const { data, version } = (await api.pages(author, book.id)).json();
      const [first, second] = [{ ...data[0], elements: [text('One')] }, page('Two', [text('Two')])];
      await api.savePages(author, book.id, { version, pages: [first, second], order: [first.id, second.id] });

      const res = await api.call('POST', `/${book.id}/template`, admin, { name: 'Admin copy' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Template saved. Only you will see it until you share it with everyone.', data: { id: expect.any(String), name: 'Admin copy' } });
      const [template] = await t.db.select().from(templates).where(eq(templates.id, res.json().data.id));
      expect(template).toMatchObject({ ownerId: (await findUser(t.db, 'admin@folio.test'))!.id, pageDimension: 'A5', width: 559, height: 794, orientation: 'landscape', pageCount: 2, thumbnail: cover });

      const copies = await t.db.select().from(templatePages).where(eq(templatePages.templateId, template!.id)).orderBy(asc(templatePages.position));
      expect(copies.map((p) => p.data.name)).toEqual([first.name, 'Two']);
      expect(copies.map((p) => p.data.elements[0]!.content)).toEqual(['One', 'Two']);
      const oldIds = new Set([first.id, second.id, first.elements[0]!.id, second.elements[0]!.id]);
      for (const copy of copies) {
        expect(oldIds.has(copy.id)).toBe(false);
        expect(oldIds.has(copy.data.elements[0]!.id)).toBe(false);
      }
      const own = await t.db.select().from(ebookPages).where(and(eq(ebookPages.ebookId, book.id), eq(ebookPages.id, first.id)));
      expect(own).toHaveLength(1);
    });

    it('should name the template after the book when no name is sent, and refuse a stranger (403) and a PDF book (422)', async () => {
      const book = await api.make(author, { title: 'Template Source' });
      const res = await api.call('POST', `/${book.id}/template`, author);
      expect(res.json(), res.body).toMatchObject({ data: { name: 'Template Source' } });
      expectError(await api.call('POST', `/${book.id}/template`, (await accountWithRole(t, 'author')).token, {}), 403);
      const pdf = await api.make(author, { book_type: 'pdf' });
      expectError(await api.call('POST', `/${pdf.id}/template`, author, {}), 422);
    });
  });
});
