import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { guardDecision, type AbilityCheck } from './guard';

/** Renders its children only for a user whose abilities open the screen (see guardDecision). */
export function RequireAbility({ may, children }: { may: AbilityCheck; children: ReactNode }) {
  const auth = useAppSelector((s) => s.auth);
  const location = useLocation();
  const decision = guardDecision({ isAuthenticated: auth.isAuthenticated, abilities: auth.user?.abilities }, may, location.pathname + location.search);
  return decision.allow ? children : <Navigate to={decision.redirect} replace />;
}
