import { eq } from 'drizzle-orm';
import { MESSAGES, type PasswordChangeSchema, type ProfileUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
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
  await db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: new Date() }).where(eq(users.id, user.id));
  await endAllSessions(db, user.id);
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
