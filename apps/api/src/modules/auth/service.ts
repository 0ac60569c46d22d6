import { eq, lt, sql } from 'drizzle-orm';
import { MESSAGES, type Role } from '@folio/shared';
import type { RateLimit } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { revokedTokens, users, type UserRow } from '../../db/schema.ts';
import { HttpError, validationFailed } from '../../lib/http-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';

export async function createUser(db: Db, input: { name: string; email: string; password: string; role: Role }): Promise<UserRow> {
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
  return new HttpError(429, `Too many failed sign-in attempts for this account. Try again in ${seconds} seconds.`, undefined, {
    'retry-after': String(seconds),
  });
};

/**
 * Checks the credentials. After `limit.max` failures in a row the account is locked for `limit.windowMs`
 * (429 with Retry-After), whoever tries; the counter lives in the user row so that it holds across processes.
 */
export async function checkCredentials(db: Db, email: string, password: string, limit: RateLimit): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new HttpError(401, 'Invalid email or password.');
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) throw tooManyAttempts(user.lockedUntil);

  if (!(await verifyPassword(user.passwordHash, password))) {
    const [after] = await db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedLogins: users.failedLogins });
    if ((after?.failedLogins ?? 0) >= limit.max) {
      const until = new Date(Date.now() + limit.windowMs);
      await db.update(users).set({ failedLogins: 0, lockedUntil: until }).where(eq(users.id, user.id));
      throw tooManyAttempts(until);
    }
    throw new HttpError(401, 'Invalid email or password.');
  }
  // Told only to whoever knows the password, so that the message does not reveal which accounts exist.
  if (!user.isActive) throw new HttpError(403, 'Your account is inactive. Please contact an administrator.');
  if (user.failedLogins > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
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
