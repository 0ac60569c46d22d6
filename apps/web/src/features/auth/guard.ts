import type { AppAbilities } from '@folio/shared';
import { loginPathFor } from '../../app/navigation';

type GuardDecision = { allow: true } | { allow: false; redirect: string };
/** Which of the signed-in user's abilities opens a guarded screen. */
export type AbilityCheck = (abilities: AppAbilities) => boolean;

/**
 * Spec §4 Auth route guard: visitors go to /login with the redirect parameter; signed-in users whose
 * abilities do not open the screen go to /unauthorized.
 */
export function guardDecision(
  auth: { isAuthenticated: boolean; abilities?: AppAbilities },
  may: AbilityCheck,
  location: string,
): GuardDecision {
  if (!auth.isAuthenticated) return { allow: false, redirect: loginPathFor(location) };
  if (!auth.abilities || !may(auth.abilities)) return { allow: false, redirect: '/unauthorized' };
  return { allow: true };
}
