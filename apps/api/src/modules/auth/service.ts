import { eq, lt, sql } from 'drizzle-orm';
import { MESSAGES, type Role } from '@folio/shared';
import type { RateLimit } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Counters } from '../../lib/counters.ts';
import { revokedTokens, users, type UserRow } from '../../db/schema.ts';
import { coded, HttpError, validationFailed } from '../../lib/http-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { lockedUntil, recordLock } from './sign-in-lock.ts';

async function createUser(db: Db, input: { name: string; email: string; password: string; role: Role }): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: input.role })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets the field message.
    if (uniqueViolation(error) !== undefined) throw validationFailed({ email: [MESSAGES.emailTaken] });
    throw error;
  }
}

export async function register(db: Db, input: { name: string; email: string; password: string }) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) throw validationFailed({ email: [MESSAGES.emailTaken] });
  return createUser(db, { ...input, role: 'user' });
}

const tooManyAttempts = (until: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return coded(429, 'tooManySignIns', { seconds }, { 'retry-after': String(seconds) });
};

/** The shared counter of an e-mail address's sign-in failures (`app.counters`), known account or not. */
export const accountLockKey = (email: string) => `login:${email.trim().toLowerCase()}`;

/**
 * Checks the credentials. The `limit.max`-th failure in a row locks the address for `limit.windowMs` (429 with
 * Retry-After), whoever tries and from wherever.
 *
 * Every attempt is counted BEFORE its password is checked, in one atomic statement that also answers the
 * count: concurrent guesses cannot all pass a "not locked yet" check, so at most `limit.max` passwords are
 * ever checked per window. A right password clears the count. Unknown addresses are counted and locked
 * exactly like known ones, so that neither the status nor the timing tells which e-mails have accounts.
 *
 * The lock itself is also kept in the database (sign-in-lock.ts) and checked there, so that it outlives
 * counters lost with a Redis restarted without persistence.
 */
export async function checkCredentials(db: Db, counters: Counters, email: string, password: string, limit: RateLimit): Promise<UserRow> {
  const key = accountLockKey(email);
  const attempt = await counters.hit(key, limit.windowMs, limit.max);
  if (attempt.count > limit.max) throw tooManyAttempts(attempt.resetAt);

  const [[user], locked] = await Promise.all([db.select().from(users).where(eq(users.email, email)).limit(1), lockedUntil(db, key)]);
  if (locked) throw tooManyAttempts(locked);
  const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !valid) {
    if (attempt.count >= limit.max) {
      await recordLock(db, key, attempt.resetAt);
      throw tooManyAttempts(attempt.resetAt);
    }
    throw new HttpError(401, 'Invalid email or password.');
  }
  await counters.clear(key);
  // Told only to whoever knows the password, so that the message does not reveal which accounts exist.
  if (!user.isActive) throw new HttpError(403, 'Your account is inactive. Please contact an administrator.');
  return user;
}

/** Ends one token (this session); expired rows are purged on the way. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Ends every token of the user issued so far (logout everywhere, password change, deactivation). */
export async function endAllSessions(db: Db, userId: string) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
