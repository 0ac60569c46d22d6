import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { CLASS_LIMITS, OIDC_MESSAGES, type OidcError } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, ltiHandoffs, oidcIdentities, oidcStates, users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SchoolClaims, SignInChecks } from './oidc-client.ts';

/** How long a sign-in may stay at the provider, and the browser take to trade its handoff code for the session. */
const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;
/** The longest name an account made at its first school sign-in takes from the provider. */
const TEACHER_NAME_MAX = 100;

/** A school sign-in that ends on the sign-in page with this reason (never a 500: the person reads what to do). */
export class OidcRefusal extends Error {
  constructor(readonly code: OidcError) {
    super(`School sign-in refused: ${code}`);
  }
}

/**
 * The class a pupil signs in through, by its join code: it must exist, take new pupils and allow school
 * sign-in. Any of the three missing is the same undefined (a 404 for the caller, counted against the address's
 * tries of codes), so that the answer does not tell which codes exist.
 */
export async function classForSchoolSignIn(db: Db, joinCode: string): Promise<string | undefined> {
  const [row] = await db.select({ id: classes.id, joinOpen: classes.joinOpen, schoolSignIn: classes.schoolSignIn }).from(classes).where(eq(classes.joinCode, joinCode));
  return row?.joinOpen && row.schoolSignIn ? row.id : undefined;
}

/** Keeps a sign-in's checks (and the pupil's class) for whichever instance the provider's answer reaches; forgets expired ones. */
export async function keepSignIn(db: Db, checks: SignInChecks, classId: string | null) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, new Date()));
  await db.insert(oidcStates).values({ ...checks, classId, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
}

/** Takes a sign-in's checks back, once: the row is gone after this, used or not. Null when unknown or expired. */
export async function takeSignIn(db: Db, state: string) {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row && row.expiresAt > new Date() ? row : null;
}

/** The school account's Folio account, when it signed in before, with the class of a pupil. */
async function linkedAccount(db: Db, claims: SchoolClaims) {
  const [row] = await db
    .select({ user: users, classId: classStudents.classId })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .leftJoin(classStudents, eq(classStudents.userId, users.id))
    .where(and(eq(oidcIdentities.issuer, claims.iss), eq(oidcIdentities.subject, claims.sub)));
  return row;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
/** At most `max` characters (whole ones: a name's emoji is not cut in half). */
const clip = (value: string, max: number) => Array.from(value).slice(0, max).join('').trim();
/** The e-mail address the provider says it verified; an unverified one is never stored nor matched (anyone may claim any). */
const verifiedEmail = (claims: SchoolClaims) => (claims.email_verified === true && text(claims.email).includes('@') ? text(claims.email).toLowerCase() : null);
/** A password nobody knows: the account signs in with its school account only (has_password false), until its owner sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** Retries a sign-in's account step once when a sign-in of the same person, racing it, made the row first. */
async function onceMore<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    return step();
  }
}

/**
 * A teacher's (any non-pupil's) account: the one the school account signed in to before; else the account of its
 * e-mail address, when the provider verified it, linked from now on; else a new account (role user) with the
 * name and the verified address. A pupil's account is never reached this way, neither by link nor by address.
 */
export const teacherAccount = (db: Db, claims: SchoolClaims): Promise<UserRow> =>
  onceMore(async () => {
    const linked = await linkedAccount(db, claims);
    if (linked) {
      if (linked.user.role === 'student') throw new OidcRefusal('pupilAccount');
      return linked.user;
    }
    const email = verifiedEmail(claims);
    const [byEmail] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
    if (byEmail?.role === 'student') throw new OidcRefusal('pupilAccount');
    const passwordHash = byEmail ? null : await unusablePasswordHash();
    return db.transaction(async (tx) => {
      const user = byEmail ?? (await tx.insert(users).values({ name: teacherName(claims, email), email, passwordHash: passwordHash!, hasPassword: false, role: 'user' }).returning())[0]!;
      await tx.insert(oidcIdentities).values({ issuer: claims.iss, subject: claims.sub, userId: user.id });
      return user;
    });
  });

function teacherName(claims: SchoolClaims, email: string | null) {
  const name = text(claims.name) || text(`${text(claims.given_name)} ${text(claims.family_name)}`) || (email?.split('@')[0] ?? '');
  return clip(name, TEACHER_NAME_MAX) || 'Teacher';
}

/**
 * A pupil's account in the class they signed in through (docs/decisions/018): the one the school account signed
 * in to before, which must be a pupil of this very class; else a new pupil of the class, while the class takes
 * new pupils and has room, with a display name only (the first name the provider gives): no e-mail address is
 * kept for a pupil. The class must still allow school sign-in.
 */
export const pupilAccount = (db: Db, claims: SchoolClaims, classId: string): Promise<UserRow> =>
  onceMore(async () => {
    const [cls] = await db.select({ joinOpen: classes.joinOpen, schoolSignIn: classes.schoolSignIn }).from(classes).where(eq(classes.id, classId));
    if (!cls?.schoolSignIn) throw new OidcRefusal('classClosed');
    const linked = await linkedAccount(db, claims);
    if (linked) {
      if (linked.user.role !== 'student' || linked.classId !== classId) throw new OidcRefusal('notInClass');
      return linked.user;
    }
    if (!cls.joinOpen) throw new OidcRefusal('classClosed');
    const passwordHash = await unusablePasswordHash();
    return db.transaction(async (tx) => {
      // The class's row is held until the pupil is in: two pupils joining at once cannot both take its last place.
      await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
      const [taken] = await tx.select({ pupils: count() }).from(classStudents).where(eq(classStudents.classId, classId));
      if ((taken?.pupils ?? 0) >= CLASS_LIMITS.maxStudents) throw new OidcRefusal('classFull');
      const [user] = await tx.insert(users).values({ name: pupilName(claims), email: null, passwordHash, hasPassword: false, role: 'student' }).returning();
      await tx.insert(classStudents).values({ userId: user!.id, classId });
      await tx.insert(oidcIdentities).values({ issuer: claims.iss, subject: claims.sub, userId: user!.id });
      return user!;
    });
  });

const pupilName = (claims: SchoolClaims) => clip(text(claims.given_name) || text(claims.name), CLASS_LIMITS.studentNameMax) || 'Pupil';

/** Notes the sign-in (the class dashboard's "last signed in", and the clock of a pupil account's retention). */
export async function markSignedIn(db: Db, userId: string) {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A one-time code that hands the signed-in account to the browser, in the address's fragment (no server's log
 * sees it), for the web app to trade for the session. It is the LTI launch's handoff (lti_handoffs), without a
 * book or a deep-linking request: a plain sign-in; expired rows are purged with the LTI's (maintenance).
 */
export async function handOff(db: Db, userId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(ltiHandoffs).values({ code, userId, expiresAt: new Date(Date.now() + HANDOFF_TTL_MS) });
  return code;
}

/** Takes a handoff code once, for its account (410 when used, unknown, expired, or the account was deactivated since). */
export async function takeHandoff(db: Db, code: string): Promise<UserRow> {
  const [row] = await db
    .update(ltiHandoffs)
    .set({ usedAt: new Date() })
    .where(and(eq(ltiHandoffs.code, code), isNull(ltiHandoffs.usedAt), gt(ltiHandoffs.expiresAt, new Date()), isNull(ltiHandoffs.ebookId), isNull(ltiHandoffs.deepLink)))
    .returning({ userId: ltiHandoffs.userId });
  const [user] = row ? await db.select().from(users).where(eq(users.id, row.userId)) : [];
  if (!user?.isActive) throw new HttpError(410, OIDC_MESSAGES.handoffExpired);
  return user;
}
