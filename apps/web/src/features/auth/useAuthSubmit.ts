import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@folio/shared';
import { api } from '../../http/client';
import { safeRedirect } from '../../app/navigation';
import { useStartSession } from './session';

/**
 * How the sign-in and register forms let a visitor in: the form goes to its auth route (a refusal, a wrong
 * password say, is the form's to show: no redirect to the sign-in page it may already be), the answer starts the
 * session, and the visitor goes back where they were sent from (?redirect=), else to `home`. `linkTo` keeps that
 * redirect on the link to the other form.
 */
export function useAuthSubmit(url: '/auth/login' | '/auth/register', home?: string) {
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const send = async (values: unknown) => {
    const { data } = await api.post<AuthResponse>(url, values, { skipAuthRedirect: true });
    await startSession(data);
    navigate(safeRedirect(redirect, home), { replace: true });
  };
  const linkTo = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);
  return { send, linkTo };
}
