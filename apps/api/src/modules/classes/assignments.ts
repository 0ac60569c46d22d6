import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import { CLASS_MESSAGES, elementFields, questionPoints, type Assignment, type AssignmentProgress } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classAssignments, classStudents, ebooks, quizAnswers, readingPositions, readingReaderDays, templatePages, templates, users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readAccess } from '../reading/access.ts';
import { bookQuestions } from '../reading/answers.ts';
import { totalPagesOf } from '../reading/presenter.ts';
import { visibleTo as templatesVisibleTo } from '../templates/policy.ts';

/**
 * A class's library (docs/decisions/018-classrooms.md): books its teachers may read, given to the class with an
 * optional due date, and templates its pupils start their own books from.
 */

type AssignmentRow = typeof classAssignments.$inferSelect;

/** The pupils of a class, as a sub-query (a reader's id in it). */
export const pupilsOf = (db: Db, classId: string) => db.select({ id: classStudents.userId }).from(classStudents).where(eq(classStudents.classId, classId));

/** The class's assignments with what each gives (the book or template's title, cover and pages), newest first. */
export async function listAssignments(db: Db, classId: string, where = eq(classAssignments.classId, classId)): Promise<Assignment[]> {
  const rows = await db
    .select({
      a: classAssignments,
      bookTitle: ebooks.title,
      bookCover: ebooks.coverImage,
      bookPages: sql<number>`case when ${ebooks.bookType} = 'pdf' then coalesce(${ebooks.pdfPageCount}, 0) else ${ebooks.pageCount} end`,
      templateName: templates.name,
      templateThumb: templates.thumbnail,
      templatePages: sql<number>`(select count(*) from ${templatePages} where ${templatePages.templateId} = ${templates.id})`,
    })
    .from(classAssignments)
    .leftJoin(ebooks, eq(ebooks.id, classAssignments.ebookId))
    .leftJoin(templates, eq(templates.id, classAssignments.templateId))
    .where(where)
    .orderBy(desc(classAssignments.createdAt), desc(classAssignments.id));
  return rows.map((r) => ({
    id: r.a.id,
    kind: r.a.ebookId ? 'ebook' : 'template',
    item: r.a.ebookId
      ? { id: r.a.ebookId, title: r.bookTitle ?? '', cover_image: r.bookCover, page_count: Number(r.bookPages ?? 0) }
      : { id: r.a.templateId!, title: r.templateName ?? '', cover_image: r.templateThumb, page_count: Number(r.templatePages ?? 0) },
    due_at: r.a.dueAt?.toISOString() ?? null,
    created_at: r.a.createdAt.toISOString(),
  }));
}

export async function findAssignment(db: Db, classId: string, id: string): Promise<AssignmentRow> {
  const [row] = await db.select().from(classAssignments).where(and(eq(classAssignments.classId, classId), eq(classAssignments.id, id))).limit(1);
  if (!row) throw notFound(CLASS_MESSAGES.assignmentNotFound);
  return row;
}

/**
 * Gives the class a book the teacher may read in full (their own, one they bought, a free public one) or a template
 * they may use (theirs, or shared); 422 on the field otherwise, 409 when the class has it already.
 */
export async function assign(db: Db, actor: Actor, classId: string, input: { ebook_id?: string; template_id?: string; due_at?: string | null }) {
  if (input.ebook_id !== undefined) {
    const found = await readAccess(db, actor, input.ebook_id);
    if (found?.access !== 'full') throw validationFailed({ ebook_id: [CLASS_MESSAGES.notReadable] });
  } else {
    const [template] = await db.select({ id: templates.id }).from(templates).where(and(eq(templates.id, input.template_id!), templatesVisibleTo(actor))).limit(1);
    if (!template) throw validationFailed({ template_id: [CLASS_MESSAGES.templateNotShared] });
  }
  try {
    const [row] = await db
      .insert(classAssignments)
      .values({ classId, ebookId: input.ebook_id ?? null, templateId: input.template_id ?? null, dueAt: input.due_at ? new Date(input.due_at) : null, assignedBy: actor.id })
      .returning();
    return (await listAssignments(db, classId, eq(classAssignments.id, row!.id)))[0]!;
  } catch (error) {
    if (uniqueViolation(error)?.startsWith('class_assignments_')) throw conflict(CLASS_MESSAGES.alreadyAssigned);
    throw error;
  }
}

export async function setDueDate(db: Db, classId: string, a: AssignmentRow, dueAt: string | null) {
  await db.update(classAssignments).set({ dueAt: dueAt ? new Date(dueAt) : null }).where(eq(classAssignments.id, a.id));
  return (await listAssignments(db, classId, eq(classAssignments.id, a.id)))[0]!;
}

export const unassign = (db: Db, a: AssignmentRow) => db.delete(classAssignments).where(eq(classAssignments.id, a.id));

/** Each pupil on an assigned book: whether they opened it, the page they are on, whether they reached its end, and their answers. */
export async function progressOf(db: Db, classId: string, a: AssignmentRow): Promise<AssignmentProgress> {
  if (!a.ebookId) throw validationFailed({ assignment: [CLASS_MESSAGES.assignSomething] });
  const [book] = await db.select().from(ebooks).where(eq(ebooks.id, a.ebookId)).limit(1);
  const pages = book ? totalPagesOf(book) : 0;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      page: readingPositions.page,
      answered: sql<number>`(select ${count()} from ${quizAnswers} where ${quizAnswers.userId} = ${users.id} and ${quizAnswers.ebookId} = ${a.ebookId})`,
      // Reading analytics' time per pupil (modules/analytics): theirs to their teachers, never to the book's owner.
      seconds: sql<number>`(select coalesce(sum(${readingReaderDays.seconds}), 0) from ${readingReaderDays} where ${readingReaderDays.userId} = ${users.id} and ${readingReaderDays.ebookId} = ${a.ebookId})`,
      score: sql<number>`(select coalesce(${sum(sql`case when ${quizAnswers.countsBest} then ${quizAnswers.bestScore} else ${quizAnswers.score} end`)}, 0) from ${quizAnswers} where ${quizAnswers.userId} = ${users.id} and ${quizAnswers.ebookId} = ${a.ebookId})`,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .leftJoin(readingPositions, and(eq(readingPositions.userId, users.id), eq(readingPositions.ebookId, a.ebookId)))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.name), asc(users.id));
  const points = book ? await questionPointsOf(db, book.id) : 0;
  return {
    pages,
    points,
    students: rows.map((r) => ({
      id: r.id,
      name: r.name,
      opened: r.page !== null,
      page: r.page,
      finished: r.page !== null && pages > 0 && r.page >= pages,
      seconds: Math.round(Number(r.seconds)),
      answered: Number(r.answered),
      score: Number(r.score),
    })),
  };
}

/** The points a book's questions are worth in all (what a pupil's score is out of). */
async function questionPointsOf(db: Db, ebookId: string) {
  const questions = await bookQuestions(db, ebookId);
  return questions.reduce((total, { element }) => total + questionPoints(elementFields('quiz', element)), 0);
}
