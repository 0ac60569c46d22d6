import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import axios from 'axios';
import type { User } from '@folio/shared';
import { api } from '../../../http/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { login, updateUser } from '../../auth/authSlice';

interface Saved {
  message: string;
  data: User;
  /** Sent when the password changed: the old token no longer works. */
  token?: string;
}

/**
 * Saves the profile or the password and keeps the session in step: a new user cookie, and the new token
 * after a password change. Failures toast the spec's texts (§8); the caller puts field errors under fields.
 */
export function useSettingsSave() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.token);

  return async (url: string, values: unknown, failure: { refused: string; unreachable: string }) => {
    try {
      const { data } = await api.put<Saved>(url, values, { notify: 'success' });
      if (data.token) dispatch(login({ token: data.token, user: data.data }));
      else if (token) dispatch(updateUser(data.data));
      return data.data;
    } catch (error) {
      // The server answered and refused, or no answer came at all.
      toast.error(t(axios.isAxiosError(error) && error.response ? failure.refused : failure.unreachable));
      throw error;
    }
  };
}
