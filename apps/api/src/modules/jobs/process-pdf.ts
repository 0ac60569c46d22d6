import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { PdfProcessingFailure } from '@folio/shared';
import { ebooks, uploads } from '../../db/schema.ts';
import { storeFirstPage } from '../uploads/pdf-first-page.ts';
import { readStoredPdf } from '../uploads/stored-pdf.ts';
import { storeWhole, uploadKeys } from '../uploads/store.ts';
import type { JobContext } from './types.ts';

type UploadRow = typeof uploads.$inferSelect;

const fail = ({ db }: JobContext, id: string, error: PdfProcessingFailure) =>
  db.update(uploads).set({ processing: 'failed', processingError: error }).where(eq(uploads.id, id));

/**
 * The picture of the PDF's first page, stored as an image upload of the PDF's owner (with its thumbnail), so
 * that a book without a cover can take it. Best effort: a picture sharp cannot decode leaves the book as it is.
 */
async function storeCover(ctx: JobContext, pdf: UploadRow, picture: Buffer, mime: 'image/jpeg' | 'image/webp'): Promise<string | null> {
  try {
    const id = randomUUID();
    const cover = await storeWhole(ctx.storage, 'image', picture, mime, uploadKeys('image', id));
    await ctx.db.insert(uploads).values({ id, ownerId: pdf.ownerId, kind: 'image', key: cover.key, thumbKey: cover.thumbKey, mime: cover.mime, size: cover.size, width: cover.width, height: cover.height });
    return cover.key;
  } catch (error) {
    ctx.log.warn({ err: error, upload: pdf.id }, 'no cover could be made of the first page of a PDF');
    return null;
  }
}

type FirstPage = Awaited<ReturnType<typeof storeFirstPage>>;

/**
 * Records the page count, the first page's drawing (and the cover) on the upload, and gives them to the books
 * saved with this PDF meanwhile, in one transaction. Saving a book locks the upload's row while it copies them (ebooks/write.ts),
 * so a book saved at the same moment gets them from one side or the other. A book's version does not move:
 * derived facts are no edit, and a form open on the book can still save.
 */
async function finish(ctx: JobContext, pdf: UploadRow, pageCount: number, firstPage: FirstPage, coverKey: string | null) {
  const url = ctx.storage.url(pdf.key);
  await ctx.db.transaction(async (tx) => {
    await tx.update(uploads).set({ processing: 'done', processingError: null, pageCount, coverKey, ...firstPage }).where(eq(uploads.id, pdf.id));
    await tx.update(ebooks).set({ pdfPageCount: pageCount }).where(eq(ebooks.pdfFile, url));
    if (coverKey) await tx.update(ebooks).set({ coverImage: ctx.storage.url(coverKey) }).where(and(eq(ebooks.pdfFile, url), isNull(ebooks.coverImage)));
  });
}

/** Draws the first page of a PDF processed before first pages were drawn; a file gone or undrawable is left as it is. */
async function drawAlone(ctx: JobContext, pdf: UploadRow) {
  const read = await readStoredPdf(ctx.storage, pdf.key);
  if (typeof read === 'string') return;
  const firstPage = await storeFirstPage(ctx.storage, pdf.key, read.firstPage.drawing);
  if (firstPage) await ctx.db.update(uploads).set(firstPage).where(eq(uploads.id, pdf.id));
}

/**
 * The PDF processing job: reads the stored file with pdf.js through the storage (local folder or bucket), a range
 * at a time and never whole (uploads/stored-pdf.ts), counts its pages, draws its first page, and makes a cover of
 * that page: the picture it is made of when it is one (a scan, an illustration), else its drawing. A file pdf.js cannot open, or
 * one without pages, ends `failed` with the reason the user sees; that is final. Anything else (the storage
 * or the database not answering) throws, and the queue tries again; the last attempt records the failure.
 */
export async function processPdf(ctx: JobContext, uploadId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const [pdf] = await ctx.db.select().from(uploads).where(eq(uploads.id, uploadId));
  // Processed before first pages were drawn (queue.ts queues those once): the drawing alone.
  if (pdf?.processing === 'done' && !pdf.thumbKey) return drawAlone(ctx, pdf);
  // Gone (over the quota, or removed unused) or finished by an earlier attempt.
  if (!pdf || pdf.processing === 'done' || pdf.processing === 'failed') return;
  try {
    await ctx.db.update(uploads).set({ processing: 'processing' }).where(eq(uploads.id, uploadId));
    const read = await readStoredPdf(ctx.storage, pdf.key);
    if (read === 'gone') {
      await fail(ctx, uploadId, 'pdfNotProcessed');
      return;
    }
    if (read === 'unreadable' || read.pageCount === 0) {
      await fail(ctx, uploadId, read === 'unreadable' ? 'pdfUnreadable' : 'pdfNoPages');
      return;
    }
    const { drawing, picture } = read.firstPage;
    const firstPage = await storeFirstPage(ctx.storage, pdf.key, drawing);
    const coverKey = picture ? await storeCover(ctx, pdf, picture, 'image/jpeg') : drawing && (await storeCover(ctx, pdf, drawing.webp, 'image/webp'));
    await finish(ctx, pdf, read.pageCount, firstPage, coverKey);
  } catch (error) {
    if (!lastAttempt) throw error;
    ctx.log.error({ err: error, upload: uploadId }, 'a PDF could not be processed');
    await fail(ctx, uploadId, 'pdfNotProcessed');
  }
}
