import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { PREVIEW_PAGE_COUNT } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookPages, publishers } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import { readAccess } from './access.ts';

type Who = 'visitor' | 'stranger' | 'buyer' | 'owner' | 'publisher' | 'admin';
type Expect = 'full' | 'preview' | 404;

/** Reading access (architecture.md §4): who reads all of a book, who a preview, who nothing. */
describe('/api/public/ebooks/{id}/read and /pdf', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopApi>;
  const tokens = {} as Record<Who, string | null>;
  const books = {} as Record<'free' | 'paid' | 'draft' | 'pending' | 'rejected' | 'pdf' | 'pdfDraft', { id: string; slug: string }>;
  let ids: { buyer: string; owner: string; publisher: string; press: string };

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    shop = shopApi(t);
    const admin = await t.login('admin@folio.test');
    const owner = await accountWithRole(t, 'author');
    const publisher = await accountWithRole(t, 'publisher');
    const [press] = await t.db.insert(publishers).values({ name: 'Reading Press', email: 'reading-press@example.com', userId: publisher.id }).returning();
    const buyer = await customer(t);
    const stranger = await customer(t);
    ids = { buyer: buyer.id, owner: owner.id, publisher: publisher.id, press: press!.id };
    Object.assign(tokens, { visitor: null, stranger: stranger.token, buyer: buyer.token, owner: owner.token, publisher: publisher.token, admin });
    const own = { createdBy: owner.id, publisherId: press!.id };
    books.free = await insertBook(t, { price: 0, ...own });
    books.paid = await insertBook(t, { price: 9, ...own });
    books.draft = await insertBook(t, { price: 9, status: 'draft', ...own });
    books.pending = await insertBook(t, { price: 9, approval: 'pending', ...own });
    books.rejected = await insertBook(t, { price: 9, approval: 'rejected', ...own });
    books.pdf = await insertBook(t, { price: 5, pdfPages: 10, ...own });
    books.pdfDraft = await insertBook(t, { price: 5, pdfPages: 10, status: 'draft', ...own });
    await shop.paidOrder(buyer.token, admin, [books.paid.id, books.pdf.id]);
  });
  afterAll(async () => { await t.close(); });

  const read = (who: Who, key: string) => t.app.inject({ url: `/api/public/ebooks/${key}/read`, headers: tokens[who] ? t.bearer(tokens[who]!) : {} });
  const pdf = (who: Who, key: string) => t.app.inject({ url: `/api/public/ebooks/${key}/pdf`, headers: tokens[who] ? t.bearer(tokens[who]!) : {} });

  const GRID: [keyof typeof books, Record<Who, Expect>][] = [
    ['free', { visitor: 'full', stranger: 'full', buyer: 'full', owner: 'full', publisher: 'full', admin: 'full' }],
    ['paid', { visitor: 'preview', stranger: 'preview', buyer: 'full', owner: 'full', publisher: 'full', admin: 'full' }],
    ['draft', { visitor: 404, stranger: 404, buyer: 404, owner: 'full', publisher: 'full', admin: 'full' }],
    ['pending', { visitor: 404, stranger: 404, buyer: 404, owner: 'full', publisher: 'full', admin: 'full' }],
    ['rejected', { visitor: 404, stranger: 404, buyer: 404, owner: 'full', publisher: 'full', admin: 'full' }],
    ['pdf', { visitor: 'preview', stranger: 'preview', buyer: 'full', owner: 'full', publisher: 'full', admin: 'full' }],
    ['pdfDraft', { visitor: 404, stranger: 404, buyer: 404, owner: 'full', publisher: 'full', admin: 'full' }],
  ];

  for (const [book, expected] of GRID) {
    for (const [who, access] of Object.entries(expected) as [Who, Expect][]) {
      it(`should give ${who === 'admin' ? 'an admin' : `the ${who}`} ${access === 404 ? 'a 404' : `${access} access`} to the ${book} book`, async () => {
        const res = await read(who, books[book].id);
        if (access === 404) {
          expectError(res, 404, 'eBook not found.');
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        const isPdf = book.startsWith('pdf');
        expect(data).toMatchObject({ access, preview: access === 'preview', preview_pages: PREVIEW_PAGE_COUNT, book: { id: books[book].id, book_type: isPdf ? 'pdf' : 'ebook' } });
        expect(data.book).not.toHaveProperty('pdf_file');
        expect(data).not.toHaveProperty('pages');
        expect(data.page_ids).toHaveLength(isPdf ? 0 : access === 'preview' ? PREVIEW_PAGE_COUNT : 8);
        expect(data.pdf_url).toBe(isPdf ? `/api/public/ebooks/${books[book].id}/pdf` : null);
      });
    }
  }

  const range = (who: Who, key: string, query = 'from=0&count=12') => t.app.inject({ url: `/api/public/ebooks/${key}/pages?${query}`, headers: tokens[who] ? t.bearer(tokens[who]!) : {} });

  for (const [book, expected] of GRID) {
    for (const [who, access] of Object.entries(expected) as [Who, Expect][]) {
      it(`should give ${who === 'admin' ? 'an admin' : `the ${who}`} ${access === 404 ? 'a 404' : `the ${access === 'full' ? 'pages' : 'preview pages'}`} of the ${book} book by range`, async () => {
        const res = await range(who, books[book].id);
        if (access === 404) {
          expectError(res, 404, 'eBook not found.');
          return;
        }
        if (book.startsWith('pdf')) {
          // No interactive layer was saved on it: there are no pages of elements to answer (decision 021).
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data.pages).toEqual([]);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const readable = access === 'preview' ? PREVIEW_PAGE_COUNT : 8;
        expect(res.json().data).toMatchObject({ from: 0, next: null, readable });
        expect(res.json().data.pages.map((p: { name: string }) => p.name)).toEqual(Array.from({ length: readable }, (_, i) => `Page ${i + 1}`));
      });
    }
  }

  it('should answer the same through readAccess, for other modules to use', async () => {
    expect((await readAccess(t.db, null, books.paid.id))?.access).toBe('preview');
    expect((await readAccess(t.db, { id: ids.buyer, role: 'user', publisherId: null }, books.paid.id))?.access).toBe('full');
    expect((await readAccess(t.db, { id: ids.owner, role: 'author', publisherId: null }, books.draft.id))?.access).toBe('full');
    expect((await readAccess(t.db, { id: ids.publisher, role: 'publisher', publisherId: ids.press }, books.draft.id))?.access).toBe('full');
    expect(await readAccess(t.db, { id: ids.buyer, role: 'user', publisherId: null }, books.draft.id)).toBeNull();
    expect(await readAccess(t.db, null, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('should show the book fields a reader needs, and the ids and names of its pages in order without their content', async () => {
    const data = (await read('buyer', books.paid.id)).json().data;
    expect(data.book).toMatchObject({ width: 794, height: 1123, page_count: 8, price: 9, final_price: 9, title: expect.any(String) });
    const stored = await t.db.select({ id: ebookPages.id, data: ebookPages.data }).from(ebookPages).where(eq(ebookPages.ebookId, books.paid.id)).orderBy(asc(ebookPages.position));
    expect(data.page_ids).toEqual(stored.map((r) => r.id));
    expect(data.page_names).toEqual(stored.map((r) => r.data.name));
    expect(data).not.toHaveProperty('pages');
  });

  it('should open a book by its slug too', async () => {
    expect((await read('visitor', books.free.slug)).json().data.book.id).toBe(books.free.id);
    expectError(await read('visitor', 'no-such-book'), 404);
  });

  it('should stream the whole PDF to those with full access and only the preview pages to others', async () => {
    const pagesOf = async (body: Buffer) => (await PDFDocument.load(body)).getPageCount();
    const full = await pdf('buyer', books.pdf.id);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.headers['x-read-access']).toBe('full');
    expect(await pagesOf(full.rawPayload)).toBe(10);

    for (const who of ['visitor', 'stranger'] as const) {
      const preview = await pdf(who, books.pdf.id);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['x-read-access']).toBe('preview');
      expect(await pagesOf(preview.rawPayload)).toBe(PREVIEW_PAGE_COUNT);
    }
    expect(await pagesOf((await pdf('admin', books.pdf.id)).rawPayload)).toBe(10);
  });

  it('should answer 404 for the PDF of a draft (to others than the owner), of an ebook book, and of a missing file', async () => {
    expectError(await pdf('visitor', books.pdfDraft.id), 404, 'eBook not found.');
    expect((await pdf('owner', books.pdfDraft.id)).statusCode).toBe(200);
    expectError(await pdf('admin', books.paid.id), 404, 'This book has no PDF file.');
  });

  it('should take access back from a refunded order', async () => {
    const admin = tokens.admin!;
    const refunded = await customer(t);
    const order = await shop.paidOrder(refunded.token, admin, [books.paid.id]);
    expect((await t.app.inject({ url: `/api/public/ebooks/${books.paid.id}/read`, headers: t.bearer(refunded.token) })).json().data.access).toBe('full');
    await shop.setStatus(admin, order.id, 'refunded');
    expect((await t.app.inject({ url: `/api/public/ebooks/${books.paid.id}/read`, headers: t.bearer(refunded.token) })).json().data.access).toBe('preview');
  });

  it('should give a pending (unpaid) order no more than the preview', async () => {
    const waiting = await customer(t);
    await shop.order(waiting.token, [books.paid.id]);
    expect((await t.app.inject({ url: `/api/public/ebooks/${books.paid.id}/read`, headers: t.bearer(waiting.token) })).json().data.access).toBe('preview');
  });

  it('should keep a bought book readable after it is unpublished', async () => {
    const book = await insertBook(t, { price: 4 });
    const reader = await customer(t);
    await shop.paidOrder(reader.token, tokens.admin!, [book.id]);
    await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${book.id}/approval`, headers: t.bearer(tokens.admin!), payload: { approval_status: 'rejected', reason: 'Pulled for a fix.' } });
    expect((await t.app.inject({ url: `/api/public/ebooks/${book.id}/read`, headers: t.bearer(reader.token) })).json().data.access).toBe('full');
    expectError(await read('stranger', book.id), 404);
  });

  it('should answer 401 to a bad token instead of reading as a visitor', async () => {
    expectError(await t.app.inject({ url: `/api/public/ebooks/${books.free.id}/read`, headers: { authorization: 'Bearer nope' } }), 401);
    expectError(await t.app.inject({ url: `/api/public/ebooks/${books.pdf.id}/pdf`, headers: { authorization: 'Bearer nope' } }), 401);
  });

  it('should never hand out the raw PDF address in public answers', async () => {
    for (const url of [`/api/public/ebooks/${books.pdf.id}`, '/api/public/ebooks?per_page=100']) {
      expect((await t.app.inject({ url })).body).not.toContain('/uploads/pdf/');
    }
  });
});
