import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLASS_LIMITS, CLASS_MESSAGES, type ClassStudent, type StudentCard } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classBooks, classes, classStudents, ebooks, users } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/service.ts';
import { newPictureSecret, secretText } from './codes.ts';
import type { ClassSubject } from './policy.ts';

/**
 * A class's pupils (docs/decisions/018-classrooms.md): accounts of role student made by their teacher with a display
 * name only (COPPA's school exception: no e-mail, no birth date, no photo), each signing in with a picture password
 * that is answered once, when made, and kept only as a hash.
 */

const presentStudent = (row: { id: string; name: string; lastSignInAt: Date | null; addedAt: Date }): ClassStudent => ({
  id: row.id,
  name: row.name,
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  added_at: row.addedAt.toISOString(),
});

const pupilColumns = { id: users.id, name: users.name, lastSignInAt: users.lastSignInAt, addedAt: classStudents.addedAt };

export async function listStudents(db: Db, classId: string): Promise<ClassStudent[]> {
  const rows = await db
    .select(pupilColumns)
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(presentStudent);
}

/** The pupil of this class, or 404 (a pupil of another class is not found here). */
export async function findStudent(db: Db, classId: string, studentId: string) {
  const [row] = await db
    .select(pupilColumns)
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, studentId)))
    .limit(1);
  if (!row) throw notFound(CLASS_MESSAGES.studentNotFound);
  return row;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The class row locked for the rest of the transaction, so that two adds cannot pass the size check together. */
async function lockClass(tx: Db, classId: string) {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}

/** Refuses names another pupil of the class already has (case aside), and a class that would pass its size. */
async function checkRoom(tx: Db, classId: string, names: readonly string[], field: (index: number) => string, except?: string) {
  const present = await tx
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, classId));
  const others = present.filter((p) => p.id !== except);
  if (others.length + names.length > CLASS_LIMITS.maxStudents) throw validationFailed({ names: [CLASS_MESSAGES.classFull] });
  const taken = new Set(others.map((p) => nameKey(p.name)));
  const clashes = Object.fromEntries(names.flatMap((name, index) => (taken.has(nameKey(name)) ? [[field(index), [CLASS_MESSAGES.duplicateName]]] : [])));
  if (Object.keys(clashes).length > 0) throw validationFailed(clashes);
}

/** Adds pupils by name and answers each with their picture password: the only time it is ever told. */
export async function addStudents(db: Db, c: ClassSubject, names: readonly string[]): Promise<StudentCard[]> {
  const secrets = names.map(() => newPictureSecret());
  // Hashed before the transaction (argon2 is slow on purpose), so that the class's lock is held for the writes only.
  const hashes = await Promise.all(secrets.map((secret) => hashPassword(secretText(secret))));
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockClass(t, c.id);
    await checkRoom(t, c.id, names, (index) => `names.${index}`);
    const rows = await t
      .insert(users)
      .values(names.map((name, i) => ({ name, email: null, passwordHash: hashes[i]!, role: 'student' as const })))
      .returning({ id: users.id, name: users.name });
    await t.insert(classStudents).values(rows.map((row) => ({ userId: row.id, classId: c.id })));
    return rows;
  });
  return created.map((row, i) => ({ id: row.id, name: row.name, secret: secrets[i]! }));
}

/** A new picture password for the pupil; the old one, and every session signed in with it, end. */
export async function resetSecret(db: Db, c: ClassSubject, studentId: string): Promise<StudentCard> {
  const pupil = await findStudent(db, c.id, studentId);
  const secret = newPictureSecret();
  await db.update(users).set({ passwordHash: await hashPassword(secretText(secret)), updatedAt: new Date() }).where(eq(users.id, pupil.id));
  await endAllSessions(db, pupil.id);
  return { id: pupil.id, name: pupil.name, secret };
}

/** Renames the pupil, or moves them (with their books) to `toClass`, another class the teacher teaches. */
export async function updateStudent(db: Db, c: ClassSubject, studentId: string, input: { name?: string; toClass?: ClassSubject }) {
  const pupil = await findStudent(db, c.id, studentId);
  const target = input.toClass ?? c;
  const name = input.name ?? pupil.name;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockClass(t, target.id);
    await checkRoom(t, target.id, [name], () => (input.name !== undefined ? 'name' : 'class_id'), pupil.id);
    if (input.name !== undefined) await t.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, pupil.id));
    if (target.id !== c.id) {
      await t.update(classStudents).set({ classId: target.id }).where(eq(classStudents.userId, pupil.id));
      // Their books go with them, into the new class's review.
      await t.update(classBooks).set({ classId: target.id }).where(inArray(classBooks.ebookId, t.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.createdBy, pupil.id))));
    }
  });
  return presentStudent({ ...(await findStudent(db, target.id, pupil.id)) });
}

/**
 * Takes the pupil's books out of their account before it is deleted: they become `teacherId`'s own books, out of
 * the class's review (the pupil's name no longer goes with them).
 */
export async function giveBooksToTeacher(db: Db, studentId: string, teacherId: string) {
  const books = db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.createdBy, studentId));
  await db.delete(classBooks).where(inArray(classBooks.ebookId, books));
  await db.update(ebooks).set({ createdBy: teacherId, updatedAt: sql`now()` }).where(eq(ebooks.createdBy, studentId));
}
