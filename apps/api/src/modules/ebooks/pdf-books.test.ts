import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { settledProcessing } from '../jobs/fixtures/jobs.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';
import { ebookApi } from './fixtures/books.ts';
import { createTestApp } from '../../../test/harness.ts';

/** PDF books: the file comes from POST /api/uploads?kind=pdf, and its processing in the background counts its pages. */
describe('PDF books', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  /** A PDF of `pages` pages, once processed. */
  const uploadPdf = async (pages: number) => {
    const url = (await uploadAs(t, author, 'pdf', await makePdf(pages), 'book.pdf', 'application/pdf')).json().data.url as string;
    await settledProcessing(t, author, url);
    return url;
  };

  it("should give a PDF book its file's page count, and change it with the file", async () => {
    const url = await uploadPdf(4);
    const book = await api.make(author, { book_type: 'pdf', pdf_file: url });
    expect(book).toMatchObject({ book_type: 'pdf', pdf_file: url, pdf_page_count: 4, page_count: 0 });

    const same = await api.update(author, book.id, { title: book.title, book_type: 'pdf', pdf_file: url, description: 'Kept file.' });
    expect(same.json().data.pdf_page_count).toBe(4);
    const other = await uploadPdf(2);
    expect((await api.update(author, book.id, { title: book.title, book_type: 'pdf', pdf_file: other })).json().data.pdf_page_count).toBe(2);
    expect((await api.update(author, book.id, { title: book.title, book_type: 'pdf', pdf_file: null })).json().data).toMatchObject({ pdf_file: null, pdf_page_count: null });
  });

  it('should answer 422 on pdf_file when the file is not a PDF uploaded here', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const image = (await uploadAs(t, author, 'image', png, 'a.png', 'image/png')).json().data.url as string;
    for (const pdfFile of [image, '/uploads/pdf/2026-01/nothing-here.pdf', '/uploads/../../etc/passwd', 'https://example.com/book.pdf']) {
      expect(expectError(await api.create(author, { book_type: 'pdf', pdf_file: pdfFile }), 422).errors).toEqual({ pdf_file: ['Upload the file from your computer'] });
    }
  });
});
