import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountDeleteSchema, type AccountDeleteInput } from '@folio/shared';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/form/TextField';
import { showToast } from '../../components/showToast';
import { fieldErrors } from '../../http/client';
import { logout } from '../auth/authSlice';
import { useCancelDeletionMutation, useDeleteAccountMutation, useMyDeletionQuery } from './api';
import { privacyText, refusalOf } from './privacyText';

const formatDay = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/**
 * "Delete my account": the password, then a question that says the grace period; the deletion ends every session,
 * so the account is signed out here too and told the date. Signed in again before then, the date shows with Cancel.
 */
export function DeleteMyAccount() {
  const { t, i18n } = useTranslation('privacy');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: deletion } = useMyDeletionQuery();
  const [remove, { isLoading: deleting }] = useDeleteAccountMutation();
  const [cancel, { isLoading: cancelling }] = useCancelDeletionMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, getValues, setError, formState } = useForm<AccountDeleteInput>({ resolver: zodResolver(AccountDeleteSchema), defaultValues: { password: '' } });

  const onDelete = async () => {
    setProblem(null);
    try {
      const { due_at } = await remove(getValues()).unwrap();
      setConfirming(false);
      showToast('info', t('delete.scheduled', { date: formatDay(due_at!, i18n.language) }));
      // Every session of the account has ended: this one leaves for the sign-in page, where the owner may come back to cancel.
      await navigate('/login', { replace: true, flushSync: true });
      dispatch(logout());
    } catch (error) {
      setConfirming(false);
      const password = fieldErrors(error).password?.[0];
      if (password) setError('password', { message: privacyText(t, password) ?? password });
      else setProblem(refusalOf(t, error, t('delete.failed')));
    }
  };
  const onCancel = async () => {
    setProblem(null);
    try {
      await cancel().unwrap();
      showToast('success', t('messages.deletionCancelled'));
    } catch (error) {
      setProblem(refusalOf(t, error, t('delete.failed')));
    }
  };

  if (!deletion) return null;
  return (
    <section aria-labelledby="delete-my-account" className="rounded-xl border border-danger-200 bg-white p-6 shadow-xs">
      <h2 id="delete-my-account" className="font-semibold text-gray-900">{t('delete.title')}</h2>
      {deletion.due_at ? (
        <div role="status" className="mt-2 flex flex-col gap-3 text-sm text-gray-700">
          <p>{t('delete.due', { date: formatDay(deletion.due_at, i18n.language) })}</p>
          <div>
            <Button variant="secondary" disabled={cancelling} onClick={() => void onCancel()}>
              {t('delete.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(() => setConfirming(true))} className="mt-2 flex flex-col gap-4">
          <p className="text-sm text-gray-600">{t('delete.text', { count: deletion.grace_days })}</p>
          <TextField
            label={t('delete.password')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message && (privacyText(t, formState.errors.password.message) ?? formState.errors.password.message)}
            {...register('password')}
          />
          <div>
            <Button type="submit" variant="danger">
              {t('delete.submit')}
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmText', { count: deletion.grace_days })}
        confirmLabel={t('delete.submit')}
        busy={deleting}
        onConfirm={() => void onDelete()}
      />
    </section>
  );
}
