import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ANNOTATION_MESSAGES, STUDY_LIMITS, STUDY_MESSAGES, type StoredBookmark } from '@folio/shared';
import { ebookPages, ebooks, readerBookmarks, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { booksByAccess, pageIdsOf } from '../annotations/fixtures.ts';
import { BEYOND_PREVIEW } from '../reading/pages.ts';
import { studyApi } from './fixtures.ts';

describe('/api/public/ebooks/{key}/bookmarks', () => {
  let t: TestApp;
  let api: ReturnType<typeof studyApi>;
  let books: Awaited<ReturnType<typeof booksByAccess>>;
  let a: string;
  let b: string;
  const pages = {} as Record<'open' | 'paid' | 'hidden', string[]>;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = studyApi(t);
    books = await booksByAccess(t);
    for (const book of ['open', 'paid', 'hidden'] as const) pages[book] = await pageIdsOf(t, books[book]);
    a = (await registerUser(t)).token;
    b = (await registerUser(t)).token;
  });
  afterAll(async () => { await t.close(); });

  const listOf = async (token: string, key: string) => {
    const res = await api.bookmarks(token, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as StoredBookmark[];
  };

  it('should replace the reader’s list, keeping the time a page kept was first marked', async () => {
    const [p0, p1, p2] = pages.open as [string, string, string];
    const saved = await api.saveBookmarks(a, books.open, [{ page_id: p0, label: ' Chapter one ' }, { page_id: p1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(STUDY_MESSAGES.bookmarksSaved);
    const first = saved.json().data as StoredBookmark[];
    expect(first).toHaveLength(2);
    expect(first).toEqual(expect.arrayContaining([expect.objectContaining({ page_id: p0, label: 'Chapter one' }), expect.objectContaining({ page_id: p1, label: '' })]));
    expect(await listOf(a, books.open)).toEqual(first);
    const markedAt = first.find((x) => x.page_id === p0)!.created_at;
    // Moved back a minute, so that a time made again now would not pass for it.
    const earlier = new Date(Date.parse(markedAt) - 60_000);
    await t.db.update(readerBookmarks).set({ createdAt: earlier }).where(eq(readerBookmarks.pageId, p0));

    const next = (await api.saveBookmarks(a, books.open, [{ page_id: p2 }, { page_id: p0, label: 'Renamed', created_at: new Date().toISOString() }])).json().data as StoredBookmark[];
    expect(next.map((x) => x.page_id)).toEqual([p0, p2]);
    expect(next[0]).toEqual({ page_id: p0, label: 'Renamed', created_at: earlier.toISOString() });

    expect((await api.saveBookmarks(a, books.open, [])).json().data).toEqual([]);
    expect(await listOf(a, books.open)).toEqual([]);
  });

  it("should take a new bookmark's own time from a visitor's list, never one yet to come", async () => {
    const reader = (await registerUser(t)).token;
    const past = '2025-03-01T10:00:00.000Z';
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const saved = (await api.saveBookmarks(reader, books.open, [{ page_id: pages.open[0], created_at: past }, { page_id: pages.open[1], created_at: future }])).json().data as StoredBookmark[];
    expect(saved[0]).toMatchObject({ page_id: pages.open[0], created_at: past });
    expect(Date.parse(saved[1]!.created_at)).toBeLessThanOrEqual(Date.now());
  });

  it("should keep each reader's list apart", async () => {
    await api.saveBookmarks(a, books.open, [{ page_id: pages.open[3], label: 'Mine' }]);
    expect(await listOf(b, books.open)).toEqual([]);
    expect((await api.saveBookmarks(b, books.open, [{ page_id: pages.open[4] }])).statusCode).toBe(200);
    expect((await listOf(a, books.open)).map((x) => x.label)).toEqual(['Mine']);
    expect((await api.saveBookmarks(b, books.open, [])).statusCode).toBe(200);
    expect((await listOf(a, books.open)).map((x) => x.label)).toEqual(['Mine']);
  });

  it('should answer 401 without a token, and 404 for a book the reader may not open', async () => {
    expectError(await api.bookmarks(null, books.open), 401);
    expectError(await api.saveBookmarks(null, books.open, []), 401);
    expectError(await api.bookmarks(a, books.hidden), 404, ANNOTATION_MESSAGES.bookNotFound);
    expectError(await api.saveBookmarks(a, books.hidden, [{ page_id: pages.hidden[0] }]), 404, ANNOTATION_MESSAGES.bookNotFound);
    const owner = await t.login(books.hiddenOwnerEmail);
    expect((await api.saveBookmarks(owner, books.hidden, [{ page_id: pages.hidden[0] }])).statusCode).toBe(200);
  });

  it("should take only the book's own pages, a PDF book's by pdf-page-<n>, and keep a page marked before its author removed it", async () => {
    for (const pageId of [pages.paid[0]!, 'made-up-page', 'pdf-page-1']) {
      expect(expectError(await api.saveBookmarks(a, books.open, [{ page_id: pageId }]), 422).errors, pageId).toEqual({ page_id: [ANNOTATION_MESSAGES.notAPage] });
    }
    const pdf = (await insertBook(t, { price: 0, pdfPages: 3 })).id;
    expect((await api.saveBookmarks(a, pdf, [{ page_id: 'pdf-page-1' }, { page_id: 'pdf-page-3' }])).statusCode).toBe(200);
    expectError(await api.saveBookmarks(a, pdf, [{ page_id: 'pdf-page-4' }]), 422);

    const book = await insertBook(t, { price: 0 });
    const [first, second] = await pageIdsOf(t, book.id);
    await api.saveBookmarks(a, book.id, [{ page_id: first }, { page_id: second }]);
    // The author removes the second page (as a save of the pages would): the reader's list still saves.
    await t.db.delete(ebookPages).where(and(eq(ebookPages.ebookId, book.id), eq(ebookPages.id, second!)));
    const again = await api.saveBookmarks(a, book.id, [{ page_id: first, label: 'Still' }, { page_id: second }]);
    expect(again.statusCode, again.body).toBe(200);
  });

  it("should refuse a page past a preview, and leave a lost book's bookmarks out of the list and untouched by a save", async () => {
    // Books of 8 pages: a preview shows the first 4.
    expect((await api.saveBookmarks(a, books.paid, [{ page_id: pages.paid[0] }])).statusCode).toBe(200);
    expectError(await api.saveBookmarks(a, books.paid, [{ page_id: pages.paid[0] }, { page_id: pages.paid[6] }]), 403, BEYOND_PREVIEW);
    // A page the book does not have is no page of it, preview or not.
    expectError(await api.saveBookmarks(a, books.paid, [{ page_id: 'made-up-page' }]), 422);

    const admin = await t.login('admin@folio.test');
    const shop = shopApi(t);
    const bought = await insertBook(t, { price: 12 });
    const order = await shop.paidOrder(a, admin, [bought.id]);
    const boughtPages = await pageIdsOf(t, bought.id);
    await api.saveBookmarks(a, bought.id, [{ page_id: boughtPages[1], label: 'Early' }, { page_id: boughtPages[6], label: 'Late' }]);
    expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);

    expect((await listOf(a, bought.id)).map((x) => x.label)).toEqual(['Early']);
    expect((await api.saveBookmarks(a, bought.id, [{ page_id: boughtPages[0], label: 'First' }])).json().data.map((x: StoredBookmark) => x.label)).toEqual(['First']);
    const stored = await t.db.select({ label: readerBookmarks.label }).from(readerBookmarks).where(eq(readerBookmarks.ebookId, bought.id));
    expect(stored.map((x) => x.label).sort()).toEqual(['First', 'Late']);
  });

  it('should answer 422 with the shared messages for an invalid list', async () => {
    const page = pages.open[0]!;
    const errorsOf = async (bookmarks: unknown[]) => expectError(await api.saveBookmarks(a, books.open, bookmarks), 422).errors ?? {};
    expect((await errorsOf([{ page_id: page }, { page_id: page, label: 'Twice' }])).bookmarks).toContain(STUDY_MESSAGES.duplicateBookmark);
    expect((await errorsOf([{ page_id: page, label: 'x'.repeat(STUDY_LIMITS.bookmarkLabel + 1) }]))['bookmarks.0.label']).toContain(STUDY_MESSAGES.bookmarkLabelTooLong);
    expect((await errorsOf(Array.from({ length: STUDY_LIMITS.bookmarksPerBook + 1 }, (_, i) => ({ page_id: `page-${i}` })))).bookmarks).toContain(STUDY_MESSAGES.tooManyBookmarks);
    expect((await errorsOf([{ page_id: '../etc' }]))['bookmarks.0.page_id']).toContain('Not a valid page id');
    expectError(await api.call('PUT', `/public/ebooks/${books.open}/bookmarks`, a, {}), 422);
  });

  it("should go with the reader's account and with the book", async () => {
    const reader = await registerUser(t);
    const book = await insertBook(t, { price: 0 });
    const [page] = await pageIdsOf(t, book.id);
    await api.saveBookmarks(a, book.id, [{ page_id: page }]);
    await api.saveBookmarks(reader.token, books.open, [{ page_id: pages.open[0] }]);
    await t.db.delete(ebooks).where(eq(ebooks.id, book.id));
    await t.db.delete(users).where(eq(users.id, reader.user.id));
    expect(await t.db.select().from(readerBookmarks).where(eq(readerBookmarks.ebookId, book.id))).toEqual([]);
    expect(await t.db.select().from(readerBookmarks).where(eq(readerBookmarks.userId, reader.user.id))).toEqual([]);
  });
});
