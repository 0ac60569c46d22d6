import { and, eq, or } from 'drizzle-orm';
import type { ReadAccessLevel } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classAssignments, classBooks, classes, classStudents, classTeachers } from '../../db/schema.ts';
import type { Actor } from '../../plugins/auth.ts';
import { recordView } from './audit.ts';

interface Book {
  id: string;
  createdBy: string | null;
}

/**
 * What a class gives its people to read beyond what the book's own rules give (reading/access.ts asks this before
 * the public rule): null when the class gives nothing.
 * - A pupil reads in full the books their teacher gave the class from the teacher's own books, and the classmates'
 *   books the teacher approved into the class library. A book the teacher bought or a paid book of someone else is
 *   not given away: pupils read what anyone may read of it (its preview).
 * - A teacher reads the books their class's pupils write (read-only), and that look is written in the class's audit.
 */
export async function classReadAccess(db: Db, user: Actor, book: Book): Promise<ReadAccessLevel | null> {
  if (user.role === 'student') {
    const [given] = await db
      .select({ classId: classStudents.classId })
      .from(classStudents)
      .leftJoin(classAssignments, and(eq(classAssignments.classId, classStudents.classId), eq(classAssignments.ebookId, book.id)))
      .leftJoin(classBooks, and(eq(classBooks.classId, classStudents.classId), eq(classBooks.ebookId, book.id), eq(classBooks.state, 'approved')))
      .where(and(eq(classStudents.userId, user.id), or(book.createdBy ? eq(classAssignments.assignedBy, book.createdBy) : undefined, eq(classBooks.ebookId, book.id))))
      .limit(1);
    return given ? 'full' : null;
  }
  if (!book.createdBy) return null;
  const [taught] = await db
    .select({ classId: classes.id })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.userId, user.id)))
    .where(and(eq(classStudents.userId, book.createdBy), or(eq(classes.ownerId, user.id), eq(classTeachers.userId, user.id))))
    .limit(1);
  if (!taught) return null;
  await recordView(db, { classId: taught.classId, viewerId: user.id, studentId: book.createdBy, ebookId: book.id, action: 'read_book' });
  return 'full';
}
