import { USER_ADMIN_MESSAGES, type Role } from '@folio/shared';
import { validationFailed, type HttpError } from '../../lib/http-error.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Which changes of an account the admin screens refuse (architecture.md §4), in the shape of lib/policy.ts: none
 * may leave Folio without a way in. An admin's own account stays an active admin (changing it would sign them
 * out for good), and the last active admin stays one. The users and publishers screens take the change to
 * their routes only for admins (the catalogue's table); these rules refuse the change itself.
 */

/** What decides whether an account can run Folio. */
export interface Standing {
  role: Role;
  isActive: boolean;
}

/** The name of each refused field on the form that sent the change (the publisher form's `status` is the account's activity). */
export type FormFields = Partial<Record<'role' | 'is_active', string>>;

/** A change of account `current` into `next` (null: deleted), as the rules read it. */
export interface AccountChange {
  current: Standing & { id: string };
  next: Standing | null;
  /** Whether the change would leave no other active admin (read under the admin-change lock: admin-guard.ts). */
  lastAdmin: boolean;
  fields: FormFields;
}

const isActiveAdmin = (account: Standing) => account.role === 'admin' && account.isActive;

/** Whether the change takes an active admin away: demoted, deactivated, or deleted (`next` null). */
export const takesAwayAnAdmin = (current: Standing, next: Standing | null) => isActiveAdmin(current) && !(next && isActiveAdmin(next));

/** An update is refused with a 422 on the form's field that would do it. */
const onField = (change: AccountChange, field: keyof FormFields, message: string) =>
  validationFailed({ [change.fields[field] ?? field]: [message] }, message);

function updateRefusal(change: AccountChange, actor: Actor): HttpError | null {
  const { current, next } = change;
  if (!next) return null;
  if (actor.id === current.id && current.isActive && !next.isActive) return onField(change, 'is_active', USER_ADMIN_MESSAGES.ownDeactivate);
  if (actor.id === current.id && current.role === 'admin' && next.role !== 'admin') return onField(change, 'role', USER_ADMIN_MESSAGES.ownDemote);
  if (change.lastAdmin) return onField(change, next.isActive ? 'role' : 'is_active', USER_ADMIN_MESSAGES.lastAdmin);
  return null;
}

/** A delete is refused with a 409: one's own account is the profile's business. */
const deleteRefusal = (change: AccountChange, actor: Actor) =>
  actor.id === change.current.id ? USER_ADMIN_MESSAGES.ownDelete : change.lastAdmin ? USER_ADMIN_MESSAGES.lastAdmin : null;

export const accountChangePolicy: Policy<'update' | 'delete', AccountChange> = definePolicy<'update' | 'delete', AccountChange>({
  update: { roles: ['admin'], state: updateRefusal },
  delete: { roles: ['admin'], state: deleteRefusal },
});
