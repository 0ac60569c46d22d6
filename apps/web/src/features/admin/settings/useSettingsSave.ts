import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorStatus } from '../../../http/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { login, updateUser } from '../../auth/authSlice';
import { useSaveSettingsMutation } from './api';

/**
 * Saves the profile or the password and keeps the session in step: a new user cookie, and the new token
 * after a password change. Failures toast the spec's texts (§8); the caller puts field errors under fields.
 */
export function useSettingsSave() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.token);
  const [saveSettings] = useSaveSettingsMutation();

  return async (url: '/profile' | '/profile/password', values: unknown, failure: { refused: string; unreachable: string }, method: 'put' | 'post' = 'put') => {
    try {
      const saved = await saveSettings({ url, values, method }).unwrap();
      if (saved.token) dispatch(login({ token: saved.token, user: saved.data }));
      else if (token) dispatch(updateUser(saved.data));
      return saved.data;
    } catch (error) {
      // The server answered and refused, or no answer came at all.
      toast.error(t(errorStatus(error) !== null ? failure.refused : failure.unreachable));
      throw error;
    }
  };
}
