import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, classStudents } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { deleteAccountNow } from '../privacy/delete-account.ts';
import type { ClassSubject } from './policy.ts';
import { findStudent, giveBooksToTeacher } from './students.ts';

/**
 * Removing a pupil deletes their account and everything that is theirs alone (privacy/delete-account.ts): a pupil
 * exists only in their class. Their books are deleted with them, or first become the teacher's (`moveBooksTo`).
 */
export async function removeStudent(db: Db, storage: Storage, c: ClassSubject, studentId: string, moveBooksTo: string | null) {
  const pupil = await findStudent(db, c.id, studentId);
  if (moveBooksTo) await giveBooksToTeacher(db, pupil.id, moveBooksTo);
  await deleteAccountNow(db, storage, pupil.id);
}

/** Deletes the class and its pupils' accounts (their books with them): the owner was asked to confirm it. */
export async function deleteClass(db: Db, storage: Storage, c: ClassSubject) {
  const pupils = await db.select({ id: classStudents.userId }).from(classStudents).where(eq(classStudents.classId, c.id));
  for (const pupil of pupils) await deleteAccountNow(db, storage, pupil.id);
  await db.delete(classes).where(eq(classes.id, c.id));
}
