import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { SHARING_MESSAGES, type CollaboratorAdd } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, classTeachers, ebookCollaborators, users } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';

/** The account a book is about to be shared with. */
export interface Person {
  id: string;
  name: string;
  email: string | null;
}

/**
 * Pupils the book's owner shares a class with (decision 018): pupils of a class the owner owns or co-teaches, and
 * the owner's classmates when the owner is a pupil themself. A pupil has no e-mail address, so a class is the only
 * way to name one; nobody else's pupils can be reached by id.
 */
function pupilsOfClassesOf(ownerId: string): SQL {
  const teaches = or(
    eq(classes.ownerId, ownerId),
    sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${ownerId})`,
  );
  const classmate = sql`${classStudents.classId} = (select mine.class_id from ${classStudents} mine where mine.user_id = ${ownerId})`;
  return and(eq(users.role, 'student'), eq(users.isActive, true), ne(users.id, ownerId), or(teaches, classmate))!;
}

const pupilsQuery = (db: Db) =>
  db.select({ id: users.id, name: users.name, email: users.email, className: classes.name }).from(users).innerJoin(classStudents, eq(classStudents.userId, users.id)).innerJoin(classes, eq(classes.id, classStudents.classId));

/**
 * Whom `add` names: an active account by its e-mail address (404 when there is none), or a pupil of a class the
 * book's owner is in (404 otherwise). A pupil shares with classmates only, never with an address (422): an address
 * could be anyone's.
 */
export async function personToAdd(db: Db, actor: Actor, ownerId: string | null, add: Pick<CollaboratorAdd, 'email' | 'user_id'>): Promise<Person> {
  if (add.user_id !== undefined) {
    const [pupil] = ownerId ? await pupilsQuery(db).where(and(eq(users.id, add.user_id), pupilsOfClassesOf(ownerId))).limit(1) : [];
    if (!pupil) throw notFound(SHARING_MESSAGES.notClassmate);
    return pupil;
  }
  if (actor.role === 'student') throw validationFailed({ email: [SHARING_MESSAGES.pupilsByName] });
  const [person] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, add.email!), eq(users.isActive, true)))
    .limit(1);
  if (!person) throw notFound(SHARING_MESSAGES.unknownEmail);
  return person;
}

/** The pupils the book may still be shared with by name (not shared with them yet), by class and name. */
export async function pupilsToShareWith(db: Db, ebookId: string, ownerId: string | null) {
  if (!ownerId) return [];
  const shared = sql`not exists (select 1 from ${ebookCollaborators} where ${ebookCollaborators.ebookId} = ${ebookId} and ${ebookCollaborators.userId} = ${users.id})`;
  const rows = await pupilsQuery(db).where(and(pupilsOfClassesOf(ownerId), shared)).orderBy(asc(classes.name), asc(users.name), asc(users.id));
  return rows.map((r) => ({ user_id: r.id, name: r.name, class_name: r.className }));
}
