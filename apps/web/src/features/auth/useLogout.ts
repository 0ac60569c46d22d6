import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../http/client';
import { useAppDispatch } from '../../app/hooks';
import { logout } from './authSlice';
import { useIsPupil } from './booksHome';

/** Ends the session on the server (this token only), then locally whatever the server said. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A pupil signs in again with their class code and pictures, not an e-mail address.
  const signIn = useIsPupil() ? '/join' : '/login';
  return useCallback(async () => {
    try {
      await api.post('/auth/logout', {}, { skipAuthRedirect: true });
    } catch {
      // An expired or already-ended session: signing out locally is all that is left to do.
    }
    // Leave the guarded screen first: signed out on it, its guard would send us to login with a redirect back.
    await navigate(signIn, { replace: true, flushSync: true });
    dispatch(logout());
  }, [dispatch, navigate, signIn]);
}
