import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STUDY_LIMITS, STUDY_MESSAGES, type BookElement, type BookPage } from '@folio/shared';
import { ebookPages, ebooks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { studyApi } from './fixtures.ts';

const box = { size: { width: 100, height: 20 }, style: {} };
const heading = (id: string, text: string, level: number, at: { x?: number; y?: number } = {}, style = {}): BookElement =>
  ({ id, type: 'heading', position: { x: at.x ?? 0, y: at.y ?? 0 }, ...box, style, text, level }) as BookElement;
const words = (id: string, y = 100): BookElement => ({ id, type: 'text', position: { x: 0, y }, ...box, html: '<p>Heading of nothing</p>' }) as BookElement;
const page = (n: number, elements: BookElement[] = []): BookPage => ({ id: `page-${n}`, name: `Page ${n + 1}`, elements, layout: { gutter: 50, columns: 2 }, style: {} });

describe('/api/public/ebooks/{key}/contents and /api/admin/ebooks/{id}/contents', () => {
  let t: TestApp;
  let api: ReturnType<typeof studyApi>;
  let admin: string;
  let author: string;
  let authorId: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = studyApi(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
    authorId = (await findUser(t.db, 'author@folio.test'))!.id;
  });
  afterAll(async () => { await t.close(); });

  const contentsOf = async (key: string, token: string | null = null) => {
    const res = await api.contents(token, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("should answer a book's headings in reading order, page by page, at their levels", async () => {
    const pages = Array.from({ length: 40 }, (_, n) => page(n, [words(`w${n}`)]));
    // Out of order in the page's list, but read top to bottom, then from the left.
    pages[0] = page(0, [words('intro'), heading('b', 'Second on the row', 2, { x: 300, y: 10 }), heading('a', '  The   beginning ', 1, { x: 0, y: 10 })]);
    pages[3] = page(3, [heading('hidden', 'Not shown', 1, {}, { hidden: true }), heading('blank', '   ', 1), heading('c', 'Chapter two', 1)]);
    pages[39] = page(39, [heading('d', 'Notes at the end', 3)]);
    const book = await insertBook(t, { price: 0, pages });
    expect(await contentsOf(book.id)).toEqual({
      source: 'headings',
      entries: [
        { title: 'The beginning', page: 0, level: 1 },
        { title: 'Second on the row', page: 0, level: 2 },
        { title: 'Chapter two', page: 3, level: 1 },
        { title: 'Notes at the end', page: 39, level: 3 },
      ],
    });
    // By its slug as well, as the reader opens it.
    expect((await contentsOf(book.slug)).entries).toHaveLength(4);
    expect(await contentsOf((await insertBook(t, { price: 0, pages: 3 })).id)).toEqual({ source: 'headings', entries: [] });
  });

  it('should read the headings of pages kept in an older format', async () => {
    const book = await insertBook(t, { price: 0, pages: 2 });
    // Format 0 kept an element's place and size as x, y, width and height.
    const old = { id: 'page-old', elements: [{ id: 'h', type: 'heading', x: 10, y: 20, width: 300, height: 40, text: 'Old chapter', level: 2 }] };
    const [second] = await t.db.select({ id: ebookPages.id }).from(ebookPages).where(eq(ebookPages.ebookId, book.id)).orderBy(ebookPages.position).offset(1);
    await t.db.update(ebookPages).set({ data: old as unknown as BookPage }).where(eq(ebookPages.id, second!.id));
    await t.db.update(ebooks).set({ schemaVersion: 0 }).where(eq(ebooks.id, book.id));
    expect((await contentsOf(book.id)).entries).toEqual([{ title: 'Old chapter', page: 1, level: 2 }]);
  });

  it("should answer the author's own list instead, and the headings again once it is cleared", async () => {
    const book = await insertBook(t, { price: 0, pages: [page(0, [heading('h', 'From the heading', 1)]), page(1), page(2)], createdBy: authorId, status: 'draft', approval: 'pending' });
    const list = [{ title: 'Foreword', page: 0, level: 1 }, { title: '  Part two ', page: 2, level: 2 }];
    const saved = await api.saveContents(author, book.id, list);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: STUDY_MESSAGES.contentsSaved, data: { source: 'author', entries: [list[0], { title: 'Part two', page: 2, level: 2 }] } });
    expect(await contentsOf(book.id, author)).toEqual(saved.json().data);

    const cleared = await api.saveContents(author, book.id, null);
    expect(cleared.json().data).toEqual({ source: 'headings', entries: [{ title: 'From the heading', page: 0, level: 1 }] });
    const [row] = await t.db.select({ contents: ebooks.contents }).from(ebooks).where(eq(ebooks.id, book.id));
    expect(row!.contents).toBeNull();
    // An empty list of the author's own is a list all the same: no contents at all.
    expect((await api.saveContents(author, book.id, [])).json().data).toEqual({ source: 'author', entries: [] });
  });

  it("should leave out an entry past the book's last page when the book lost pages since", async () => {
    const book = await insertBook(t, { price: 0, pages: 4 });
    await t.db.update(ebooks).set({ contents: [{ title: 'Kept', page: 1, level: 1 }, { title: 'Gone', page: 3, level: 1 }], pageCount: 3 }).where(eq(ebooks.id, book.id));
    expect((await contentsOf(book.id)).entries).toEqual([{ title: 'Kept', page: 1, level: 1 }]);
  });

  it("should answer a PDF book's list, or none: the reader reads the PDF's outline itself", async () => {
    const pdf = await insertBook(t, { price: 0, pdfPages: 5 });
    expect(await contentsOf(pdf.id)).toEqual({ source: 'headings', entries: [] });
    expect((await api.saveContents(admin, pdf.id, [{ title: 'Last page', page: 4, level: 1 }])).statusCode).toBe(200);
    expect(await contentsOf(pdf.id)).toEqual({ source: 'author', entries: [{ title: 'Last page', page: 4, level: 1 }] });
    expect(expectError(await api.saveContents(admin, pdf.id, [{ title: 'Past it', page: 5, level: 1 }]), 422).errors).toEqual({ 'entries.0.page': [STUDY_MESSAGES.contentsInvalidPage] });
  });

  it('should open the contents to whoever may open the book: all of them to a preview, none of a draft to a stranger', async () => {
    const paid = await insertBook(t, { price: 10, pages: [page(0), ...Array.from({ length: 7 }, (_, n) => page(n + 1, [heading(`h${n}`, `Chapter ${n + 1}`, 1)]))] });
    const visitor = await api.contents(null, paid.id);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(visitor.json().data.entries.map((e: { page: number }) => e.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const draft = await insertBook(t, { price: 0, status: 'draft', approval: 'pending', createdBy: authorId });
    expectError(await api.contents(null, draft.id), 404, 'eBook not found.');
    expectError(await api.contents((await registerUser(t)).token, draft.id), 404);
    expect((await api.contents(author, draft.id)).statusCode).toBe(200);
    expectError(await api.contents(null, 'no-such-book'), 404);
    expectError(await api.contents('not-a-token', paid.id), 401);
  });

  it("should let who may edit the book's pages write its contents: its owner and admins, not another author or a reader", async () => {
    const book = await insertBook(t, { price: 0, pages: 3, createdBy: authorId, status: 'draft', approval: 'pending' });
    const list = [{ title: 'One', page: 0, level: 1 }];
    expect((await api.saveContents(author, book.id, list)).statusCode).toBe(200);
    expect((await api.saveContents(admin, book.id, list)).statusCode).toBe(200);
    expectError(await api.saveContents(await t.login('publisher@folio.test'), book.id, list), 403);
    expectError(await api.saveContents((await registerUser(t)).token, book.id, list), 403);
    expectError(await api.saveContents(null, book.id, list), 401);
    expectError(await api.saveContents(admin, '00000000-0000-4000-8000-000000000000', list), 404, 'eBook not found.');
    expectError(await api.saveContents(admin, 'not-an-id', list), 422);
    // Refused before its body is read: no validation message tells a stranger about the book.
    expectError(await api.saveContents((await registerUser(t)).token, book.id, 'nonsense'), 403);
  });

  it("should send an approved book back to approval when its owner changes its contents, not when an admin does or nothing changed", async () => {
    const book = await insertBook(t, { price: 0, pages: 3, createdBy: authorId });
    const approval = async () => (await t.db.select({ a: ebooks.approvalStatus }).from(ebooks).where(eq(ebooks.id, book.id)))[0]!.a;
    const list = [{ title: 'One', page: 0, level: 1 }];
    await api.saveContents(admin, book.id, list);
    expect(await approval()).toBe('approved');
    await api.saveContents(author, book.id, list);
    expect(await approval()).toBe('approved');
    await api.saveContents(author, book.id, [{ title: 'Changed', page: 0, level: 1 }]);
    expect(await approval()).toBe('pending');
  });

  it('should answer 422 with the shared messages for an invalid list', async () => {
    const book = await insertBook(t, { price: 0, pages: 3 });
    const errorsOf = async (entries: unknown) => expectError(await api.saveContents(admin, book.id, entries), 422).errors ?? {};
    expect(await errorsOf([{ title: 'Fine', page: 2, level: 1 }, { title: 'Past the end', page: 3, level: 1 }, { title: 'Far', page: 99, level: 1 }])).toEqual({
      'entries.1.page': [STUDY_MESSAGES.contentsInvalidPage],
      'entries.2.page': [STUDY_MESSAGES.contentsInvalidPage],
    });
    expect((await errorsOf([{ title: '  ', page: 0, level: 1 }]))['entries.0.title']).toContain(STUDY_MESSAGES.contentsTitleRequired);
    expect((await errorsOf([{ title: 'x'.repeat(STUDY_LIMITS.contentsTitle + 1), page: 0, level: 1 }]))['entries.0.title']).toContain(STUDY_MESSAGES.contentsTitleTooLong);
    expect((await errorsOf([{ title: 'Deep', page: 0, level: 7 }]))['entries.0.level']).toContain(STUDY_MESSAGES.contentsInvalidLevel);
    expect((await errorsOf([{ title: 'Half', page: 0.5, level: 1 }]))['entries.0.page']).toContain(STUDY_MESSAGES.contentsInvalidPage);
    expect((await errorsOf([{ title: 'Before', page: -1, level: 1 }]))['entries.0.page']).toContain(STUDY_MESSAGES.contentsInvalidPage);
    const many = Array.from({ length: STUDY_LIMITS.contentsEntries + 1 }, () => ({ title: 'Entry', page: 0, level: 1 }));
    expect((await errorsOf(many)).entries).toContain(STUDY_MESSAGES.tooManyContents);
    expect(Object.keys(await errorsOf(undefined))).toEqual(['entries']);
  });
});
