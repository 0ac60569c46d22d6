import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BOOK_SCHEMA_VERSION, finalPrice, MESSAGES, pageSizeOf, slugify, type BookPage, type EbookFormSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, bookExports, categories, ebookAuthors, ebookCategories, ebooks, publishers, uploads } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { StaleVersionError } from '../pages/errors.ts';
import { emptyPage } from '../pages/format.ts';
import { insertPages } from '../pages/store.ts';
import { unshareTemplatesOfBook } from '../templates/source-book.ts';
import { findUpload } from '../uploads/lookup.ts';
import { holdBookAllowance } from '../plans/service.ts';
import type { Actor } from '../../plugins/auth.ts';
import { editNeedsApproval, NOT_FOUND } from './policy.ts';
import type { EbookRow } from './presenter.ts';

type EbookInput = z.output<typeof EbookFormSchema>;
/**
 * What the writes need beside the database: the storage, which names the cover a PDF gives; the most a book's pages
 * may take; whether authors and publishers are held to their plan's number of books (PLANS, modules/plans).
 */
export interface WriteContext {
  db: Db;
  storage: Pick<Storage, 'url'>;
  bookMaxBytes: number;
  plans: boolean;
}


/** The columns the form sets. The server derives the stored (portrait) page size and the final price. */
function formColumns(input: EbookInput) {
  const portrait = pageSizeOf({ page_dimension: input.page_dimension, width: input.width, height: input.height, orientation: 'portrait' });
  return {
    title: input.title,
    description: input.description,
    translations: input.translations,
    status: input.status,
    bookType: input.book_type,
    pageDimension: input.page_dimension,
    width: portrait.width,
    height: portrait.height,
    orientation: input.orientation,
    pdfFile: input.pdf_file,
    coverImage: input.cover_image,
    price: input.price,
    discount: input.discount,
    discountType: input.discount_type,
    buyerDownloads: input.buyer_downloads,
    finalPrice: finalPrice(input.price, input.discount, input.discount_type),
  };
}
type FormColumns = ReturnType<typeof formColumns>;

/** Decision 003: the basic-info fields whose change is a change of content. `status` is only whether it is offered. */
const CONTENT_COLUMNS = ['title', 'description', 'translations', 'bookType', 'pageDimension', 'width', 'height', 'orientation', 'pdfFile', 'coverImage', 'price', 'discount', 'discountType'] as const;

const unique = (ids: string[]) => [...new Set(ids)];
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

async function allExist(db: Db, table: PgTable & { id: PgColumn }, ids: string[]) {
  if (!ids.length) return true;
  const rows = await db.select({ id: table.id }).from(table as PgTable).where(inArray(table.id, ids));
  return rows.length === ids.length;
}

interface Resolved {
  authorIds: string[];
  categoryIds: string[];
  /** The PDF upload a changed file names, null when the file is taken away; undefined when it stays. */
  pdf?: { uploadId: string } | null;
}

/**
 * A new PDF file must be a PDF upload of one of the owners, and one whose processing did not fail (the field
 * then says why); null clears it. Answers the upload, or the field's message. The save does not wait for the
 * processing: a file still being processed is taken, and the book gets its page count when it is done.
 */
async function resolvePdf(ctx: WriteContext, url: string | null, owners: string[]): Promise<{ uploadId: string } | null | { error: string }> {
  if (url === null) return null;
  const upload = await findUpload(ctx.db, url, { kind: 'pdf', ownerIds: owners });
  if (!upload) return { error: MESSAGES.uploadRequired };
  if (upload.processing === 'failed') return { error: MESSAGES[upload.processingError ?? 'pdfUnreadable'] };
  return { uploadId: upload.id };
}

/**
 * The PDF columns of a save whose file changed: the page count as far as the processing got (null until it is
 * done), and for a book left without a cover the one made of the PDF's first page, while it is still stored
 * (an image no book took is removed as unused). Run first in the save's transaction: the upload's row stays
 * locked (FOR SHARE) until the book is written, so that a processing job finishing meanwhile waits and then
 * updates this book too (jobs/process-pdf.ts), rather than miss it.
 */
async function pdfColumns(tx: Db, ctx: WriteContext, pdf: Resolved['pdf'], coverImage: string | null) {
  if (pdf === undefined) return {};
  if (pdf === null) return { pdfPageCount: null };
  const [processed] = await tx.select({ pageCount: uploads.pageCount, coverKey: uploads.coverKey }).from(uploads).where(eq(uploads.id, pdf.uploadId)).for('share');
  const coverKey = coverImage === null ? processed?.coverKey : null;
  const [cover] = coverKey ? await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, coverKey)) : [];
  return { pdfPageCount: processed?.pageCount ?? null, ...(cover && { coverImage: ctx.storage.url(cover.key) }) };
}

/**
 * Checks what the form points at (422 with a field message, never a foreign-key 500): authors, categories,
 * the publisher an admin chose, and a new PDF file or cover image, which must be an upload of the right kind
 * made on this site by the person saving or the book's owner (a cover may name the image or its thumbnail);
 * a value the book already has is kept as it is.
 */
async function resolveInput(ctx: WriteContext, user: Actor, input: EbookInput, publisherId: string | null, current?: EbookRow): Promise<Resolved> {
  const authorIds = unique(input.author_ids);
  const categoryIds = unique(input.category_ids);
  const owners = unique([user.id, ...(current?.createdBy ? [current.createdBy] : [])]);
  const errors: Record<string, string[]> = {};
  if (!(await allExist(ctx.db, authors, authorIds))) errors.author_ids = [MESSAGES.invalidChoice];
  if (!(await allExist(ctx.db, categories, categoryIds))) errors.category_ids = [MESSAGES.invalidChoice];
  if (publisherId && !(await allExist(ctx.db, publishers, [publisherId]))) errors.publisher_id = [MESSAGES.invalidChoice];
  let pdf: Resolved['pdf'];
  if (input.pdf_file !== (current?.pdfFile ?? null)) {
    const resolved = await resolvePdf(ctx, input.pdf_file, owners);
    if (resolved && 'error' in resolved) errors.pdf_file = [resolved.error];
    else pdf = resolved;
  }
  if (input.cover_image !== null && input.cover_image !== (current?.coverImage ?? null)) {
    if (!(await findUpload(ctx.db, input.cover_image, { kind: 'image', ownerIds: owners, thumbnail: true }))) errors.cover_image = [MESSAGES.uploadRequired];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { authorIds, categoryIds, pdf };
}

/** The title's slug, or with the first free suffix -2, -3… (the book's own slug does not count as taken). */
async function uniqueSlug(db: Db, title: string, ownId?: string) {
  const base = slugify(title) || 'ebook';
  const rows = await db
    .select({ slug: ebooks.slug })
    .from(ebooks)
    .where(and(or(eq(ebooks.slug, base), like(ebooks.slug, `${base}-%`)), ownId ? ne(ebooks.id, ownId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Two writers may pick the same free slug at once; the unique index refuses one, which then tries again. */
async function retryingSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || uniqueViolation(error) !== 'ebooks_slug_unique') throw error;
    }
  }
}

async function writeLinks(db: Db, ebookId: string, r: Resolved) {
  await db.delete(ebookAuthors).where(eq(ebookAuthors.ebookId, ebookId));
  await db.delete(ebookCategories).where(eq(ebookCategories.ebookId, ebookId));
  if (r.authorIds.length) await db.insert(ebookAuthors).values(r.authorIds.map((authorId, position) => ({ ebookId, authorId, position })));
  if (r.categoryIds.length) await db.insert(ebookCategories).values(r.categoryIds.map((categoryId) => ({ ebookId, categoryId })));
}

/**
 * A new book owned by the user. Admins choose its publisher and their books are approved at once; a
 * publisher's books are filed under their publisher; everyone else's wait for approval. A book of pages
 * starts with `pages` (a template's copies) or one empty page.
 */
export async function createEbook(ctx: WriteContext, user: Actor, input: EbookInput, pages?: BookPage[]): Promise<EbookRow> {
  const admin = user.role === 'admin';
  const publisherId = admin ? (input.publisher_id ?? null) : user.publisherId;
  const resolved = await resolveInput(ctx, user, input, admin ? publisherId : null);
  const bookPages = pages ?? (input.book_type === 'ebook' ? [emptyPage(1)] : []);
  return retryingSlug(() =>
    ctx.db.transaction(async (tx) => {
      // Every way a book is made comes here (a form, a copy, a template, a PDF made into pages): the plan's limit holds for all.
      await holdBookAllowance(tx, ctx, user);
      const pdf = await pdfColumns(tx, ctx, resolved.pdf, input.cover_image);
      const [row] = await tx
        .insert(ebooks)
        .values({
          ...formColumns(input),
          ...pdf,
          slug: await uniqueSlug(tx, input.title),
          approvalStatus: admin ? 'approved' : 'pending',
          createdBy: user.id,
          publisherId,
          schemaVersion: BOOK_SCHEMA_VERSION,
        })
        .returning();
      await writeLinks(tx, row!.id, resolved);
      await insertPages(tx, 'ebook', row!.id, bookPages, ctx.bookMaxBytes);
      return { ...row!, pageCount: bookPages.length };
    }),
  );
}

/** The book's author ids (in their order) and category ids. */
export async function linksOf(db: Db, ebookId: string) {
  const [authorRows, categoryRows] = await Promise.all([
    db.select({ id: ebookAuthors.authorId }).from(ebookAuthors).where(eq(ebookAuthors.ebookId, ebookId)).orderBy(asc(ebookAuthors.position)),
    db.select({ id: ebookCategories.categoryId }).from(ebookCategories).where(eq(ebookCategories.ebookId, ebookId)),
  ]);
  return { authorIds: authorRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
}

async function contentChanged(db: Db, current: EbookRow, columns: FormColumns, resolved: Resolved) {
  // Compared by value: the translations are an object, read back from jsonb with its keys in another order.
  if (CONTENT_COLUMNS.some((key) => !isDeepStrictEqual(current[key], columns[key]))) return true;
  const links = await linksOf(db, current.id);
  return !sameList(links.authorIds, resolved.authorIds) || !sameList(links.categoryIds.toSorted(), resolved.categoryIds.toSorted());
}

/**
 * Saves the basic info. Only an admin moves a book to another publisher; the owner never changes. A changed
 * title gets a new slug (links by id keep working). Decision 003: a content change by a non-admin sends an
 * approved book back to pending. A book turned into a book of pages gets a first page when it has none.
 */
export async function updateEbook(ctx: WriteContext, user: Actor, current: EbookRow, input: EbookInput, basedOn: number): Promise<EbookRow> {
  // Checked first so that a stale form gets 409 before its fields are looked at; the UPDATE checks it again.
  if (basedOn !== current.version) throw new StaleVersionError(current.version);
  const admin = user.role === 'admin';
  const publisherId = admin && input.publisher_id !== undefined ? input.publisher_id : current.publisherId;
  const resolved = await resolveInput(ctx, user, input, admin ? publisherId : null, current);
  const columns = formColumns(input);
  const backToPending = current.approvalStatus === 'approved' && editNeedsApproval(user) && (await contentChanged(ctx.db, current, columns, resolved));
  return retryingSlug(() =>
    ctx.db.transaction(async (tx) => {
      const pdf = await pdfColumns(tx, ctx, resolved.pdf, columns.coverImage);
      const slug = columns.title === current.title ? current.slug : await uniqueSlug(tx, columns.title, current.id);
      const [row] = await tx
        .update(ebooks)
        .set({ ...columns, ...pdf, slug, publisherId, ...(backToPending && { approvalStatus: 'pending' as const }), version: sql`${ebooks.version} + 1`, updatedAt: new Date() })
        .where(and(eq(ebooks.id, current.id), eq(ebooks.version, basedOn)))
        .returning();
      if (!row) {
        const [now] = await tx.select({ version: ebooks.version }).from(ebooks).where(eq(ebooks.id, current.id));
        if (!now) throw notFound(NOT_FOUND);
        throw new StaleVersionError(now.version);
      }
      await writeLinks(tx, row.id, resolved);
      // A book made paid, or sent back to pending, takes its shared templates private with it.
      await unshareTemplatesOfBook(tx, row.id);
      if (row.bookType === 'ebook' && row.pageCount === 0) {
        await insertPages(tx, 'ebook', row.id, [emptyPage(1)], ctx.bookMaxBytes);
        return { ...row, pageCount: 1 };
      }
      return row;
    }),
  );
}

export async function deleteEbook(db: Db, storage: Storage, id: string) {
  const exported = await db.select({ key: bookExports.fileKey }).from(bookExports).where(eq(bookExports.ebookId, id));
  // Its templates outlive it (they record its id), but no longer shared: nobody can check what they give away.
  const gone = await db.transaction(async (tx) => {
    const rows = await tx.delete(ebooks).where(eq(ebooks.id, id)).returning({ id: ebooks.id });
    await unshareTemplatesOfBook(tx, id);
    return rows;
  });
  if (!gone.length) throw notFound(NOT_FOUND);
  // Its exports went with it (the rows cascade); their files follow, best effort: the book is gone either way.
  for (const { key } of exported) if (key) await storage.remove(key).catch(() => {});
}
