import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { settledProcessing } from '../jobs/fixtures/jobs.ts';
import { makePdf, uploadAs, uploadImage } from '../uploads/fixtures/files.ts';
import { accountWithRole, ebookApi } from './fixtures/books.ts';
import { createTestApp } from '../../../test/harness.ts';

const NOT_UPLOADED = 'Upload the file from your computer';

/** A book's PDF and cover name only uploads made on this site by the person saving or the book's owner. */
describe("a book's pdf_file and cover_image", () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
    owner = await accountWithRole(t, 'author');
    other = await accountWithRole(t, 'author');
  });
  afterAll(async () => { await t.close(); });

  /** A PDF of two pages, once processed. */
  const uploadPdf = async (token: string) => {
    const url = (await uploadAs(t, token, 'pdf', await makePdf(2), 'book.pdf', 'application/pdf')).json().data.url as string;
    await settledProcessing(t, token, url);
    return url;
  };

  it("should answer 422 when a book names someone else's upload, an upload of another kind or a made-up address", async () => {
    const theirs = await uploadImage(t, other.token);
    const theirPdf = await uploadPdf(other.token);
    const ownPdf = await uploadPdf(owner.token);
    for (const cover of [theirs.url, theirs.thumbnail_url, ownPdf, '/uploads/image/2026-01/made-up.png', 'https://example.com/cover.png', '/uploads/../jwt-secret']) {
      expect(expectError(await api.create(owner.token, { cover_image: cover }), 422).errors, cover).toEqual({ cover_image: [NOT_UPLOADED] });
    }
    expect(expectError(await api.create(owner.token, { book_type: 'pdf', pdf_file: theirPdf }), 422).errors).toEqual({ pdf_file: [NOT_UPLOADED] });
  });

  it('should take the owner’s own uploads: an image or its thumbnail as the cover, and a PDF', async () => {
    const mine = await uploadImage(t, owner.token);
    const pdf = await uploadPdf(owner.token);
    expect((await api.make(owner.token, { cover_image: mine.url })).cover_image).toBe(mine.url);
    expect(await api.make(owner.token, { cover_image: mine.thumbnail_url, book_type: 'pdf', pdf_file: pdf })).toMatchObject({ cover_image: mine.thumbnail_url, pdf_file: pdf, pdf_page_count: 2 });
  });

  it("should let an admin give a book the owner's upload or their own, but not a third account's", async () => {
    const book = await api.make(owner.token, { title: 'Owned Cover' });
    const form = { title: 'Owned Cover' };
    for (const cover of [(await uploadImage(t, owner.token)).url, (await uploadImage(t, admin)).url]) {
      expect((await api.update(admin, book.id, { ...form, cover_image: cover })).json().data.cover_image).toBe(cover);
    }
    expect(expectError(await api.update(admin, book.id, { ...form, cover_image: (await uploadImage(t, other.token)).url }), 422).errors).toEqual({ cover_image: [NOT_UPLOADED] });
  });

  it('should keep a value the book already has as it is, even when no upload names it (a demo cover, stored without an upload row)', async () => {
    // Written straight to the database, as the demo seed writes its covers: no upload row names the address.
    const book = await insertBook(t, { coverImage: '/uploads/image/demo/cover.webp' });
    expect(book.coverImage).toMatch(/^\/uploads\/image\/demo\//);
    const res = await api.update(admin, book.id, { title: `${book.title} (2nd edition)`, cover_image: book.coverImage, status: book.status });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cover_image).toBe(book.coverImage);
  });
});
