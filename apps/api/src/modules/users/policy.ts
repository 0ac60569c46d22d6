import { USER_ADMIN_MESSAGES, type Role } from '@folio/shared';

/**
 * Which changes of an account the admin screens refuse (architecture.md §4), beyond being an admin: none may leave
 * Folio without a way in. An admin's own account stays an active admin (changing it would sign them out for
 * good), and the last active admin stays one.
 */

/** What decides whether an account can run Folio. */
export interface Standing {
  role: Role;
  isActive: boolean;
}

/** A refusal of an update, with the form field that would have done it. */
export interface Refusal {
  field: 'role' | 'is_active';
  message: string;
}

const isActiveAdmin = (account: Standing) => account.role === 'admin' && account.isActive;

/** The reason the actor may not make account `target` into `next`, or undefined when they may. */
export function ownAccountRefusal(actorId: string, target: Standing & { id: string }, next: Standing): Refusal | undefined {
  if (actorId !== target.id) return undefined;
  if (target.isActive && !next.isActive) return { field: 'is_active', message: USER_ADMIN_MESSAGES.ownDeactivate };
  if (target.role === 'admin' && next.role !== 'admin') return { field: 'role', message: USER_ADMIN_MESSAGES.ownDemote };
  return undefined;
}

/** The reason the actor may not delete the account, or undefined when they may. */
export const ownDeleteRefusal = (actorId: string, targetId: string) => (actorId === targetId ? USER_ADMIN_MESSAGES.ownDelete : undefined);

/** Whether the change takes an active admin away: demoted, deactivated, or deleted (`next` null). */
export const takesAwayAnAdmin = (current: Standing, next: Standing | null) => isActiveAdmin(current) && !(next && isActiveAdmin(next));

/** The refusal of an update that would take away the last active admin, on the field that does it. */
export const lastAdminRefusal = (next: Standing): Refusal => ({ field: next.isActive ? 'role' : 'is_active', message: USER_ADMIN_MESSAGES.lastAdmin });
