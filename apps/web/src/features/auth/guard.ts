import type { Role } from '@folio/shared';
import { loginPathFor } from '../../app/navigation';

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Spec §4 Auth route guard: visitors go to /login with the redirect parameter; signed-in users whose role is
 * not in the list go to /unauthorized.
 */
export function guardDecision(
  auth: { isAuthenticated: boolean; role?: Role },
  allowed: readonly Role[],
  location: string,
): GuardDecision {
  if (!auth.isAuthenticated) return { allow: false, redirect: loginPathFor(location) };
  if (!auth.role || !allowed.includes(auth.role)) return { allow: false, redirect: '/unauthorized' };
  return { allow: true };
}
