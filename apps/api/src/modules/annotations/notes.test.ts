import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ebooks, readerNotes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { annotationApi, booksByAccess, pageIdsOf } from './fixtures.ts';

describe('/api/me/notes', () => {
  let t: TestApp;
  let api: ReturnType<typeof annotationApi>;
  let books: Awaited<ReturnType<typeof booksByAccess>>;
  let a: string;
  let b: string;
  // The first two pages of each book.
  const pages = {} as Record<'open' | 'paid' | 'hidden', [string, string]>;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = annotationApi(t);
    books = await booksByAccess(t);
    for (const book of ['open', 'paid', 'hidden'] as const) pages[book] = (await pageIdsOf(t, books[book])) as [string, string];
    a = (await registerUser(t)).token;
    b = (await registerUser(t)).token;
  });
  afterAll(async () => { await t.close(); });

  const note = (over: Record<string, unknown> = {}) => ({ ebook_id: books.open, page_id: pages.open[0], x: 120.5, y: 40, text: 'Look here', ...over });

  it('should create, list, edit, move and delete a note of the signed-in reader', async () => {
    const created = await api.addNote(a, note({ color: '#FFCC00' }));
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ ebook_id: books.open, page_id: pages.open[0], x: 120.5, y: 40, text: 'Look here', color: '#FFCC00' });
    expect(Object.keys(data).sort()).toEqual(['color', 'created_at', 'ebook_id', 'id', 'page_id', 'text', 'updated_at', 'x', 'y']);

    expect((await api.notes(a, books.open)).json().data.map((n: { id: string }) => n.id)).toEqual([data.id]);

    const edited = await api.editNote(a, data.id, { text: 'Changed', x: 7, y: 8, page_id: pages.open[1] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ text: 'Changed', x: 7, y: 8, page_id: pages.open[1], color: '#FFCC00' });
    expect((await api.editNote(a, data.id, { color: null })).json().data.color).toBeNull();

    expect((await api.deleteNote(a, data.id)).statusCode).toBe(200);
    expect((await api.notes(a, books.open)).json().data).toEqual([]);
    expectError(await api.deleteNote(a, data.id), 404, 'Note not found.');
  });

  it("should never show, change or delete another reader's note (404)", async () => {
    const mine = (await api.addNote(a, note({ text: 'Private' }))).json().data;
    expect((await api.notes(b, books.open)).json().data).toEqual([]);
    expectError(await api.editNote(b, mine.id, { text: 'Hijacked' }), 404, 'Note not found.');
    expectError(await api.deleteNote(b, mine.id), 404, 'Note not found.');
    expect((await api.notes(a, books.open)).json().data.find((n: { id: string }) => n.id === mine.id).text).toBe('Private');
  });

  it('should answer 401 without a token', async () => {
    expectError(await api.notes(null, books.open), 401);
    expectError(await api.addNote(null, note()), 401);
    expectError(await api.editNote(null, randomUUID(), { text: 'x' }), 401);
    expectError(await api.deleteNote(null, randomUUID()), 401);
  });

  it('should answer 404 for a book that does not exist or that the reader may not open', async () => {
    expectError(await api.addNote(a, note({ ebook_id: randomUUID() })), 404, 'eBook not found.');
    expectError(await api.addNote(a, note({ ebook_id: books.hidden })), 404, 'eBook not found.');
    expectError(await api.notes(a, books.hidden), 404);
  });

  it("should let the book's owner and an admin annotate a book that is not public", async () => {
    const owner = await t.login(books.hiddenOwnerEmail);
    expect((await api.addNote(owner, note({ ebook_id: books.hidden, page_id: pages.hidden[0] }))).statusCode).toBe(201);
    const admin = await t.login('admin@folio.test');
    expect((await api.addNote(admin, note({ ebook_id: books.hidden, page_id: pages.hidden[0] }))).statusCode).toBe(201);
    expect((await api.notes(owner, books.hidden)).json().data).toHaveLength(1);
  });

  it('should keep notes on the preview of a paid book the reader has not bought', async () => {
    expect((await api.addNote(a, note({ ebook_id: books.paid, page_id: pages.paid[0] }))).statusCode).toBe(201);
  });

  it('should put notes out of reach of a reader who lost the book or its pages, and give them back when it opens again', async () => {
    const admin = await t.login('admin@folio.test');
    const shop = shopApi(t);
    // Books of 8 pages: a preview shows the first 4.
    const bought = await insertBook(t, { price: 12 });
    const order = await shop.paidOrder(a, admin, [bought.id]);
    const unpublished = await insertBook(t, { price: 0 });
    const madePaid = await insertBook(t, { price: 0 });
    const add = async (ebookId: string, page: number, text: string) =>
      (await api.addNote(a, note({ ebook_id: ebookId, page_id: (await pageIdsOf(t, ebookId))[page], text }))).json().data as { id: string; page_id: string };
    const pastPreview = await add(bought.id, 5, 'Paid for');
    const onDraft = await add(unpublished.id, 0, 'Free');
    const inPreview = await add(madePaid.id, 0, 'First page');
    const pastFree = await add(madePaid.id, 6, 'Seventh page');

    // The order is refunded, one book unpublished, the other made paid: each reader keeps a preview at most.
    expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);
    await t.db.update(ebooks).set({ status: 'draft' }).where(eq(ebooks.id, unpublished.id));
    await t.db.update(ebooks).set({ price: 10, finalPrice: 10 }).where(eq(ebooks.id, madePaid.id));

    for (const [lost, message] of [[pastPreview, 'Note not found.'], [pastFree, 'Note not found.'], [onDraft, 'eBook not found.']] as const) {
      expectError(await api.editNote(a, lost.id, { text: 'Changed' }), 404, message);
      expectError(await api.deleteNote(a, lost.id), 404, message);
    }
    expect((await api.notes(a, bought.id)).json().data).toEqual([]);
    expect((await api.notes(a, madePaid.id)).json().data.map((n: { id: string }) => n.id)).toEqual([inPreview.id]);
    // What the preview shows stays the reader's, but not a move past it.
    expect((await api.editNote(a, inPreview.id, { text: 'Still mine' })).statusCode).toBe(200);
    expectError(await api.editNote(a, inPreview.id, { page_id: pastFree.page_id }), 403, 'This page is not part of the preview. Buy the book to read on.');
    expectError(await api.addNote(a, note({ ebook_id: madePaid.id, page_id: pastFree.page_id })), 403);

    const textOf = async (id: string) => (await t.db.select({ text: readerNotes.text }).from(readerNotes).where(eq(readerNotes.id, id)))[0]?.text;
    expect([await textOf(pastPreview.id), await textOf(onDraft.id), await textOf(pastFree.id)]).toEqual(['Paid for', 'Free', 'Seventh page']);
    await t.db.update(ebooks).set({ status: 'published' }).where(eq(ebooks.id, unpublished.id));
    expect((await api.editNote(a, onDraft.id, { text: 'Open again' })).json().data.text).toBe('Open again');
  });

  it('should answer 422 with field messages for invalid notes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '   ' }, 'text', 'Note text is required'],
      [{ text: 'x'.repeat(2001) }, 'text', 'Too long'],
      [{ x: -1 }, 'x', 'Must be a number from 0 to 100000'],
      [{ y: 'ten' }, 'y', 'Must be a number from 0 to 100000'],
      [{ x: 1e9 }, 'x', 'Must be a number from 0 to 100000'],
      [{ color: 'yellow' }, 'color', 'Use a colour like #FFFF00'],
      [{ page_id: '../etc' }, 'page_id', 'Not a valid page id'],
      [{ ebook_id: 'nope' }, 'ebook_id', 'Not a valid id'],
    ];
    for (const [over, field, message] of cases) {
      expect(expectError(await api.addNote(a, note(over)), 422).errors?.[field], JSON.stringify(over)).toContain(message);
    }
    const mine = (await api.addNote(a, note())).json().data;
    expect(expectError(await api.editNote(a, mine.id, { text: '' }), 422).errors?.text).toContain('Note text is required');
    expectError(await api.editNote(a, mine.id, {}), 422);
    expectError(await api.editNote(a, 'not-a-uuid', { text: 'x' }), 422);
  });
});
