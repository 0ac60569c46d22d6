import { and, asc, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BOOK_SCHEMA_VERSION, finalPrice, MESSAGES, pageSizeOf, slugify, type BookPage, type EbookFormSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, categories, ebookAuthors, ebookCategories, ebooks, publishers } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import { emptyPage, insertPages } from '../../lib/page-store.ts';
import { uploadedPdfPages } from '../uploads/pdf.ts';
import { editNeedsApproval, type Actor } from './policy.ts';
import type { EbookRow } from './presenter.ts';
import { publisherIdOf } from './query.ts';

export type EbookInput = z.output<typeof EbookFormSchema>;
/** What the writes need beside the database: where uploaded PDFs are, to count their pages. */
export interface WriteContext {
  db: Db;
  uploadsDir: string;
}

export const NOT_FOUND = 'eBook not found.';

/** The columns the form sets. The server derives the stored (portrait) page size and the final price. */
function formColumns(input: EbookInput) {
  const portrait = pageSizeOf({ page_dimension: input.page_dimension, width: input.width, height: input.height, orientation: 'portrait' });
  return {
    title: input.title,
    description: input.description,
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
    finalPrice: finalPrice(input.price, input.discount, input.discount_type),
  };
}
type FormColumns = ReturnType<typeof formColumns>;

/** Decision 003: the basic-info fields whose change is a change of content. `status` is only whether it is offered. */
const CONTENT_COLUMNS = ['title', 'description', 'bookType', 'pageDimension', 'width', 'height', 'orientation', 'pdfFile', 'coverImage', 'price', 'discount', 'discountType'] as const;

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
  pdfPageCount: number | null;
}

/**
 * Checks what the form points at (422 with a field message, never a foreign-key 500): authors, categories,
 * the publisher an admin chose, and a new PDF file, which must be a PDF uploaded here; its pages are counted.
 */
async function resolveInput(ctx: WriteContext, input: EbookInput, publisherId: string | null, current?: EbookRow): Promise<Resolved> {
  const authorIds = unique(input.author_ids);
  const categoryIds = unique(input.category_ids);
  const errors: Record<string, string[]> = {};
  if (!(await allExist(ctx.db, authors, authorIds))) errors.author_ids = [MESSAGES.invalidChoice];
  if (!(await allExist(ctx.db, categories, categoryIds))) errors.category_ids = [MESSAGES.invalidChoice];
  if (publisherId && !(await allExist(ctx.db, publishers, [publisherId]))) errors.publisher_id = [MESSAGES.invalidChoice];
  let pdfPageCount = current?.pdfPageCount ?? null;
  if (input.pdf_file !== (current?.pdfFile ?? null)) {
    const counted = input.pdf_file === null ? null : await uploadedPdfPages(ctx.db, ctx.uploadsDir, input.pdf_file);
    if (counted === undefined) errors.pdf_file = [MESSAGES.unsupportedFileFormat];
    else pdfPageCount = counted;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { authorIds, categoryIds, pdfPageCount };
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
export async function createEbook(ctx: WriteContext, user: NonNullable<Actor>, input: EbookInput, pages?: BookPage[]): Promise<EbookRow> {
  const admin = user.role === 'admin';
  const publisherId = admin ? (input.publisher_id ?? null) : await publisherIdOf(ctx.db, user);
  const resolved = await resolveInput(ctx, input, admin ? publisherId : null);
  const bookPages = pages ?? (input.book_type === 'ebook' ? [emptyPage(1)] : []);
  return retryingSlug(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ebooks)
        .values({
          ...formColumns(input),
          slug: await uniqueSlug(tx, input.title),
          pdfPageCount: resolved.pdfPageCount,
          approvalStatus: admin ? 'approved' : 'pending',
          createdBy: user.id,
          publisherId,
          schemaVersion: BOOK_SCHEMA_VERSION,
        })
        .returning();
      await writeLinks(tx, row!.id, resolved);
      await insertPages(tx, 'ebook', row!.id, bookPages);
      return { ...row!, pageCount: bookPages.length };
    }),
  );
}

async function linksOf(db: Db, ebookId: string) {
  const [authorRows, categoryRows] = await Promise.all([
    db.select({ id: ebookAuthors.authorId }).from(ebookAuthors).where(eq(ebookAuthors.ebookId, ebookId)).orderBy(asc(ebookAuthors.position)),
    db.select({ id: ebookCategories.categoryId }).from(ebookCategories).where(eq(ebookCategories.ebookId, ebookId)),
  ]);
  return { authorIds: authorRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
}

async function contentChanged(db: Db, current: EbookRow, columns: FormColumns, resolved: Resolved) {
  if (CONTENT_COLUMNS.some((key) => current[key] !== columns[key])) return true;
  const links = await linksOf(db, current.id);
  return !sameList(links.authorIds, resolved.authorIds) || !sameList(links.categoryIds.toSorted(), resolved.categoryIds.toSorted());
}

/**
 * Saves the basic info. Only an admin moves a book to another publisher; the owner never changes. A changed
 * title gets a new slug (links by id keep working). Decision 003: a content change by a non-admin sends an
 * approved book back to pending. A book turned into a book of pages gets a first page when it has none.
 */
export async function updateEbook(ctx: WriteContext, user: NonNullable<Actor>, current: EbookRow, input: EbookInput): Promise<EbookRow> {
  const admin = user.role === 'admin';
  const publisherId = admin && input.publisher_id !== undefined ? input.publisher_id : current.publisherId;
  const resolved = await resolveInput(ctx, input, admin ? publisherId : null, current);
  const columns = formColumns(input);
  const backToPending = current.approvalStatus === 'approved' && editNeedsApproval(user) && (await contentChanged(ctx.db, current, columns, resolved));
  return retryingSlug(() =>
    ctx.db.transaction(async (tx) => {
      const slug = columns.title === current.title ? current.slug : await uniqueSlug(tx, columns.title, current.id);
      const [row] = await tx
        .update(ebooks)
        .set({ ...columns, slug, pdfPageCount: resolved.pdfPageCount, publisherId, ...(backToPending && { approvalStatus: 'pending' as const }), updatedAt: new Date() })
        .where(eq(ebooks.id, current.id))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      await writeLinks(tx, row.id, resolved);
      if (row.bookType === 'ebook' && row.pageCount === 0) {
        await insertPages(tx, 'ebook', row.id, [emptyPage(1)]);
        return { ...row, pageCount: 1 };
      }
      return row;
    }),
  );
}

export async function deleteEbook(db: Db, id: string) {
  const gone = await db.delete(ebooks).where(eq(ebooks.id, id)).returning({ id: ebooks.id });
  if (!gone.length) throw notFound(NOT_FOUND);
}
