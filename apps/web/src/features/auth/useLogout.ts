import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
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
    } finally {
      dispatch(logout());
      navigate('/login', { replace: true });
    }
  }, [dispatch, navigate]);
}
