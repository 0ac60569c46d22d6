import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_POSITION_MESSAGES, ReadingPositionResponseSchema, ReadingPositionWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebooks, readerNotes, readingPositions } from '../../db/schema.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** GET/PUT /api/public/ebooks/{key}/reading-position: where a signed-in reader left a book. */
describe('/api/public/ebooks/{key}/reading-position', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let reader: { token: string; id: string };
  let other: { token: string; id: string };
  let owner: { token: string; id: string };
  const books = {} as Record<'free' | 'paid' | 'draft' | 'pdf', { id: string; slug: string }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
    reader = await customer(t);
    other = await customer(t);
    owner = await accountWithRole(t, 'author');
    books.free = await insertBook(t, { price: 0, pages: 20 });
    books.paid = await insertBook(t, { price: 9, pages: 20 });
    books.draft = await insertBook(t, { price: 0, status: 'draft', createdBy: owner.id });
    books.pdf = await insertBook(t, { price: 0, pdfPages: 6 });
  });
  afterAll(async () => { await t.close(); });

  const url = (key: string) => `/api/public/ebooks/${key}/reading-position`;

  it('should answer no page before the first save, then the saved page, by id or slug', async () => {
    const before = conforms(await call('GET', url(books.free.id), reader.token), 200, ReadingPositionResponseSchema);
    expect(before.data).toEqual({ ebook_id: books.free.id, page: null, updated_at: null, has_notes: false });

    const saved = conforms(await call('PUT', url(books.free.id), reader.token, { page: 12 }), 200, ReadingPositionWrittenResponseSchema);
    expect(saved).toMatchObject({ message: READING_POSITION_MESSAGES.saved, data: { ebook_id: books.free.id, page: 12 } });
    expect(Date.parse(saved.data.updated_at)).not.toBeNaN();

    const after = (await call('GET', url(books.free.slug), reader.token)).json().data;
    expect(after).toMatchObject({ ebook_id: books.free.id, page: 12, updated_at: saved.data.updated_at });
  });

  it('should keep one row per reader and book, written over by each save', async () => {
    await call('PUT', url(books.paid.id), reader.token, { page: 3 });
    await call('PUT', url(books.paid.id), reader.token, { page: 7 });
    const rows = await t.db.select().from(readingPositions).where(and(eq(readingPositions.userId, reader.id), eq(readingPositions.ebookId, books.paid.id)));
    expect(rows.map((r) => r.page)).toEqual([7]);
    expect((await call('GET', url(books.paid.id), reader.token)).json().data.page).toBe(7);
  });

  it("should keep each reader's position their own", async () => {
    await call('PUT', url(books.free.id), other.token, { page: 2 });
    expect((await call('GET', url(books.free.id), other.token)).json().data.page).toBe(2);
    expect((await call('GET', url(books.free.id), reader.token)).json().data.page).toBe(12);
  });

  it('should say whether the reader has notes in the book, without listing them', async () => {
    const book = await insertBook(t, { price: 0, pages: 2 });
    expect((await call('GET', url(book.id), reader.token)).json().data.has_notes).toBe(false);
    await t.db.insert(readerNotes).values({ userId: reader.id, ebookId: book.id, pageId: 'p', x: 1, y: 1, text: 'Mine' });
    expect((await call('GET', url(book.id), reader.token)).json().data).toMatchObject({ has_notes: true, page: null });
    // Another reader's notes are not theirs.
    expect((await call('GET', url(book.id), other.token)).json().data.has_notes).toBe(false);
  });

  it('should let a preview reader remember a page of the book, and a PDF book be remembered by its PDF pages', async () => {
    expect((await call('PUT', url(books.paid.id), other.token, { page: 20 })).statusCode).toBe(200);
    expect((await call('PUT', url(books.pdf.id), reader.token, { page: 6 })).json().data.page).toBe(6);
    expectError(await call('PUT', url(books.pdf.id), reader.token, { page: 7 }), 422);
  });

  it('should fail with status 401 when signed out or with a bad token', async () => {
    expectError(await call('GET', url(books.free.id)), 401);
    expectError(await call('PUT', url(books.free.id), undefined, { page: 2 }), 401);
    expectError(await call('GET', url(books.free.id), 'not-a-token'), 401);
  });

  it('should fail with status 404 for a book the reader may not open, or none at all', async () => {
    expectError(await call('GET', url(books.draft.id), reader.token), 404, 'eBook not found.');
    expectError(await call('PUT', url(books.draft.id), reader.token, { page: 1 }), 404, 'eBook not found.');
    expectError(await call('PUT', url(UNKNOWN), reader.token, { page: 1 }), 404);
    expectError(await call('GET', url('no-such-book'), reader.token), 404);
    // Its owner reads the draft, so may keep a place in it.
    expect((await call('PUT', url(books.draft.id), owner.token, { page: 2 })).statusCode).toBe(200);
  });

  it('should fail with status 422 for a page that is not a whole number from 1, or past the last page', async () => {
    for (const body of [{ page: 0 }, { page: -1 }, { page: 1.5 }, { page: '3' }, { page: null }, {}, { page: 100_001 }]) {
      const error = expectError(await call('PUT', url(books.free.id), reader.token, body), 422);
      expect(error.errors?.page, JSON.stringify(body)).toBeDefined();
    }
    const past = expectError(await call('PUT', url(books.free.id), reader.token, { page: 21 }), 422);
    expect(past.errors).toEqual({ page: [READING_POSITION_MESSAGES.notAPage] });
    expect((await call('GET', url(books.free.id), reader.token)).json().data.page).toBe(12);
  });

  it('should refuse a body that is not JSON with a 4xx, never a 500', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url(books.free.id), headers: { ...t.bearer(reader.token), 'content-type': 'application/json' }, payload: '{"page":' });
    expect(res.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'PUT', url: url(books.free.id), headers: { ...t.bearer(reader.token), 'content-type': 'text/plain' }, payload: 'page=2' });
    expect(text.statusCode).toBe(415);
  });

  it('should forget the positions of a deleted book', async () => {
    const book = await insertBook(t, { price: 0, pages: 3 });
    await call('PUT', url(book.id), reader.token, { page: 3 });
    await t.db.delete(ebooks).where(eq(ebooks.id, book.id));
    expect(await t.db.select().from(readingPositions).where(eq(readingPositions.ebookId, book.id))).toEqual([]);
  });

  it('should document each status it answers', async () => {
    refuses(await call('GET', url(UNKNOWN), reader.token), 404);
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/public/ebooks/{key}/reading-position', 'get')).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(statuses('/api/public/ebooks/{key}/reading-position', 'put')).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
  });
});
