import { and, eq } from 'drizzle-orm';
import { CLASS_MESSAGES, PRIVACY_MESSAGES, ROLES, STAFF_ROLES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classStudents } from '../../db/schema.ts';
import type { Actor } from '../../lib/actor.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import { teaches } from '../classes/policy.ts';
import { findClass } from '../classes/service.ts';

/**
 * Who may export and delete what (architecture.md §4, §11). Every account exports its own data, a pupil's too
 * (issue 50: every user can download their data), and deletes its own account, but a pupil: their account is
 * their teacher's to delete, through the classes API. A teacher also exports a pupil's data here, asked of the
 * pupil's class, which the actor must teach (own or co-teach) unless an admin.
 */

/** A class as these rules read it: whether the actor teaches it. */
export interface TaughtClass {
  teaches: boolean;
}

type Action = 'exportOwn' | 'deleteOwn' | 'pupilData';

export const privacyPolicy: Policy<Action, TaughtClass> = definePolicy<Action, TaughtClass>(
  {
    // A pupil too: their own data, as anyone's (the routes are opened to pupils).
    exportOwn: { roles: ROLES },
    // A pupil is told who can delete their account, rather than the general refusal.
    deleteOwn: { roles: 'all', message: PRIVACY_MESSAGES.pupilDeletesThroughTeacher },
    pupilData: { roles: STAFF_ROLES, relation: (_actor, taught) => taught.teaches },
  },
  { notFound: CLASS_MESSAGES.notFound },
);

/** The class `classId` as the actor stands to it (the classes module's own rule, `teaches`): undefined when there is no such class. */
export async function taughtClass(db: Db, classId: string, actor: Actor): Promise<TaughtClass | undefined> {
  const found = await findClass(db, classId);
  return found && { teaches: teaches(actor, found) };
}

/** Whether `studentId` is a pupil of class `classId`. */
export async function inClass(db: Db, classId: string, studentId: string): Promise<boolean> {
  const [row] = await db.select({ userId: classStudents.userId }).from(classStudents).where(and(eq(classStudents.classId, classId), eq(classStudents.userId, studentId)));
  return !!row;
}
