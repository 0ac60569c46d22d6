import { and, eq, isNotNull, lte, notExists } from 'drizzle-orm';
import { PRIVACY_MESSAGES, type AccountDeleteConfirmation, type AccountDeleteInput } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classes, users, type UserRow } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/service.ts';
import { assertOwnsNoClasses } from '../classes/owned-classes.ts';
import { deleteAccountNow } from './delete-account.ts';

const DAY = 86_400_000;

/**
 * What confirms the account's deletion: its password; an account made by a school sign-in or an LMS has none it
 * knows, so it types its e-mail address again, or its name when its address is not a real one (an LMS's made-up
 * `….invalid` address) or it has none (the school did not vouch for one).
 */
export function deletionConfirmation(user: Pick<UserRow, 'hasPassword' | 'email'>): AccountDeleteConfirmation {
  if (user.hasPassword) return 'password';
  return user.email && !user.email.endsWith('.invalid') ? 'email' : 'name';
}

/** Two typed texts the same, whatever their case and spaces. */
const same = (typed: string, kept: string) => typed.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() === kept.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

async function checkConfirmation(user: UserRow, input: AccountDeleteInput) {
  const how = deletionConfirmation(user);
  if (how === 'password') {
    if (!input.password) throw validationFailed({ password: [PRIVACY_MESSAGES.passwordRequired] });
    if (!(await verifyPassword(user.passwordHash, input.password))) throw validationFailed({ password: [PRIVACY_MESSAGES.passwordWrong] });
    return;
  }
  const typed = input[how]?.trim();
  const kept = how === 'email' ? user.email! : user.name;
  if (!typed) throw validationFailed({ [how]: [how === 'email' ? PRIVACY_MESSAGES.emailRequired : PRIVACY_MESSAGES.nameRequired] });
  if (!same(typed, kept)) throw validationFailed({ [how]: [how === 'email' ? PRIVACY_MESSAGES.emailWrong : PRIVACY_MESSAGES.nameWrong] });
}

/**
 * The owner asks to delete their account: after its confirmation (deletionConfirmation) and a check that they own
 * no class, the account is due for deletion at the end of the grace period and every session of it ends. Signing
 * in again during the grace period is allowed, to cancel (GET/POST …/deletion).
 */
export async function scheduleDeletion(db: Db, user: UserRow, input: AccountDeleteInput, graceDays: number): Promise<Date> {
  await checkConfirmation(user, input);
  await assertOwnsNoClasses(db, user.id);
  const dueAt = new Date(Date.now() + graceDays * DAY);
  await db.update(users).set({ deletionDueAt: dueAt, updatedAt: new Date() }).where(eq(users.id, user.id));
  await endAllSessions(db, user.id);
  return dueAt;
}

export async function cancelDeletion(db: Db, userId: string) {
  await db.update(users).set({ deletionDueAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * The maintenance step: deletes the accounts whose grace period has ended, one by one (a failure is logged and
 * tried again at the next run). An account that took a class meanwhile waits until the class has another owner.
 * Answers how many went.
 */
export async function deleteDueAccounts(db: Db, storage: Storage, log: { error: (obj: object, msg: string) => void }): Promise<number> {
  const owns = db.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, users.id));
  const due = await db.select({ id: users.id }).from(users).where(and(isNotNull(users.deletionDueAt), lte(users.deletionDueAt, new Date()), notExists(owns)));
  let deleted = 0;
  for (const { id } of due) {
    try {
      await deleteAccountNow(db, storage, id);
      deleted += 1;
    } catch (error) {
      log.error({ err: error, user: id }, 'an account due for deletion could not be deleted');
    }
  }
  return deleted;
}
