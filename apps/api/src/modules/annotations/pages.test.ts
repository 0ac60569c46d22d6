import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerNotes, readerShapes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { annotationApi, booksByAccess, pageIdsOf, stroke } from './fixtures.ts';

const NOT_A_PAGE = { page_id: ['Not a page of this book'] };

/** Notes and drawings are kept only for the book's own pages: nothing is stored for a page it does not have. */
describe('/api/me/notes and /api/me/drawings on pages of the book', () => {
  let t: TestApp;
  let api: ReturnType<typeof annotationApi>;
  let reader: { token: string; user: { id: string } };
  let book: string;
  let ownPage: string;
  let otherBooksPage: string;
  let pdfBook: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = annotationApi(t);
    const books = await booksByAccess(t);
    book = books.open;
    [ownPage] = (await pageIdsOf(t, book)) as [string];
    [otherBooksPage] = (await pageIdsOf(t, books.paid)) as [string];
    pdfBook = (await insertBook(t, { price: 0, pdfPages: 3 })).id;
    reader = await registerUser(t);
  });
  afterAll(async () => { await t.close(); });

  const draw = (ebookId: string, pageId: string, change: Record<string, unknown> = { attrs: stroke() }) =>
    api.saveDrawings(reader.token, { ebook_id: ebookId, changes: [{ page_id: pageId, id: `s-${pageId}`, position: 0, ...change }] });
  const shapesOn = async (pageId: string) => (await t.db.select().from(readerShapes).where(eq(readerShapes.pageId, pageId))).length;

  it('should answer 422 and store nothing when a drawing names a page of another book or a made-up page', async () => {
    for (const pageId of [otherBooksPage, 'made-up-page', 'pdf-page-1']) {
      expect(expectError(await draw(book, pageId), 422, 'The given data was invalid.').errors).toEqual(NOT_A_PAGE);
      // A deletion would leave a tombstone row: refused alike.
      expect(expectError(await draw(book, pageId, { deleted: true }), 422).errors).toEqual(NOT_A_PAGE);
      expect(await shapesOn(pageId)).toBe(0);
    }
    // One foreign page refuses the whole save.
    const mixed = await api.saveDrawings(reader.token, { ebook_id: book, changes: [{ page_id: ownPage, id: 'mine', attrs: stroke(), position: 0 }, { page_id: 'elsewhere', id: 'x', attrs: stroke(), position: 1 }] });
    expectError(mixed, 422);
    expect(await shapesOn(ownPage)).toBe(0);
    expect((await draw(book, ownPage)).statusCode).toBe(200);
  });

  it("should take a PDF book's page ids only within its page count", async () => {
    for (const pageId of ['pdf-page-1', 'pdf-page-3']) expect((await draw(pdfBook, pageId)).statusCode).toBe(200);
    for (const pageId of ['pdf-page-0', 'pdf-page-4', 'pdf-page-01', ownPage]) {
      expect(expectError(await draw(pdfBook, pageId), 422).errors, pageId).toEqual(NOT_A_PAGE);
    }
  });

  it('should answer 422 when a note is added to, or moved to, a page the book does not have', async () => {
    const note = (ebookId: string, pageId: string) => ({ ebook_id: ebookId, page_id: pageId, x: 1, y: 2, text: 'Here' });
    expect(expectError(await api.addNote(reader.token, note(book, otherBooksPage)), 422).errors).toEqual(NOT_A_PAGE);
    expect(expectError(await api.addNote(reader.token, note(pdfBook, 'pdf-page-9')), 422).errors).toEqual(NOT_A_PAGE);
    const added = await api.addNote(reader.token, note(pdfBook, 'pdf-page-2'));
    expect(added.statusCode, added.body).toBe(201);

    const id = added.json().data.id as string;
    expect(expectError(await api.editNote(reader.token, id, { page_id: 'pdf-page-4' }), 422).errors).toEqual(NOT_A_PAGE);
    expect((await api.editNote(reader.token, id, { page_id: 'pdf-page-3' })).json().data.page_id).toBe('pdf-page-3');
    const [stored] = await t.db.select().from(readerNotes).where(eq(readerNotes.id, id));
    expect(stored?.pageId).toBe('pdf-page-3');
  });
});
