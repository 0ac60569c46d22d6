import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@folio/shared';
import type { TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { makePdf, uploadAs, uploadImage } from '../uploads/fixtures/files.ts';
import { pdfWithPictureCover, processingOf, settledProcessing } from './fixtures/jobs.ts';
import { createJobQueue } from './queue.ts';
import { processPdf } from './process-pdf.ts';
import { StorageUnavailableError, type Storage } from '../../lib/storage/index.ts';
import { uploads } from '../../db/schema.ts';
import { createTestApp } from '../../../test/harness.ts';

const uploadPdf = async (t: TestApp, token: string, pdf: Buffer) => {
  const res = await uploadAs(t, token, 'pdf', pdf, 'book.pdf', 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; page_count: number | null; processing: unknown };
};

describe('PDF processing in the background', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should answer the upload at once as pending, then count its pages in the background', async () => {
    const data = await uploadPdf(t, author, await makePdf(3));
    expect(data).toMatchObject({ page_count: null, processing: { status: 'pending', error: null, page_count: null } });
    expect(await settledProcessing(t, author, data.url)).toEqual({ status: 'done', error: null, page_count: 3 });
    expect(await api.make(author, { book_type: 'pdf', pdf_file: data.url })).toMatchObject({ pdf_file: data.url, pdf_page_count: 3 });
  });

  it("should end a file pdf.js cannot open as failed, with the reason the user sees, and refuse it as a book's file", async () => {
    const { url } = await uploadPdf(t, author, Buffer.from('%PDF-1.7\nthis is no document at all\n%%EOF'));
    expect(await settledProcessing(t, author, url)).toEqual({ status: 'failed', error: MESSAGES.pdfUnreadable, page_count: null });
    expect(expectError(await api.create(author, { book_type: 'pdf', pdf_file: url }), 422).errors).toEqual({ pdf_file: [MESSAGES.pdfUnreadable] });
  });

  it('should give a book saved without a cover the picture of the first page, and keep a cover chosen', async () => {
    const { url } = await uploadPdf(t, author, await pdfWithPictureCover(2));
    expect(await settledProcessing(t, author, url)).toMatchObject({ status: 'done', page_count: 2 });
    const cover = (await api.make(author, { book_type: 'pdf', pdf_file: url })).cover_image as string;
    expect(cover).toMatch(/^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f-]+\.jpg$/);
    // An image like any other, served at its address.
    const served = await t.app.inject({ url: cover });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const chosen = (await uploadImage(t, author)).url;
    expect((await api.make(author, { book_type: 'pdf', pdf_file: url, cover_image: chosen })).cover_image).toBe(chosen);
  });

  it('should draw a first page of text as the cover of a book saved without one', async () => {
    const { url } = await uploadPdf(t, author, await makePdf(2));
    await settledProcessing(t, author, url);
    const cover = (await api.make(author, { book_type: 'pdf', pdf_file: url })).cover_image as string;
    expect(cover).toMatch(/^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f-]+\.\w+$/);
    const served = await t.app.inject({ url: cover });
    // Page 1 of makePdf is A4 (595 × 842 points), drawn 1,200 pixels wide and re-encoded as any uploaded image.
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1698 });
  });

  it("should show a public PDF book's first page, drawn, to any visitor, and no other book's", async () => {
    const admin = await t.login('admin@folio.test');
    const { url } = await uploadPdf(t, admin, await makePdf(3));
    await settledProcessing(t, admin, url);
    const book = await api.make(admin, { book_type: 'pdf', pdf_file: url, status: 'published' });
    const reading = (await t.app.inject({ url: `/api/public/ebooks/${book.id}/read` })).json().data;
    expect(reading.pdf_first_page).toEqual({ url: `/api/public/ebooks/${book.id}/first-page`, width: 1200, height: 1698 });
    const picture = await t.app.inject({ url: reading.pdf_first_page.url });
    expect([picture.statusCode, picture.headers['content-type'], picture.headers['x-content-type-options']]).toEqual([200, 'image/webp', 'nosniff']);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1698 });
    // The drawing is private like the file: it is not served at an upload's address.
    expect((await t.app.inject({ url: url.replace(/\.pdf$/, '.page1.webp') })).statusCode).toBe(404);

    // A draft is its owner's alone: an image, fetched without their token, could not show it.
    const { url: draftFile } = await uploadPdf(t, author, await makePdf(1));
    await settledProcessing(t, author, draftFile);
    const draft = await api.make(author, { book_type: 'pdf', pdf_file: draftFile });
    expect((await t.app.inject({ url: `/api/public/ebooks/${draft.id}/read`, headers: t.bearer(author) })).json().data.pdf_first_page).toBeNull();
    expectError(await t.app.inject({ url: `/api/public/ebooks/${draft.id}/first-page`, headers: t.bearer(author) }), 404, 'This book has no drawing of its first page.');
  });

  it("should show the processing to the uploader, admins and the book's editors, and to nobody else", async () => {
    const { url } = await uploadPdf(t, author, await makePdf(1));
    await settledProcessing(t, author, url);
    const book = await api.make(author, { book_type: 'pdf', pdf_file: url });
    expect((await processingOf(t, await t.login('admin@folio.test'), url)).statusCode).toBe(200);
    const stranger = (await registerUser(t)).token;
    expectError(await processingOf(t, stranger, url), 404, 'No PDF was uploaded at this address.');
    expectError(await processingOf(t, author, '/uploads/pdf/2026-01/made-up.pdf'), 404);
    expectError(await t.app.inject({ url: `/api/uploads/pdf-processing?url=${encodeURIComponent(url)}` }), 401);
    expect(book.pdf_file).toBe(url);
  });
});

describe('a PDF book saved before its file is processed', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  beforeAll(async () => {
    // No worker: the jobs wait in the queue until the test starts one.
    t = await createTestApp({ ...NO_IP_LIMIT, runWorker: false });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should save at once, be read with no pages meanwhile, and get its page count and cover once a worker processed the file', async () => {
    const { url } = await uploadPdf(t, author, await pdfWithPictureCover(4));
    const book = await api.make(author, { book_type: 'pdf', pdf_file: url });
    expect(book).toMatchObject({ pdf_file: url, pdf_page_count: null, cover_image: null });
    expect((await processingOf(t, author, url)).json().data).toEqual({ status: 'pending', error: null, page_count: null });
    // The owner reads the whole file; nothing of it is a page yet to annotate.
    const reading = (await t.app.inject({ url: `/api/public/ebooks/${book.id}/read`, headers: t.bearer(author) })).json().data;
    expect(reading).toMatchObject({ access: 'full', preview_pages: 0, pdf_url: `/api/public/ebooks/${book.id}/pdf` });
    const note = await t.app.inject({ method: 'POST', url: '/api/me/notes', headers: t.bearer(author), payload: { ebook_id: book.id, page_id: 'pdf-page-1', x: 10, y: 10, text: 'Too early' } });
    expect(expectError(note, 422).errors).toHaveProperty('page_id');

    const worker = createJobQueue(t.db, t.app.log);
    await worker.start({ db: t.db, storage: t.app.storage, log: t.app.log });
    try {
      expect(await settledProcessing(t, author, url)).toEqual({ status: 'done', error: null, page_count: 4 });
    } finally {
      await worker.stop(1_000);
    }
    const read = (await api.read(author, book.id)).json().data;
    expect(read).toMatchObject({ pdf_page_count: 4, version: book.version });
    expect(read.cover_image).toMatch(/^\/uploads\/image\//);
  });
});

describe('PDFs processed before first pages were drawn', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker until the test starts one: as after an upgrade, the first to start catches up.
    t = await createTestApp({ ...NO_IP_LIMIT, runWorker: false });
  });
  afterAll(async () => { await t.close(); });

  /** A PDF as an earlier release left it: stored and processed, with no drawing of its first page. */
  const processedEarlier = async () => {
    const key = `pdf/2026-01/${randomUUID()}.pdf`;
    await t.app.storage.put(key, await makePdf(2), 'application/pdf');
    const [row] = await t.db.insert(uploads).values({ kind: 'pdf', key, mime: 'application/pdf', size: 1, processing: 'done', pageCount: 2 }).returning();
    return row!;
  };
  const drawingOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
  /** The processing jobs of an upload the queue holds, in any state. */
  const jobsOf = async (uploadId: string) =>
    ((await t.db.execute(sql`SELECT state FROM pgboss.job WHERE name = 'process-pdf' AND singleton_key = ${uploadId}`)) as unknown as { rows: { state: string }[] }).rows;

  it('should draw their first pages once, at the first start of a worker, and never queue them again', async () => {
    const earlier = await processedEarlier();
    const worker = createJobQueue(t.db, t.app.log);
    await worker.start({ db: t.db, storage: t.app.storage, log: t.app.log });
    try {
      // The start queues the drawing before it ends.
      expect(await jobsOf(earlier.id)).toHaveLength(1);
      await expect.poll(async () => (await drawingOf(earlier.id)).thumbKey, { timeout: 30_000 }).toBe(earlier.key.replace(/\.pdf$/, '.page1.webp'));
      expect(await drawingOf(earlier.id)).toMatchObject({ processing: 'done', pageCount: 2, width: 1200, height: 1698 });
      const file = (await t.app.storage.open(earlier.key.replace(/\.pdf$/, '.page1.webp')))!;
      expect(await sharp(Buffer.concat(await file.stream.toArray())).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    } finally {
      await worker.stop(1_000);
    }
    // Caught up once: a later start leaves the rest (a page that could not be drawn is not tried at every start).
    const later = await processedEarlier();
    const next = createJobQueue(t.db, t.app.log);
    await next.start({ db: t.db, storage: t.app.storage, log: t.app.log });
    try {
      // Nothing queued by this start, which queues before it ends (above): no need to wait for a drawing that will not come.
      expect(await jobsOf(later.id)).toEqual([]);
      expect((await drawingOf(later.id)).thumbKey).toBeNull();
    } finally {
      await next.stop(1_000);
    }
  });
});

describe('a large PDF processed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, runWorker: false });
  });
  afterAll(async () => { await t.close(); });

  /** A PDF of `pages` pages, each with its own picture of noise (which JPEG cannot make small): about 25 KB a page. */
  const largePdf = async (pages: number) => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i += 1) {
      const noise = Buffer.from(Array.from({ length: 160 * 160 * 3 }, (_, k) => (k * 7919 + i * 104_729) % 251));
      const jpeg = await sharp(noise, { raw: { width: 160, height: 160, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
      const page = doc.addPage([595, 842]);
      page.drawText(`Page ${i + 1}`, { x: 50, y: 780, size: 24 });
      page.drawImage(await doc.embedJpg(jpeg), { x: 50, y: 300, width: 400, height: 400 });
    }
    return Buffer.from(await doc.save());
  };

  /** The storage the test's app uses, counting the bytes read from its files (a file opened whole counts whole). */
  const counting = () => {
    const read = { bytes: 0, whole: 0 };
    const storage: Storage = {
      ...t.app.storage,
      async open(key, range) {
        const file = await t.app.storage.open(key, range);
        if (file) {
          if (range) read.bytes += file.range!.end - file.range!.start + 1;
          else read.whole += 1;
        }
        return file;
      },
    };
    return { storage, read };
  };

  /** A PDF stored and recorded as uploaded, waiting for its processing. */
  const stored = async (bytes: Buffer) => {
    const key = `pdf/2026-01/${randomUUID()}.pdf`;
    await t.app.storage.put(key, bytes, 'application/pdf');
    const [row] = await t.db.insert(uploads).values({ kind: 'pdf', key, mime: 'application/pdf', size: bytes.length, processing: 'pending' }).returning();
    return row!;
  };
  const rowOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;

  it('should count its pages and draw its first page reading a small part of it, never the whole file', async () => {
    const bytes = await largePdf(200);
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    const pdf = await stored(bytes);
    const { storage, read } = counting();
    await processPdf({ db: t.db, storage, log: t.app.log }, pdf.id, { lastAttempt: true });
    expect(await rowOf(pdf.id)).toMatchObject({ processing: 'done', pageCount: 200, width: 1200, height: 1698 });
    expect(read.whole).toBe(0);
    // The cross-reference table, the page tree and page 1 (a few 64 KB ranges): not a tenth of the file.
    expect(read.bytes).toBeGreaterThan(0);
    expect(read.bytes).toBeLessThan(bytes.length / 10);
  }, 60_000);

  it('should end a PDF whose page tree has no pages as failed, for that reason', async () => {
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    const pdf = await stored(empty);
    await processPdf({ db: t.db, storage: t.app.storage, log: t.app.log }, pdf.id, { lastAttempt: true });
    expect(await rowOf(pdf.id)).toMatchObject({ processing: 'failed', processingError: 'pdfNoPages', pageCount: null });
  });

  it('should throw when the storage fails while the file is read, for the queue to try again', async () => {
    const pdf = await stored(await makePdf(3));
    const storage: Storage = {
      ...t.app.storage,
      open: async (key, range) => {
        if (range) throw new StorageUnavailableError(new Error('the bucket is down'));
        return t.app.storage.open(key);
      },
    };
    await expect(processPdf({ db: t.db, storage, log: t.app.log }, pdf.id, { lastAttempt: false })).rejects.toBeInstanceOf(StorageUnavailableError);
    expect((await rowOf(pdf.id)).processing).toBe('processing');
  });
});
