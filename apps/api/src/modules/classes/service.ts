import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { CLASS_MESSAGES, type ClassCreateSchema, type ClassRecord, type ClassUpdateSchema, type ListQuery } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, classTeachers, users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, validationFailed } from '../../lib/http-error.ts';
import { listWhere, newestFirst, readPage } from '../../lib/listing.ts';
import type { Actor } from '../../plugins/auth.ts';
import { newJoinCode } from './codes.ts';
import { classAbilitiesOf, type ClassRow, type ClassSubject } from './policy.ts';

/** The class with its co-teachers' ids (the policy's subject), or undefined. */
export async function findClass(db: Db, id: string): Promise<ClassSubject | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  if (!row) return undefined;
  const teachers = await db.select({ id: classTeachers.userId }).from(classTeachers).where(eq(classTeachers.classId, id));
  return { ...row, teacherIds: teachers.map((t) => t.id) };
}

/** The classes `actor` teaches (owns or co-teaches), as a WHERE clause; every class for an admin. */
function taughtBy(actor: Actor) {
  if (actor.role === 'admin') return undefined;
  return or(eq(classes.ownerId, actor.id), inArray(classes.id, sql`(select ${classTeachers.classId} from ${classTeachers} where ${classTeachers.userId} = ${actor.id})`));
}

/** Classes as the API shows them, their owners, co-teachers and pupil counts read in one query each for the page. */
async function presentClasses(db: Db, actor: Actor, rows: ClassRow[]): Promise<ClassRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [owners, teachers, counts] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId))])),
    db
      .select({ classId: classTeachers.classId, id: users.id, name: users.name })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.userId))
      .where(inArray(classTeachers.classId, ids))
      .orderBy(users.name),
    db.select({ classId: classStudents.classId, n: count() }).from(classStudents).where(inArray(classStudents.classId, ids)).groupBy(classStudents.classId),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  const pupils = new Map(counts.map((c) => [c.classId, c.n]));
  return rows.map((row) => {
    const coTeachers = teachers.filter((t) => t.classId === row.id).map(({ id, name }) => ({ id, name }));
    const subject = { ...row, teacherIds: coTeachers.map((t) => t.id) };
    return {
      id: row.id,
      name: row.name,
      grade: row.grade,
      language: row.language as ClassRecord['language'],
      join_code: row.joinCode,
      join_open: row.joinOpen,
      school_sign_in: row.schoolSignIn,
      owner: { id: row.ownerId, name: ownerName.get(row.ownerId) ?? '' },
      teachers: coTeachers,
      student_count: pupils.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      abilities: classAbilitiesOf(actor, subject),
    };
  });
}

export const presentClass = async (db: Db, actor: Actor, row: ClassRow) => (await presentClasses(db, actor, [row]))[0]!;

export function listClasses(db: Db, actor: Actor, query: ListQuery) {
  const where = listWhere(query.search, [classes.name], taughtBy(actor));
  return readPage(
    query,
    {
      rows: (limit, offset) => db.select().from(classes).where(where).orderBy(...newestFirst(classes)).limit(limit).offset(offset),
      count: () => db.$count(classes, where),
    },
    (rows) => presentClasses(db, actor, rows),
  );
}

/** Writes `write` with a fresh join code, trying again in the rare case that the code is taken already. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (uniqueViolation(error) !== 'classes_join_code_unique' || attempt >= 4) throw error;
    }
  }
}

export function createClass(db: Db, actor: Actor, input: z.output<typeof ClassCreateSchema>) {
  return withFreshCode(async (joinCode) => {
    const [row] = await db
      .insert(classes)
      .values({ name: input.name, grade: input.grade, language: input.language, schoolSignIn: input.school_sign_in, ownerId: actor.id, joinCode })
      .returning();
    return row!;
  });
}

/** A new join code: the old one stops working at once. */
export function renewJoinCode(db: Db, c: ClassSubject) {
  return withFreshCode(async (joinCode) => {
    const [row] = await db.update(classes).set({ joinCode, updatedAt: new Date() }).where(eq(classes.id, c.id)).returning();
    return row!;
  });
}

type ClassUpdate = z.output<typeof ClassUpdateSchema>;

/**
 * Saves the class's settings. Handing the class over (`owner_id`) is the owner's act (checked by the route) and only
 * to one of its co-teachers; the old owner stays as a co-teacher, so that nobody loses the class by handing it on.
 */
export async function updateClass(db: Db, c: ClassSubject, input: ClassUpdate) {
  const newOwner = input.owner_id !== undefined && input.owner_id !== c.ownerId ? input.owner_id : undefined;
  if (newOwner !== undefined && !c.teacherIds.includes(newOwner)) throw validationFailed({ owner_id: [CLASS_MESSAGES.ownerMustTeach] });
  return db.transaction(async (tx) => {
    if (newOwner !== undefined) {
      await tx.delete(classTeachers).where(and(eq(classTeachers.classId, c.id), eq(classTeachers.userId, newOwner)));
      await tx.insert(classTeachers).values({ classId: c.id, userId: c.ownerId }).onConflictDoNothing();
    }
    const [row] = await tx
      .update(classes)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.grade !== undefined && { grade: input.grade }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.school_sign_in !== undefined && { schoolSignIn: input.school_sign_in }),
        ...(input.join_open !== undefined && { joinOpen: input.join_open }),
        ...(newOwner !== undefined && { ownerId: newOwner }),
        updatedAt: new Date(),
      })
      .where(eq(classes.id, c.id))
      .returning();
    return row!;
  });
}

/** A co-teacher, by the e-mail of an account that may teach (not a pupil's: pupils have no address anyway). */
export async function addTeacher(db: Db, c: ClassSubject, email: string) {
  const [teacher] = await db.select({ id: users.id, role: users.role, isActive: users.isActive }).from(users).where(eq(users.email, email)).limit(1);
  if (!teacher || teacher.role === 'student' || !teacher.isActive) throw validationFailed({ email: [CLASS_MESSAGES.teacherUnknown] });
  if (teacher.id === c.ownerId || c.teacherIds.includes(teacher.id)) throw conflict(CLASS_MESSAGES.teacherAlready);
  await db.insert(classTeachers).values({ classId: c.id, userId: teacher.id }).onConflictDoNothing();
}

export async function removeTeacher(db: Db, c: ClassSubject, userId: string) {
  await db.delete(classTeachers).where(and(eq(classTeachers.classId, c.id), eq(classTeachers.userId, userId)));
}
