import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CONVERSION_MESSAGES, EbookFormSchema, PAGE_LAYOUT_DEFAULTS, type BookElement, type BookPage } from '@folio/shared';
import { bookConversions, ebooks, publishers, uploads, users } from '../../db/schema.ts';
import { createEbook } from '../ebooks/write.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { JobContext } from '../jobs/types.ts';
import { BookTooLargeError } from '../pages/errors.ts';
import { pageBytes } from '../pages/format.ts';
import { pdfKeyOf } from '../reading/pdf.ts';
import { quotaOf, usedBytes } from '../uploads/quota.ts';
import { storeWhole, uploadKeys } from '../uploads/store.ts';
import { openStoredPdf } from '../uploads/stored-pdf.ts';
import { blockHtml, pagePictures, textBlocks, type Box, type PagePicture } from './page-content.ts';

/** The share of pages read is written at most this often (as exports do): a 500-page PDF would otherwise write 500 times. */
const PROGRESS_STEP = 5;
/** CSS pixels per PDF point. */
const PX_PER_PT = 96 / 72;
/** The custom page size's bounds (EbookFormSchema). */
const PAGE_MIN = 100;
const PAGE_MAX = 5000;
/** Where a book's size limit is not told (a worker of an older configuration): the configuration's default. */
const DEFAULT_BOOK_MAX_BYTES = 20 * 1024 * 1024;

type Row = typeof bookConversions.$inferSelect;

/** A failure that is the PDF's, not the storage's or the database's: told at once, never tried again. */
class Refused extends Error {}

const element = (type: BookElement['type'], box: Box, fields: Record<string, unknown>, style: Record<string, unknown> = {}): BookElement => ({
  id: randomUUID(),
  type,
  position: { x: box.x, y: box.y },
  size: { width: box.width, height: box.height },
  style,
  ...fields,
});

/**
 * What the new book's owner may still store (STORAGE_QUOTA_MB less their uploads; no limit for admins), taken by
 * each picture before it is stored: the pictures of a PDF count against the quota as the ones they upload do.
 */
interface Owner {
  id: string;
  roomLeft: number;
}

/**
 * A picture of the page as an image upload of the book's new owner (WebP, with its thumbnail, as any upload), so that
 * the new book's pictures are files of theirs like the ones they upload. Its alt text is left empty and it is not
 * marked decorative: the publishing check (missingAltText) asks the author to describe it. A picture that does not
 * fit in the owner's storage refuses the conversion (what was stored before it is the owner's, unused, and goes
 * with the unused uploads).
 */
async function storePicture(ctx: JobContext, owner: Owner, picture: PagePicture): Promise<BookElement> {
  const webp = await sharp(picture.pixels, { raw: { width: picture.width, height: picture.height, channels: picture.channels } }).webp({ quality: 90 }).toBuffer();
  if (webp.length > owner.roomLeft) throw new Refused(CONVERSION_MESSAGES.storageFull);
  owner.roomLeft -= webp.length;
  const id = randomUUID();
  const stored = await storeWhole(ctx.storage, 'image', webp, 'image/webp', uploadKeys('image', id));
  await ctx.db.insert(uploads).values({ id, ownerId: owner.id, kind: 'image', key: stored.key, thumbKey: stored.thumbKey, mime: stored.mime, size: stored.size, width: stored.width, height: stored.height });
  return element('image', picture.box, { src: ctx.storage.url(stored.key), alt: '' });
}

/** One PDF page as a book page at `width` CSS pixels: its pictures under its text, each where the PDF shows it. */
async function convertPage(ctx: JobContext, owner: Owner, page: PDFPageProxy, width: number, n: number): Promise<BookPage> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  // The pictures first: walking the drawing loads the page's fonts, whose names tell the text's weight and slant.
  const pictures = await pagePictures(page, viewport, pdfjs.OPS);
  const images = [];
  for (const picture of pictures) images.push(await storePicture(ctx, owner, picture));
  const texts = (await textBlocks(page, viewport)).map((block) =>
    element('text', block.box, { html: blockHtml(block) }, { fontSize: block.fontSize, lineHeight: 1.2, ...(block.fontFamily && { fontFamily: block.fontFamily }) }),
  );
  page.cleanup();
  return { id: randomUUID(), name: `Page ${n}`, elements: [...images, ...texts], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} };
}

/** The book's page size: the PDF's first page in CSS pixels, within what a custom size may be. */
async function pageSizeOfPdf(doc: PDFDocumentProxy) {
  const first = (await doc.getPage(1)).getViewport({ scale: PX_PER_PT });
  const clamp = (n: number) => Math.min(PAGE_MAX, Math.max(PAGE_MIN, Math.round(n)));
  return { width: clamp(first.width), height: clamp(first.height) };
}

/**
 * Reads the PDF page by page into book pages, telling the progress, and refuses (Refused) as soon as the pages made
 * so far are more than a book may hold: the rest is not read for nothing.
 */
async function readPages(ctx: JobContext, row: Row, owner: Owner, doc: PDFDocumentProxy, width: number, maxBytes: number): Promise<BookPage[]> {
  const pages: BookPage[] = [];
  let bytes = 0;
  let told = 0;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await convertPage(ctx, owner, await doc.getPage(n), width, n);
    bytes += pageBytes(page);
    if (bytes > maxBytes) throw new Refused(CONVERSION_MESSAGES.tooLarge);
    pages.push(page);
    const share = Math.floor((n / doc.numPages) * 100);
    if (share - told >= PROGRESS_STEP && n < doc.numPages) {
      told = share;
      await ctx.db.update(bookConversions).set({ progress: share }).where(eq(bookConversions.id, row.id));
    }
  }
  return pages;
}

/**
 * The conversion job: opens the PDF book's file with pdf.js (a range at a time, never whole), makes each of its pages
 * a book page (its text as text elements, its pictures as image uploads of the user's), and makes a new draft e-book
 * of the user's with them, through the way any new book is made (createEbook). The PDF book is only read. The storage or the database failing
 * throws, and the queue tries again; the last attempt, or a PDF that cannot be made into pages, records why.
 */
export async function convertPdf(ctx: JobContext, conversionId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const [row] = await ctx.db.select().from(bookConversions).where(eq(bookConversions.id, conversionId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await ctx.db.update(bookConversions).set({ status: 'running', progress: 0, error: null }).where(eq(bookConversions.id, row.id));
  const fail = (error: string) => ctx.db.update(bookConversions).set({ status: 'failed', error, finishedAt: new Date() }).where(eq(bookConversions.id, row.id));
  try {
    const [book] = await ctx.db.select().from(ebooks).where(eq(ebooks.id, row.ebookId));
    // The user as a request of theirs would act (plugins/auth.ts): a publisher account files its books under its publisher.
    const [user] = await ctx.db
      .select({ id: users.id, role: users.role, publisherId: publishers.id })
      .from(users)
      .leftJoin(publishers, and(eq(publishers.userId, users.id), eq(users.role, 'publisher')))
      .where(eq(users.id, row.requestedBy));
    // The book (and its conversion, which cascades) or the user went meanwhile: nothing to make, nobody to make it for.
    if (!book || !user) return;
    const maxBytes = ctx.bookMaxBytes ?? DEFAULT_BOOK_MAX_BYTES;
    const key = pdfKeyOf(book.pdfFile);
    if (!key) throw new Refused(CONVERSION_MESSAGES.notProcessed);
    // Read by ranges as the pages ask for them, as the processing reads it (openStoredPdf): never whole, nor copied.
    const read = await openStoredPdf(ctx.storage, key, async (doc) => {
      if (doc.numPages === 0) throw new Refused(CONVERSION_MESSAGES.failed);
      const size = await pageSizeOfPdf(doc);
      const quota = ctx.storageQuotaBytes === undefined ? null : await quotaOf(ctx.db, { storageQuotaBytes: ctx.storageQuotaBytes, plans: ctx.plans ?? false }, user);
      const owner = { id: user.id, roomLeft: quota === null ? Infinity : quota.bytes - (await usedBytes(ctx.db, user.id)) };
      return { size, pages: await readPages(ctx, row, owner, doc, size.width, maxBytes) };
    });
    if (read === 'gone') throw new Refused(CONVERSION_MESSAGES.notProcessed);
    if (read === 'unreadable') throw new Refused(CONVERSION_MESSAGES.failed);
    const { size, pages } = read;
    const form = EbookFormSchema.parse({
      title: `${book.title} (editable)`.slice(0, 255),
      description: book.description,
      status: 'draft',
      book_type: 'ebook',
      page_dimension: 'custom',
      width: size.width,
      height: size.height,
      orientation: size.width > size.height ? 'landscape' : 'portrait',
    });
    const made = await createEbook({ db: ctx.db, storage: ctx.storage, bookMaxBytes: maxBytes, plans: ctx.plans ?? false }, user, form, pages);
    await ctx.db.update(bookConversions).set({ status: 'done', progress: 100, newEbookId: made.id, finishedAt: new Date() }).where(eq(bookConversions.id, row.id));
  } catch (error) {
    if (error instanceof Refused) return void (await fail(error.message));
    if (error instanceof BookTooLargeError) return void (await fail(CONVERSION_MESSAGES.tooLarge));
    // A refusal in words (the plan allows no more books) is the conversion's answer, not a reason to try again.
    if (error instanceof HttpError && error.statusCode < 500) return void (await fail(error.message));
    ctx.log.error({ err: error, conversion: row.id }, 'a PDF could not be made into pages');
    if (lastAttempt) return void (await fail(CONVERSION_MESSAGES.failed));
    throw error;
  }
}
