import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { guardDecision } from './guard';

/** Renders its children only for the given roles (see guardDecision). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const auth = useAppSelector((s) => s.auth);
  const location = useLocation();
  const decision = guardDecision({ isAuthenticated: auth.isAuthenticated, role: auth.user?.role }, roles, location.pathname + location.search);
  return decision.allow ? children : <Navigate to={decision.redirect} replace />;
}
