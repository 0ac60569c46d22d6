import { eq } from 'drizzle-orm';
import { MESSAGES, type PasswordChangeSchema, type PasswordSetSchema, type ProfileUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError, validationFailed } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { endAllSessions } from '../auth/service.ts';
import { checkPicture } from './policy.ts';

type ProfileInput = z.output<typeof ProfileUpdateSchema>;
type PasswordInput = z.output<typeof PasswordChangeSchema>;

/**
 * Sets a new password after checking the current one, and ends every session of the account: the caller
 * issues a fresh token for the session that made the change.
 */
async function changePassword(db: Db, user: UserRow, current: string, next: string) {
  if (!(await verifyPassword(user.passwordHash, current))) throw validationFailed({ current_password: [MESSAGES.currentPasswordWrong] });
  await setPassword(db, user.id, next);
}

async function setPassword(db: Db, userId: string, password: string) {
  await db.update(users).set({ passwordHash: await hashPassword(password), hasPassword: true, updatedAt: new Date() }).where(eq(users.id, userId));
  await endAllSessions(db, userId);
}

/** Saves the account's own profile; its picture is checked first, so that a refused save changes nothing (its password neither). */
export async function updateProfile(db: Db, user: SignedInUser, input: ProfileInput): Promise<{ user: UserRow; passwordChanged: boolean }> {
  await checkPicture(db, user, input.profile_picture);
  const passwordChanged = !!input.new_password;
  if (passwordChanged) await changePassword(db, user, input.current_password ?? '', input.new_password!);
  const [row] = await db
    .update(users)
    .set({ name: input.name, mobile: input.mobile, bio: input.bio, address: input.address, profilePicture: input.profile_picture, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { user: row!, passwordChanged };
}

export async function updatePassword(db: Db, user: UserRow, input: PasswordInput): Promise<UserRow> {
  await changePassword(db, user, input.current_password, input.new_password);
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  return row!;
}

/**
 * The first password of an account made by a school sign-in (or an LMS), which has none it knows: no current
 * password to check, the session is the proof, as for any change made while signed in. Once the account has one,
 * it changes it with the current one (409 here). Every session ends; the caller issues a fresh token.
 */
export async function setFirstPassword(db: Db, user: UserRow, input: z.output<typeof PasswordSetSchema>): Promise<UserRow> {
  if (user.hasPassword) throw new HttpError(409, MESSAGES.passwordAlreadySet);
  await setPassword(db, user.id, input.new_password);
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  return row!;
}
