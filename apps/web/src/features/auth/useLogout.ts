import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../http/client';
import { useAppDispatch } from '../../app/hooks';
import { logout } from './authSlice';

/** Ends the session on the server (this token only), then locally whatever the server said. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/auth/logout', {}, { skipAuthRedirect: true });
    } catch {
      // An expired or already-ended session: signing out locally is all that is left to do.
    }
    // Leave the guarded screen first: signed out on it, its guard would send us to login with a redirect back.
    await navigate('/login', { replace: true, flushSync: true });
    dispatch(logout());
  }, [dispatch, navigate]);
}
