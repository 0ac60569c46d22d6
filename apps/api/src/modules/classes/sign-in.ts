import { and, asc, eq } from 'drizzle-orm';
import { CLASS_MESSAGES, type ClassJoin } from '@folio/shared';
import type { RateLimit } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, users, type UserRow } from '../../db/schema.ts';
import type { Counters } from '../../lib/counters.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { lockedUntil, recordLock } from '../auth/sign-in-lock.ts';
import { secretText } from './codes.ts';
import type { JoinGuard } from './join-guard.ts';

type ClassRow = typeof classes.$inferSelect;

/**
 * How a pupil signs in (docs/decisions/018-classrooms.md): the class's join code, their name picked from the class's
 * first names, and their picture password. Guessing is stopped per pupil (a few wrong tries lock that pupil, in the
 * counters and in sign_in_locks) and per class code (a ceiling on tries a minute for the whole class), never per
 * address for a code that works: a whole class signs in from one school address behind a NAT. Codes that do not
 * work are counted per address (join-guard.ts), on the class page and here alike.
 */

/** The class of an open join code; undefined for a code that never existed and one that was closed alike. */
export async function findOpenClass(db: Db, joinCode: string) {
  const [row] = await db.select().from(classes).where(and(eq(classes.joinCode, joinCode), eq(classes.joinOpen, true))).limit(1);
  return row;
}

/** What the class's picker shows: its name, and its pupils' first names only. */
export async function joinView(db: Db, row: ClassRow): Promise<ClassJoin> {
  const pupils = await db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, row.id), eq(users.isActive, true)))
    .orderBy(asc(users.name), asc(users.id));
  return {
    name: row.name,
    language: row.language as ClassJoin['language'],
    school_sign_in: row.schoolSignIn,
    students: pupils.map((p) => ({ id: p.id, first_name: p.name.trim().split(/\s+/)[0] ?? p.name })),
  };
}

/** A lock's 429: the wait in Retry-After, and in the answer too (`params.seconds`), which the pupil's page can read. */
const tooMany = (message: string, until: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new HttpError(429, message, undefined, { 'retry-after': String(seconds) }, { params: { seconds } });
};

const pupilLockKey = (studentId: string) => `pupil:${studentId}`;

interface Limits {
  perCode: RateLimit;
  perPupil: RateLimit;
}

type SignInInput = { join_code: string; student_id: string; secret: string | readonly string[] };

/**
 * A pupil's sign-in from the address `ip`. A code that does not work is counted against the address's tries
 * (join-guard.ts); once they are spent, every refusal from the address is the same 429, whether the code works
 * or not, while a pupil with the right code, name and pictures still gets in: a school is never locked out by
 * its address, and a guesser learns nothing there that the class page would not tell them either.
 */
export const signInPupil = (db: Db, counters: Counters, guard: JoinGuard, ip: string, input: SignInInput, limits: Limits): Promise<UserRow> =>
  guard.guarded(ip, () => checkPupil(db, counters, guard, ip, input, limits));

/**
 * Checks a pupil's picture password. Each try is counted before it is checked (as the e-mail sign-in does), so that
 * concurrent guesses cannot pass a "not locked yet" check together; a right password clears the pupil's count.
 */
async function checkPupil(db: Db, counters: Counters, guard: JoinGuard, ip: string, input: SignInInput, limits: Limits): Promise<UserRow> {
  const perCode = await counters.hit(`class-code:${input.join_code}`, limits.perCode.windowMs);
  if (perCode.count > limits.perCode.max) throw tooMany(CLASS_MESSAGES.pupilLocked, perCode.resetAt);
  const row = await findOpenClass(db, input.join_code);
  if (!row) throw await guard.miss(ip);

  const key = pupilLockKey(input.student_id);
  const attempt = await counters.hit(key, limits.perPupil.windowMs, limits.perPupil.max);
  if (attempt.count > limits.perPupil.max) throw tooMany(CLASS_MESSAGES.pupilLocked, attempt.resetAt);
  const [[pupil], locked] = await Promise.all([
    db
      .select({ user: users })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.userId))
      .where(and(eq(classStudents.classId, row.id), eq(classStudents.userId, input.student_id)))
      .limit(1),
    lockedUntil(db, key),
  ]);
  if (locked) throw tooMany(CLASS_MESSAGES.pupilLocked, locked);
  const secret = secretText(input.secret);
  const valid = pupil ? await verifyPassword(pupil.user.passwordHash, secret) : (await verifyPassword(await dummyPasswordHash(), secret), false);
  if (!pupil || !valid) {
    if (attempt.count >= limits.perPupil.max) {
      await recordLock(db, key, attempt.resetAt);
      throw tooMany(CLASS_MESSAGES.pupilLocked, attempt.resetAt);
    }
    throw new HttpError(401, CLASS_MESSAGES.wrongSecret);
  }
  await counters.clear(key);
  if (!pupil.user.isActive) throw forbidden('Your account is inactive. Please contact an administrator.');
  const [signedIn] = await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, pupil.user.id)).returning();
  return signedIn!;
}
