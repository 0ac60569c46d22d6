import { and, eq } from 'drizzle-orm';
import { CLASS_MESSAGES, type Classroom } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classAssignments, classes, classStudents, templates } from '../../db/schema.ts';
import { forbidden, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { WriteContext } from '../ebooks/write.ts';
import { listAssignments } from './assignments.ts';
import { approvedBooks, booksOf, startBook } from './pupil-books.ts';

/** The class of a pupil (403 for an account that is not a pupil of a class). */
export async function classOfPupil(db: Db, pupil: Actor) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, language: classes.language })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(eq(classStudents.userId, pupil.id))
    .limit(1);
  if (!row) throw forbidden(CLASS_MESSAGES.pupilsOnly);
  return row;
}

/** A pupil's home: their class, its library, the classmates' books approved into it, and their own books. */
export async function classroomOf(db: Db, pupil: Actor): Promise<Classroom> {
  const c = await classOfPupil(db, pupil);
  const [assignments, approved, books] = await Promise.all([listAssignments(db, c.id), approvedBooks(db, c.id), booksOf(db, pupil.id)]);
  return { class: { id: c.id, name: c.name, language: c.language as Classroom['class']['language'] }, assignments, approved, books };
}

/** A pupil starts a book in their class: blank, or from a template given to the class (422 for any other template). */
export async function startClassBook(ctx: WriteContext, pupil: Actor, input: { title: string; template_id?: string }) {
  const c = await classOfPupil(ctx.db, pupil);
  let template: typeof templates.$inferSelect | undefined;
  if (input.template_id !== undefined) {
    const [given] = await ctx.db
      .select({ template: templates })
      .from(classAssignments)
      .innerJoin(templates, eq(templates.id, classAssignments.templateId))
      .where(and(eq(classAssignments.classId, c.id), eq(classAssignments.templateId, input.template_id)))
      .limit(1);
    template = given?.template;
    if (!template) throw validationFailed({ template_id: [CLASS_MESSAGES.assignSomething] });
  }
  return startBook(ctx, pupil, c.id, input.title, template);
}
