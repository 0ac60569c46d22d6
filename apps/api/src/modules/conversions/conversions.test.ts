import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES, ConversionWrittenResponseSchema, elementFields, LatestConversionResponseSchema, missingAltText, type BookElement, type BookPage, type Conversion } from '@folio/shared';
import { bookConversions, ebooks, uploads, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi } from '../ebooks/fixtures/books.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { usedBytes } from '../uploads/quota.ts';
import { convertPdf } from './convert.ts';

const PX = 96 / 72;
const PARAGRAPH = ['The quick brown fox jumps over', 'the lazy dog and runs into the', 'forest before the night falls.'];

/**
 * A PDF of two A5-ish pages (420 × 595 pt) as an author's might be: a large title over a paragraph of three lines and
 * a picture, then a page of two columns.
 */
async function authorsPdf() {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const first = doc.addPage([420, 595]);
  first.drawText('A Tale of Foxes', { x: 40, y: 530, size: 28, font: bold });
  PARAGRAPH.forEach((line, i) => first.drawText(line, { x: 40, y: 480 - i * 15, size: 12, font: regular }));
  // A picture of two colours, 120 × 80 pixels, drawn 150 × 100 pt at (40, 200) from the page's bottom left.
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  first.drawImage(await doc.embedPng(png), { x: 40, y: 200, width: 150, height: 100 });
  const second = doc.addPage([420, 595]);
  // Two columns, their lines on the same baselines.
  for (const [i, y] of [500, 485].entries()) {
    second.drawText(`Left line ${i + 1}`, { x: 40, y, size: 12, font: regular });
    second.drawText(`Right line ${i + 1}`, { x: 230, y, size: 12, font: regular });
  }
  return Buffer.from(await doc.save());
}

/**
 * A PDF of `pages` pages, each with a line of text and its own picture of noise (which JPEG cannot make small): about
 * 25 KB a page, nearly all of it the pictures.
 */
async function picturesPdf(pages: number) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) {
    const noise = Buffer.from(Array.from({ length: 160 * 160 * 3 }, (_, k) => (k * 7919 + i * 104_729) % 251));
    const jpeg = await sharp(noise, { raw: { width: 160, height: 160, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const page = doc.addPage([420, 595]);
    page.drawText(`Page ${i + 1}`, { x: 40, y: 530, size: 24 });
    page.drawImage(await doc.embedJpg(jpeg), { x: 40, y: 200, width: 160, height: 160 });
  }
  return Buffer.from(await doc.save());
}

const textOf = (element: BookElement) => elementFields('text', element).html.replace(/<[^>]+>/g, '');

describe('making a PDF book into editable pages', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  let authorId: string;
  let admin: string;

  /** A processed PDF book of the author's, its file the given PDF. */
  async function pdfBook(pdf: Buffer, pageCount: number, createdBy = authorId) {
    const book = await insertBook(t, { pdfPages: pageCount, createdBy, status: 'draft', approval: 'pending' });
    writeFileSync(join(t.config.uploadsDir, book.pdfFile!.slice('/uploads/'.length)), pdf);
    return book;
  }

  /** Starts a conversion and follows it until it ends; answers how it ended. */
  async function converted(id: string, token = author): Promise<Conversion> {
    const started = await api.call('POST', `/${id}/conversions`, token);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().message).toBe(CONVERSION_MESSAGES.started);
    let latest: Conversion | null = null;
    await expect
      .poll(async () => {
        latest = (await api.call('GET', `/${id}/conversions/latest`, token)).json().data as Conversion | null;
        return latest?.status;
      }, { timeout: 30_000, interval: 200 })
      .toMatch(/^(done|failed)$/);
    return latest!;
  }

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
    admin = await t.login('admin@folio.test');
    authorId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@folio.test')))[0]!.id;
  });
  afterAll(() => t.close());

  it("should make a draft e-book of the PDF's size whose pages hold its text, sized and in order, and its picture as the author's upload", async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    const [before] = await t.db.select().from(ebooks).where(eq(ebooks.id, book.id));
    expect((await api.call('GET', `/${book.id}/conversions/latest`, author)).json()).toEqual({ data: null });

    const done = await converted(book.id);
    expect(done, done.error ?? '').toMatchObject({ status: 'done', progress: 100, error: null });
    const [made] = await t.db.select().from(ebooks).where(eq(ebooks.id, done.new_ebook_id!));
    expect(made).toMatchObject({ title: `${book.title} (editable)`, bookType: 'ebook', status: 'draft', createdBy: authorId, pageDimension: 'custom', width: 560, height: 793 });

    const pages = (await api.pages(author, made!.id)).json().data as BookPage[];
    expect(pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2']);
    const texts = pages[0]!.elements.filter((e) => e.type === 'text');
    // The title and the paragraph: its three lines one block, read as one paragraph.
    expect(texts.map(textOf)).toEqual(['A Tale of Foxes', PARAGRAPH.join(' ')]);
    const [title, paragraph] = texts;
    expect(title!.style.fontSize).toBeCloseTo(28 * PX, 1);
    expect(paragraph!.style.fontSize).toBe(16);
    expect(elementFields('text', title!).html).toBe('<p><strong>A Tale of Foxes</strong></p>');
    // Where the PDF has them, from the page's top left: the title's baseline is 65 pt down, the paragraph's first 115.
    expect(title!.position.x).toBeCloseTo(40 * PX, 0);
    expect(title!.position.y).toBeGreaterThan(65 * PX - 28 * PX);
    expect(title!.position.y).toBeLessThan(65 * PX - 14 * PX);
    expect(paragraph!.position.y).toBeGreaterThan(title!.position.y + title!.size.height - 1);
    expect(paragraph!.size.height).toBeGreaterThan(2.5 * 16);

    const [image] = pages[0]!.elements.filter((e) => e.type === 'image');
    const fields = elementFields('image', image!);
    // 150 × 100 pt at 295 pt from the top: where the PDF draws it.
    expect(image!.position.x).toBeCloseTo(40 * PX, 0);
    expect(image!.position.y).toBeCloseTo(295 * PX, 0);
    expect(image!.size.width).toBeCloseTo(150 * PX, 0);
    expect(image!.size.height).toBeCloseTo(100 * PX, 0);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.key, fields.src.slice('/uploads/'.length)));
    expect(upload).toMatchObject({ ownerId: authorId, kind: 'image', mime: 'image/webp', width: 120, height: 80 });
    // No alt text: publishing asks the author to describe the picture.
    expect(missingAltText(pages)).toEqual([{ pageIndex: 0, elementId: image!.id }]);

    // A column's lines are one block, the other column's another.
    expect(pages[1]!.elements.map(textOf)).toEqual(['Left line 1 Left line 2', 'Right line 1 Right line 2']);
    // The PDF book is as it was.
    expect((await t.db.select().from(ebooks).where(eq(ebooks.id, book.id)))[0]).toEqual(before);
  });

  it('should let an admin convert an author’s PDF book into a book of the admin’s', async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    const done = await converted(book.id, admin);
    expect(done.status).toBe('done');
    const [made] = await t.db.select({ createdBy: ebooks.createdBy }).from(ebooks).where(eq(ebooks.id, done.new_ebook_id!));
    const [adminRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@folio.test'));
    expect(made!.createdBy).toBe(adminRow!.id);
  });

  it("should refuse another author's book, an e-book and a PDF not yet processed, with the reason", async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    const publisher = await t.login('publisher@folio.test');
    expectError(await api.call('POST', `/${book.id}/conversions`, publisher), 403);
    expectError(await api.call('GET', `/${book.id}/conversions/latest`, publisher), 403);
    expectError(await api.call('POST', `/${crypto.randomUUID()}/conversions`, author), 404);

    const ebook = await api.make(author, { title: 'Pages already' });
    expectError(await api.call('POST', `/${ebook.id}/conversions`, author), 422, CONVERSION_MESSAGES.notPdf);

    const unprocessed = await pdfBook(await authorsPdf(), 2);
    await t.db.update(ebooks).set({ pdfPageCount: null }).where(eq(ebooks.id, unprocessed.id));
    expectError(await api.call('POST', `/${unprocessed.id}/conversions`, author), 422, CONVERSION_MESSAGES.notProcessed);
  });

  it('should end failed, saying why, when the stored file is no PDF', async () => {
    const book = await pdfBook(Buffer.from('not a PDF at all'), 1);
    const ended = await converted(book.id);
    expect(ended).toMatchObject({ status: 'failed', error: CONVERSION_MESSAGES.failed, new_ebook_id: null });
  });

  it('should answer the conversion under way when asked again, rather than start another', async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    // Under way: recorded as the route records it (and not queued, so that it stays so).
    const [row] = await t.db.insert(bookConversions).values({ ebookId: book.id, requestedBy: authorId, status: 'running', progress: 40 }).returning();
    const again = await api.call('POST', `/${book.id}/conversions`, author);
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ id: row!.id, status: 'running', progress: 40 });
    expect(await t.db.$count(bookConversions, eq(bookConversions.ebookId, book.id))).toBe(1);
  });

  it('should answer as the contract in @folio/shared says, and document each status', async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    conforms(await api.call('GET', `/${book.id}/conversions/latest`, author), 200, LatestConversionResponseSchema);
    conforms(await api.call('POST', `/${book.id}/conversions`, author), 202, ConversionWrittenResponseSchema);
    conforms(await api.call('GET', `/${book.id}/conversions/latest`, author), 200, LatestConversionResponseSchema);
    refuses(await api.call('POST', `/${book.id}/conversions`, null), 401);
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/admin/ebooks/{id}/conversions', 'post')).toEqual(expect.arrayContaining(['202', '401', '403', '404', '422']));
    expect(statuses('/api/admin/ebooks/{id}/conversions/latest', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });

  it('should refuse a PDF whose pages would be more than a book may hold, and make no book', async () => {
    const book = await pdfBook(await authorsPdf(), 2);
    // The job itself, given a limit a page of this PDF is over (the row inserted as the route does, but not queued).
    const [row] = await t.db.insert(bookConversions).values({ ebookId: book.id, requestedBy: authorId }).returning();
    await convertPdf({ db: t.db, storage: t.app.storage, log: t.app.log, bookMaxBytes: 1000 }, row!.id, { lastAttempt: false });
    const ended = (await api.call('GET', `/${book.id}/conversions/latest`, author)).json().data as Conversion;
    expect(ended).toMatchObject({ id: row!.id, status: 'failed', error: CONVERSION_MESSAGES.tooLarge, new_ebook_id: null });
    // No book of this PDF's pages (other tests' conversions may still be finishing meanwhile).
    expect(await t.db.$count(ebooks, eq(ebooks.title, `${book.title} (editable)`))).toBe(0);
  });

  it("should count the PDF's pictures against the owner's storage quota, and refuse when they do not fit", async () => {
    // An author of their own, whose uploads no other test's conversion adds to meanwhile.
    const { id: ownerId } = await accountWithRole(t, 'author');
    const book = await pdfBook(await authorsPdf(), 2, ownerId);
    const used = await usedBytes(t.db, ownerId);
    const run = async (quota: number) => {
      const [row] = await t.db.insert(bookConversions).values({ ebookId: book.id, requestedBy: ownerId }).returning();
      await convertPdf({ db: t.db, storage: t.app.storage, log: t.app.log, storageQuotaBytes: quota }, row!.id, { lastAttempt: false });
      return (await t.db.select().from(bookConversions).where(eq(bookConversions.id, row!.id)))[0]!;
    };
    // Ten bytes left: the picture does not fit, nothing is stored, no book is made.
    const refused = await run(used + 10);
    expect(refused).toMatchObject({ status: 'failed', error: CONVERSION_MESSAGES.storageFull, newEbookId: null });
    expect(await usedBytes(t.db, ownerId)).toBe(used);
    // Room enough: made, and the picture is the owner's, counted as theirs.
    const made = await run(used + 10 * 1024 * 1024);
    expect(made).toMatchObject({ status: 'done' });
    expect(await usedBytes(t.db, ownerId)).toBeGreaterThan(used);
  });

  it('should read the PDF a range at a time as its pages need it, never the whole file, and no byte twice', async () => {
    const pdf = await picturesPdf(16);
    const book = await pdfBook(pdf, 16);
    const key = book.pdfFile!.slice('/uploads/'.length);
    // The storage the job reads from, counting the reads of the PDF (a file opened whole counts whole).
    const read = { ranges: [] as number[], whole: 0 };
    const storage: Storage = {
      ...t.app.storage,
      async open(opened, range) {
        const file = await t.app.storage.open(opened, range);
        if (file && opened === key) {
          if (range) read.ranges.push(file.range!.end - file.range!.start + 1);
          else read.whole += 1;
        }
        return file;
      },
    };
    const [row] = await t.db.insert(bookConversions).values({ ebookId: book.id, requestedBy: authorId }).returning();
    await convertPdf({ db: t.db, storage, log: t.app.log }, row!.id, { lastAttempt: false });
    const [ended] = await t.db.select().from(bookConversions).where(eq(bookConversions.id, row!.id));
    expect(ended, ended!.error ?? '').toMatchObject({ status: 'done' });
    const pages = (await api.pages(author, ended!.newEbookId!)).json().data as BookPage[];
    expect(pages.map((p) => p.elements.map((e) => e.type))).toEqual(Array.from({ length: 16 }, () => ['image', 'text']));

    expect(read.whole).toBe(0);
    const total = read.ranges.reduce((sum, n) => sum + n, 0);
    // What the pages need is read (their pictures are most of the file), each byte once, in ranges far from the whole.
    expect(total).toBeGreaterThan(pdf.length / 2);
    expect(total).toBeLessThanOrEqual(pdf.length);
    expect(Math.max(...read.ranges)).toBeLessThan(pdf.length / 3);
  });
});
