import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Actor } from '../../plugins/auth.ts';
import { accountChangePolicy, takesAwayAnAdmin, type FormFields, type Standing } from './policy.ts';

// One key for every write that can take away an active admin (users and publishers screens alike): such
// writes run one at a time, so two admins demoting, deactivating or deleting each other at once cannot both
// pass the "another active admin is left" check, each having read the other as still an admin.
const ADMIN_CHANGE_LOCK = 7_220_431;

/**
 * Holds the admin-change lock until the transaction ends. Take it before reading the account to change, so
 * that the account and the other admins are read as the previous such change left them.
 */
export async function lockAdminChanges(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
}

/** True when an active admin other than `userId` exists. */
async function anotherActiveAdmin(tx: Db, userId: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Refuses (422 on the form's field; 409 for a delete) a change of account `current` into `next` (null: deleted)
 * by `actor` that would leave Folio without a way in: an admin's own account, or the last active admin
 * (users/policy.ts). Call it inside the transaction that writes the change, after `lockAdminChanges`.
 */
export async function assertAdminsRemain(tx: Db, actor: Actor, current: Standing & { id: string }, next: Standing | null, fields: FormFields = {}) {
  const lastAdmin = takesAwayAnAdmin(current, next) && !(await anotherActiveAdmin(tx, current.id));
  accountChangePolicy.authorize(actor, next ? 'update' : 'delete', { current, next, lastAdmin, fields });
}
