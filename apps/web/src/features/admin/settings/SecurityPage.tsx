import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordChangeSchema, PasswordSetSchema, type PasswordChange, type PasswordSet } from '@folio/shared';
import { api } from '../../../http/client';
import { useAppDispatch } from '../../../app/hooks';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { applyServerErrors } from '../../auth/applyServerErrors';
import { logout } from '../../auth/authSlice';
import { YourData } from '../../privacy/YourData';
import { useProfileQuery } from './api';
import { useSettingsSave } from './useSettingsSave';

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };
const EMPTY_SET: PasswordSet = { new_password: '', confirm_password: '' };

/**
 * Security settings (spec §2, §5): change the password (minimum 8), or set a first one for an account made by a
 * school sign-in, which has none it knows; sign out everywhere; download one's data or delete the account.
 */
export default function SecurityPage() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { data: profile } = useProfileQuery();

  const signOutEverywhere = async () => {
    try {
      await api.post('/auth/logout', { everywhere: true });
    } finally {
      await navigate('/login', { replace: true, flushSync: true });
      dispatch(logout());
    }
  };

  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-gray-900">{t('security.title')}</h1>
      <p className="mt-1 text-sm text-gray-600">{t('security.subtitle')}</p>
      {/* Password sign-in is by e-mail address: an account without one has no password to set. */}
      {profile && (profile.has_password ? <ChangePassword /> : profile.email ? <SetFirstPassword /> : null)}
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        <h2 className="font-semibold text-gray-900">{t('security.sessionsTitle')}</h2>
        <p className="mt-1 text-sm text-gray-600">{t('security.sessionsText')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
          {t('security.signOutEverywhere')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('security.signOutEverywhere')}
        description={t('security.signOutEverywhereConfirm')}
        confirmLabel={t('security.signOutEverywhere')}
        onConfirm={() => void signOutEverywhere()}
      />
      <YourData />
    </section>
  );
}

/** The password changed with the current one. */
function ChangePassword() {
  const { t } = useTranslation('settings');
  const save = useSettingsSave();
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordChange>({ resolver: zodResolver(PasswordChangeSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    try {
      await save('/profile/password', values, { refused: 'password.error', unreachable: 'password.error' });
      reset(EMPTY);
    } catch (error) {
      applyServerErrors(error, setError, ['current_password', 'new_password', 'confirm_password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 className="font-semibold text-gray-900">{t('security.changePassword')}</h2>
      <TextField label={t('password.current')} type="password" autoComplete="current-password" error={formState.errors.current_password?.message} {...register('current_password')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" error={formState.errors.new_password?.message} {...register('new_password')} />
      <p className="-mt-3 text-xs text-gray-500">{t('security.rule')}</p>
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={formState.errors.confirm_password?.message} {...register('confirm_password')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('security.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The first password of an account made by a school sign-in: no current one to give (POST /profile/password). */
function SetFirstPassword() {
  const { t } = useTranslation('settings');
  const save = useSettingsSave();
  const { register, handleSubmit, setError, formState } = useForm<PasswordSet>({ resolver: zodResolver(PasswordSetSchema), defaultValues: EMPTY_SET });

  const submit = handleSubmit(async (values) => {
    try {
      // The profile is read again: the account has a password now, and this form gives way to the change form.
      await save('/profile/password', values, { refused: 'password.error', unreachable: 'password.error' }, 'post');
    } catch (error) {
      applyServerErrors(error, setError, ['new_password', 'confirm_password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="set-password" className="mt-6 flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id="set-password" className="font-semibold text-gray-900">{t('security.setPassword')}</h2>
      <p className="-mt-2 text-sm text-gray-600">{t('security.setPasswordText')}</p>
      <TextField label={t('password.new')} type="password" autoComplete="new-password" error={formState.errors.new_password?.message} {...register('new_password')} />
      <p className="-mt-3 text-xs text-gray-500">{t('security.rule')}</p>
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={formState.errors.confirm_password?.message} {...register('confirm_password')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('security.setSubmit')}
        </Button>
      </div>
    </form>
  );
}
