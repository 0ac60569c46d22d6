/** Who may do what to a user account from the admin screen, beyond being an admin (DESIGN.md §4). */

export const OWN_ACCOUNT = 'You cannot delete your own account.';
export const LAST_ADMIN = 'At least one active admin must remain. Make another user an active admin first.';

/** The reason an actor may not delete the account, or undefined when they may. */
export const mayDelete = (actorId: string, targetId: string): string | undefined => (actorId === targetId ? OWN_ACCOUNT : undefined);
