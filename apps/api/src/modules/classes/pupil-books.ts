import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { CLASS_MESSAGES, EbookFormSchema, type ClassBook, type ClassBookState, type ClassComment } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classBooks, classComments, ebookPages, ebooks, users, type templates } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { copyBook } from '../ebooks/copy.ts';
import { submitEbook } from '../ebooks/workflow.ts';
import type { WriteContext } from '../ebooks/write.ts';
import { createEbook } from '../ebooks/write.ts';
import { copyPages, emptyPage } from '../pages/format.ts';
import { readPages } from '../pages/store.ts';

/**
 * The books pupils write in their class (docs/decisions/018-classrooms.md) and their review: a pupil hands a book
 * in; a teacher comments on its pages, returns it for changes or approves it into the class library, and may
 * submit a copy to the public library in their own name (the pupil named only if the teacher chooses).
 */

type ClassBookRow = typeof classBooks.$inferSelect;

const bookColumns = {
  id: ebooks.id,
  title: ebooks.title,
  cover: ebooks.coverImage,
  pages: ebooks.pageCount,
  state: classBooks.state,
  remark: classBooks.remark,
  classId: classBooks.classId,
  updatedAt: classBooks.updatedAt,
  studentId: users.id,
  studentName: users.name,
};

/** Class books as the API shows them, their comments counted in one query. */
async function listBooks(db: Db, where: SQL | undefined): Promise<ClassBook[]> {
  const rows = await db
    .select(bookColumns)
    .from(classBooks)
    .innerJoin(ebooks, eq(ebooks.id, classBooks.ebookId))
    .innerJoin(users, eq(users.id, ebooks.createdBy))
    .where(where)
    .orderBy(desc(classBooks.updatedAt), asc(ebooks.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: classComments.ebookId, n: count() })
    .from(classComments)
    .where(inArray(classComments.ebookId, rows.map((r) => r.id)))
    .groupBy(classComments.ebookId);
  const comments = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    cover_image: r.cover,
    page_count: r.pages,
    state: r.state,
    remark: r.remark,
    student: { id: r.studentId, name: r.studentName },
    comment_count: comments.get(r.id) ?? 0,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** Every book the class's pupils write, the latest change first. */
export const listClassBooks = (db: Db, classId: string) => listBooks(db, eq(classBooks.classId, classId));
/** The books the teacher approved into the class library (what classmates read). */
export const approvedBooks = (db: Db, classId: string) => listBooks(db, and(eq(classBooks.classId, classId), eq(classBooks.state, 'approved')));
/** A pupil's own books. */
export const booksOf = (db: Db, studentId: string) => listBooks(db, eq(ebooks.createdBy, studentId));

/** The class book, found within the class (404 for a book written elsewhere). */
export async function findClassBook(db: Db, classId: string, ebookId: string): Promise<ClassBookRow> {
  const [row] = await db.select().from(classBooks).where(and(eq(classBooks.classId, classId), eq(classBooks.ebookId, ebookId))).limit(1);
  if (!row) throw notFound(CLASS_MESSAGES.bookNotInClass);
  return row;
}

const oneBook = async (db: Db, ebookId: string) => (await listBooks(db, eq(classBooks.ebookId, ebookId)))[0]!;

async function moveTo(db: Db, book: ClassBookRow, state: ClassBookState, remark: string | null) {
  await db.update(classBooks).set({ state, remark, updatedAt: new Date() }).where(eq(classBooks.ebookId, book.ebookId));
  return oneBook(db, book.ebookId);
}

/** A teacher's review: back to the pupil for changes, or into the class library. */
export const review = (db: Db, book: ClassBookRow, action: 'return' | 'approve', remark: string | null) =>
  moveTo(db, book, action === 'return' ? 'returned' : 'approved', remark);

/** The pupil hands their book in (again, after a return); an approved book stays approved until they change it. */
export async function handIn(db: Db, book: ClassBookRow) {
  if (book.state === 'handed_in') throw conflict(CLASS_MESSAGES.handedIn);
  return moveTo(db, book, 'handed_in', book.remark);
}

/** Whether `userId` writes the book. */
export async function isWrittenBy(db: Db, ebookId: string, userId: string) {
  const [row] = await db.select({ id: ebooks.id }).from(ebooks).where(and(eq(ebooks.id, ebookId), eq(ebooks.createdBy, userId))).limit(1);
  return row !== undefined;
}

/**
 * A copy of the pupil's book in the teacher's account, submitted to the public library's approval queue. The pupil's
 * name goes with it only when the teacher says so (`creditPupil`), as its description; otherwise nothing of the
 * pupil's (their name, their description) leaves the class.
 */
export async function publishCopy(ctx: WriteContext, teacher: Actor, ebookId: string, creditPupil: boolean) {
  const [found] = await ctx.db.select({ book: ebooks, pupil: users.name }).from(ebooks).innerJoin(users, eq(users.id, ebooks.createdBy)).where(eq(ebooks.id, ebookId)).limit(1);
  if (!found) throw notFound(CLASS_MESSAGES.bookNotInClass);
  const { book, pupil } = found;
  const pages = await readPages(ctx.db, 'ebook', book.id);
  const copy = await copyBook(ctx, teacher, { ...book, description: creditPupil ? `${CLASS_MESSAGES.writtenBy} ${pupil}` : null }, book.title, pages);
  // An admin's copy is approved when made (their books need no one's approval): submitting it again was a 409.
  if (copy.approvalStatus !== 'approved') await submitEbook(ctx.db, copy.id);
  return copy;
}

/**
 * A pupil's new book in their class: blank, or with copies of a class template's pages. It is theirs (the editor
 * opens it like any book of theirs) and in their class's review from the start.
 */
export async function startBook(ctx: WriteContext, pupil: Actor, classId: string, title: string, template?: typeof templates.$inferSelect) {
  const input = EbookFormSchema.parse({
    title,
    book_type: 'ebook',
    ...(template && { page_dimension: template.pageDimension, width: template.width, height: template.height, orientation: template.orientation }),
  });
  const source = template ? await readPages(ctx.db, 'template', template.id) : [];
  const book = await createEbook(ctx, pupil, input, source.length ? copyPages(source) : [emptyPage(1)]);
  await ctx.db.insert(classBooks).values({ ebookId: book.id, classId });
  return oneBook(ctx.db, book.id);
}

export async function listComments(db: Db, ebookId: string): Promise<ClassComment[]> {
  const rows = await db
    .select({ c: classComments, authorName: users.name })
    .from(classComments)
    .leftJoin(users, eq(users.id, classComments.authorId))
    .where(eq(classComments.ebookId, ebookId))
    .orderBy(asc(classComments.createdAt), asc(classComments.id));
  return rows.map(({ c, authorName }) => ({
    id: c.id,
    page_id: c.pageId,
    body: c.body,
    author: c.authorId ? { id: c.authorId, name: authorName ?? '' } : null,
    created_at: c.createdAt.toISOString(),
  }));
}

export async function addComment(db: Db, author: Actor, ebookId: string, input: { page_id: string; body: string }): Promise<ClassComment> {
  // The page's key alone, not the book's pages: a comment names a page, it does not read it.
  const [page] = await db.select({ id: ebookPages.id }).from(ebookPages).where(and(eq(ebookPages.ebookId, ebookId), eq(ebookPages.id, input.page_id))).limit(1);
  if (!page) throw notFound(CLASS_MESSAGES.pageRequired);
  const [row] = await db.insert(classComments).values({ ebookId, pageId: input.page_id, authorId: author.id, body: input.body }).returning();
  return (await listComments(db, ebookId)).find((c) => c.id === row!.id)!;
}
