import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANNOTATION_MESSAGES, STUDY_LIMITS, STUDY_MESSAGES } from '@folio/shared';
import { ebooks, readerHighlights, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { booksByAccess, pageIdsOf } from '../annotations/fixtures.ts';
import { BEYOND_PREVIEW } from '../reading/pages.ts';
import { highlight, studyApi } from './fixtures.ts';

describe('/api/public/ebooks/{key}/highlights', () => {
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

  it('should create, list, edit and delete a highlight of the signed-in reader', async () => {
    const body = highlight(pages.open[0]!, { note: '  Remember this  ' });
    const created = await api.addHighlight(a, books.open, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(STUDY_MESSAGES.highlightSaved);
    const data = created.json().data;
    expect(data).toMatchObject({
      id: body.id, ebook_id: books.open, page_id: pages.open[0], color: 'yellow', note: 'Remember this',
      quote: { exact: 'the kingfisher', prefix: 'Then ', suffix: ' dived' }, position: { start: 5, end: 19 },
    });
    expect(Object.keys(data).sort()).toEqual(['color', 'created_at', 'ebook_id', 'id', 'note', 'page_id', 'position', 'quote', 'updated_at']);
    expect((await api.highlights(a, books.open)).json().data).toEqual([data]);

    const moved = await api.editHighlight(a, books.open, data.id, { color: 'pink', quote: { exact: 'a kingfisher' }, position: { start: 7, end: 19 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ color: 'pink', note: 'Remember this', quote: { exact: 'a kingfisher', prefix: '', suffix: '' }, position: { start: 7, end: 19 } });
    // An empty note clears it.
    expect((await api.editHighlight(a, books.open, data.id, { note: '' })).json().data.note).toBeNull();

    const deleted = await api.deleteHighlight(a, books.open, data.id);
    expect(deleted.json()).toEqual({ message: STUDY_MESSAGES.highlightDeleted });
    expect((await api.highlights(a, books.open)).json().data).toEqual([]);
    expectError(await api.deleteHighlight(a, books.open, data.id), 404, STUDY_MESSAGES.highlightNotFound);
  });

  it('should keep a highlight sent twice with the same id once, and take one without an id', async () => {
    const body = highlight(pages.open[1]!);
    const first = await api.addHighlight(a, books.open, body);
    expect(first.statusCode).toBe(201);
    // The retry answers the highlight as kept, even when its body changed on the way.
    const again = await api.addHighlight(a, books.open, { ...body, color: 'green' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.db.select().from(readerHighlights).where(eq(readerHighlights.id, body.id));
    expect(rows).toHaveLength(1);

    const { id: _id, ...withoutId } = highlight(pages.open[1]!);
    const made = await api.addHighlight(a, books.open, withoutId);
    expect(made.statusCode).toBe(201);
    expect(made.json().data.id).not.toBe(body.id);
  });

  it("should never show, change or delete another reader's highlight, nor take its id (404, 409)", async () => {
    const mine = (await api.addHighlight(a, books.open, highlight(pages.open[0]!, { note: 'Private' }))).json().data;
    expect((await api.highlights(b, books.open)).json().data).toEqual([]);
    expectError(await api.editHighlight(b, books.open, mine.id, { color: 'blue' }), 404, STUDY_MESSAGES.highlightNotFound);
    expectError(await api.deleteHighlight(b, books.open, mine.id), 404, STUDY_MESSAGES.highlightNotFound);
    expectError(await api.addHighlight(b, books.open, highlight(pages.open[0]!, { id: mine.id })), 409, STUDY_MESSAGES.highlightIdTaken);
    // Nor is it found through another book's address, or its id reused there.
    const other = await insertBook(t, { price: 0 });
    expectError(await api.editHighlight(a, other.id, mine.id, { color: 'blue' }), 404, STUDY_MESSAGES.highlightNotFound);
    expectError(await api.addHighlight(a, other.id, highlight((await pageIdsOf(t, other.id))[0]!, { id: mine.id })), 409, STUDY_MESSAGES.highlightIdTaken);
    expect((await api.highlights(a, books.open)).json().data.find((h: { id: string }) => h.id === mine.id)).toMatchObject({ note: 'Private', color: 'yellow' });
  });

  it('should answer 401 without a token, and 404 for a book the reader may not open', async () => {
    expectError(await api.highlights(null, books.open), 401);
    expectError(await api.addHighlight(null, books.open, highlight(pages.open[0]!)), 401);
    expectError(await api.editHighlight(null, books.open, randomUUID(), { color: 'blue' }), 401);
    expectError(await api.deleteHighlight(null, books.open, randomUUID()), 401);
    expectError(await api.highlights(a, books.hidden), 404, ANNOTATION_MESSAGES.bookNotFound);
    expectError(await api.addHighlight(a, books.hidden, highlight(pages.hidden[0]!)), 404, ANNOTATION_MESSAGES.bookNotFound);
    expectError(await api.addHighlight(a, randomUUID(), highlight(pages.open[0]!)), 404, ANNOTATION_MESSAGES.bookNotFound);
    // The book's owner highlights their draft.
    const owner = await t.login(books.hiddenOwnerEmail);
    expect((await api.addHighlight(owner, books.hidden, highlight(pages.hidden[0]!))).statusCode).toBe(201);
  });

  it('should find the book by its slug too, as the reader does', async () => {
    const [row] = await t.db.select({ slug: ebooks.slug }).from(ebooks).where(eq(ebooks.id, books.open));
    const made = await api.addHighlight(a, row!.slug, highlight(pages.open[2]!));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.ebook_id).toBe(books.open);
    expect((await api.editHighlight(a, row!.slug, made.json().data.id, { color: 'green' })).statusCode).toBe(200);
  });

  it("should take only the book's own pages: a PDF book's by their pdf-page-<n> ids within its page count", async () => {
    const other = (await pageIdsOf(t, books.paid))[0]!;
    for (const pageId of [other, 'made-up-page', 'pdf-page-1']) {
      expect(expectError(await api.addHighlight(a, books.open, highlight(pageId)), 422).errors, pageId).toEqual({ page_id: [ANNOTATION_MESSAGES.notAPage] });
    }
    const pdf = (await insertBook(t, { price: 0, pdfPages: 3 })).id;
    for (const pageId of ['pdf-page-1', 'pdf-page-3']) expect((await api.addHighlight(a, pdf, highlight(pageId))).statusCode).toBe(201);
    for (const pageId of ['pdf-page-0', 'pdf-page-4', pages.open[0]!]) {
      expect(expectError(await api.addHighlight(a, pdf, highlight(pageId)), 422).errors, pageId).toEqual({ page_id: [ANNOTATION_MESSAGES.notAPage] });
    }
  });

  it("should keep highlights on a preview's pages, refuse them past it, and put them out of reach of a reader who lost the book", async () => {
    // Books of 8 pages: a preview shows the first 4.
    expect((await api.addHighlight(a, books.paid, highlight(pages.paid[0]!))).statusCode).toBe(201);
    expectError(await api.addHighlight(a, books.paid, highlight(pages.paid[6]!)), 403, BEYOND_PREVIEW);
    const pdfPaid = (await insertBook(t, { price: 10, pdfPages: 8 })).id;
    expect((await api.addHighlight(a, pdfPaid, highlight('pdf-page-1'))).statusCode).toBe(201);
    expectError(await api.addHighlight(a, pdfPaid, highlight('pdf-page-7')), 403, BEYOND_PREVIEW);

    const admin = await t.login('admin@folio.test');
    const shop = shopApi(t);
    const bought = await insertBook(t, { price: 12 });
    const order = await shop.paidOrder(a, admin, [bought.id]);
    const boughtPages = await pageIdsOf(t, bought.id);
    const early = (await api.addHighlight(a, bought.id, highlight(boughtPages[0]!))).json().data;
    const late = (await api.addHighlight(a, bought.id, highlight(boughtPages[6]!, { note: 'Paid for' }))).json().data;
    expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);

    expect((await api.highlights(a, bought.id)).json().data.map((h: { id: string }) => h.id)).toEqual([early.id]);
    expectError(await api.editHighlight(a, bought.id, late.id, { color: 'blue' }), 404, STUDY_MESSAGES.highlightNotFound);
    expectError(await api.deleteHighlight(a, bought.id, late.id), 404, STUDY_MESSAGES.highlightNotFound);
    expect((await api.editHighlight(a, bought.id, early.id, { color: 'blue' })).statusCode).toBe(200);
    // Kept as it was, for when the book opens to the reader again.
    const [kept] = await t.db.select().from(readerHighlights).where(eq(readerHighlights.id, late.id));
    expect(kept).toMatchObject({ note: 'Paid for', color: 'yellow' });
    // Unpublished: the book itself is out of reach.
    await t.db.update(ebooks).set({ status: 'draft' }).where(eq(ebooks.id, books.open));
    try {
      expectError(await api.highlights(a, books.open), 404, ANNOTATION_MESSAGES.bookNotFound);
    } finally {
      await t.db.update(ebooks).set({ status: 'published' }).where(eq(ebooks.id, books.open));
    }
  });

  it('should answer 422 with the shared messages for invalid highlights', async () => {
    const page = pages.open[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ color: 'red' }, 'color', STUDY_MESSAGES.invalidColor],
      [{ quote: { exact: '' } }, 'quote.exact', STUDY_MESSAGES.quoteRequired],
      [{ quote: { exact: '   ' } }, 'quote.exact', STUDY_MESSAGES.quoteRequired],
      [{ quote: { exact: 'x'.repeat(STUDY_LIMITS.quoteExact + 1) } }, 'quote.exact', STUDY_MESSAGES.quoteTooLong],
      [{ quote: { exact: 'words', prefix: 'x'.repeat(STUDY_LIMITS.quoteContext + 1) } }, 'quote.prefix', STUDY_MESSAGES.contextTooLong],
      [{ quote: { exact: 'words', suffix: 'x'.repeat(STUDY_LIMITS.quoteContext + 1) } }, 'quote.suffix', STUDY_MESSAGES.contextTooLong],
      [{ note: 'x'.repeat(STUDY_LIMITS.highlightNote + 1) }, 'note', STUDY_MESSAGES.noteTooLong],
      [{ position: { start: -1, end: 4 } }, 'position.start', STUDY_MESSAGES.invalidOffset],
      [{ position: { start: 0.5, end: 4 } }, 'position.start', STUDY_MESSAGES.invalidOffset],
      [{ position: { start: 0, end: STUDY_LIMITS.textOffsetMax + 1 } }, 'position.end', STUDY_MESSAGES.invalidOffset],
      [{ position: { start: 9, end: 9 } }, 'position.end', STUDY_MESSAGES.offsetsOutOfOrder],
      [{ page_id: '../etc' }, 'page_id', 'Not a valid page id'],
      [{ id: 'nope' }, 'id', 'Not a valid id'],
    ];
    for (const [over, field, message] of cases) {
      expect(expectError(await api.addHighlight(a, books.open, highlight(page, over)), 422).errors?.[field], JSON.stringify(over).slice(0, 80)).toContain(message);
    }
    const mine = (await api.addHighlight(a, books.open, highlight(page))).json().data;
    expect(expectError(await api.editHighlight(a, books.open, mine.id, { color: 'red' }), 422).errors?.color).toContain(STUDY_MESSAGES.invalidColor);
    expect(JSON.stringify(expectError(await api.editHighlight(a, books.open, mine.id, {}), 422))).toContain(STUDY_MESSAGES.nothingToChange);
    expect(expectError(await api.editHighlight(a, books.open, 'not-a-uuid', { color: 'blue' }), 422).errors?.highlightId).toContain('Not a valid id');
  });

  it(`should keep at most ${STUDY_LIMITS.highlightsPerBook} highlights in a book (413), a retry of one kept still answered`, async () => {
    const reader = await registerUser(t);
    const book = await insertBook(t, { price: 0 });
    const [page] = await pageIdsOf(t, book.id);
    const row = { userId: reader.user.id, ebookId: book.id, pageId: page!, color: 'green' as const, quoteExact: 'words', positionStart: 0, positionEnd: 5 };
    for (let i = 0; i < STUDY_LIMITS.highlightsPerBook - 1; i += 1000) {
      await t.db.insert(readerHighlights).values(Array.from({ length: Math.min(1000, STUDY_LIMITS.highlightsPerBook - 1 - i) }, () => row));
    }
    const last = highlight(page!);
    expect((await api.addHighlight(reader.token, book.id, last)).statusCode).toBe(201);
    expectError(await api.addHighlight(reader.token, book.id, highlight(page!)), 413, STUDY_MESSAGES.tooManyHighlights);
    expect((await api.addHighlight(reader.token, book.id, last)).statusCode).toBe(200);
    // Another reader's highlights in the same book are theirs to count.
    expect((await api.addHighlight(a, book.id, highlight(page!))).statusCode).toBe(201);
  });

  it("should go with the reader's account and with the book", async () => {
    const reader = await registerUser(t);
    const book = await insertBook(t, { price: 0 });
    const [page] = await pageIdsOf(t, book.id);
    const onBook = (await api.addHighlight(a, book.id, highlight(page!))).json().data;
    const ofReader = (await api.addHighlight(reader.token, books.open, highlight(pages.open[0]!))).json().data;
    await t.db.delete(ebooks).where(eq(ebooks.id, book.id));
    await t.db.delete(users).where(eq(users.id, reader.user.id));
    for (const gone of [onBook, ofReader]) expect(await t.db.select().from(readerHighlights).where(eq(readerHighlights.id, gone.id))).toEqual([]);
  });
});
