import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountDeleteFormSchemas, type AccountDeleteConfirmation, type AccountDeleteInput } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isolated } from '../../app/i18n';
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
 * "Delete my account": the confirmation the server asks for (the password; an account made by a school sign-in,
 * which has none it knows, types its e-mail address or its name), then a question that says the grace period; the
 * deletion ends every session, so the account is signed out here too and told the date. Signed in again before
 * then, the date shows with Cancel.
 */
export function DeleteMyAccount() {
  const { t, i18n } = useTranslation('privacy');
  const { data: deletion } = useMyDeletionQuery();
  const [cancel, { isLoading: cancelling }] = useCancelDeletionMutation();
  const [problem, setProblem] = useState<string | null>(null);

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
        // Keyed by the confirmation, so that the form starts afresh when it changes (a school account set a password).
        <DeleteForm key={deletion.confirm_with} how={deletion.confirm_with ?? 'password'} graceDays={deletion.grace_days} onProblem={setProblem} />
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {problem}
        </p>
      )}
    </section>
  );
}

/** The confirmation's field, the button and the question before the deletion. */
function DeleteForm({ how, graceDays, onProblem }: { how: AccountDeleteConfirmation; graceDays: number; onProblem: (problem: string | null) => void }) {
  const { t, i18n } = useTranslation('privacy');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const [remove, { isLoading: deleting }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, getValues, setError, formState } = useForm<AccountDeleteInput>({
    // The schema of the one field this account confirms with (the others stay unset).
    resolver: zodResolver(AccountDeleteFormSchemas[how]) as unknown as Resolver<AccountDeleteInput>,
    defaultValues: { [how]: '' },
  });

  const onDelete = async () => {
    onProblem(null);
    try {
      const { due_at } = await remove({ [how]: getValues(how) }).unwrap();
      setConfirming(false);
      showToast('info', t('delete.scheduled', { date: formatDay(due_at!, i18n.language) }));
      // Every session of the account has ended: this one leaves for the sign-in page, where the owner may come back to cancel.
      await navigate('/login', { replace: true, flushSync: true });
      dispatch(logout());
    } catch (error) {
      setConfirming(false);
      const refused = fieldErrors(error)[how]?.[0];
      if (refused) setError(how, { message: privacyText(t, refused) ?? refused });
      else onProblem(refusalOf(t, error, t('delete.failed')));
    }
  };

  const message = formState.errors[how]?.message;
  const field =
    how === 'password'
      ? { label: t('delete.password'), type: 'password', autoComplete: 'current-password' }
      : { label: t(how === 'email' ? 'delete.email' : 'delete.name', { value: isolated((how === 'email' ? user?.email : user?.name) ?? '') }), type: how === 'email' ? 'email' : 'text', autoComplete: 'off', hint: t('delete.noPassword') };
  return (
    <>
      <form noValidate onSubmit={handleSubmit(() => setConfirming(true))} className="mt-2 flex flex-col gap-4">
        <p className="text-sm text-gray-600">{t('delete.text', { count: graceDays })}</p>
        <TextField {...field} dir="auto" spellCheck={false} error={message && (privacyText(t, message) ?? message)} {...register(how)} />
        <div>
          <Button type="submit" variant="danger">
            {t('delete.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmText', { count: graceDays })}
        confirmLabel={t('delete.submit')}
        busy={deleting}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}
