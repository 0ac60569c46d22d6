// A book's own Learning Record Store: where its answers and completions go as xAPI statements, if not to the site's.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LrsInputSchema, type LrsInput, type LrsSettings as Settings } from '@folio/shared';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/form/TextField';
import { applyServerErrors } from '../../../auth/applyServerErrors';
import { useLrsSettingsQuery, useSaveLrsSettingsMutation } from './api';

/** The form, once the saved settings are known: a secret already kept may be left empty to keep it. */
function LrsForm({ bookId, settings }: { bookId: string; settings: Settings }) {
  const { t } = useTranslation('ebooks');
  const [save] = useSaveLrsSettingsMutation();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<LrsInput>({
    resolver: zodResolver(LrsInputSchema),
    defaultValues: { endpoint: settings.endpoint ?? '', username: settings.username ?? '', password: undefined },
  });
  const submit = handleSubmit(async ({ password, ...rest }) => {
    const { error } = await save({ id: bookId, ...rest, ...(password ? { password } : {}) });
    if (error) applyServerErrors(error, setError, ['endpoint', 'username', 'password']);
    else reset({ ...rest, password: undefined });
  });
  const remove = async () => {
    const { error } = await save({ id: bookId, remove: true });
    setConfirming(false);
    if (!error) reset({ endpoint: '', username: '', password: undefined });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('results.lrs.title')} className="grid gap-3 sm:grid-cols-2">
      <TextField className="sm:col-span-2" type="url" dir="ltr" autoComplete="off" placeholder="https://lrs.example.com/xapi" label={t('results.lrs.endpoint')} error={formState.errors.endpoint?.message} {...register('endpoint')} />
      <TextField dir="ltr" autoComplete="off" label={t('results.lrs.username')} error={formState.errors.username?.message} {...register('username')} />
      <TextField
        type="password"
        dir="ltr"
        autoComplete="new-password"
        label={t('results.lrs.password')}
        hint={settings.has_password ? t('results.lrs.keepSecret') : undefined}
        error={formState.errors.password?.message}
        {...register('password', { setValueAs: (value: string) => value || undefined })}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('results.lrs.save')}
        </Button>
        {settings.endpoint && (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {settings.site_lrs ? t('results.lrs.useSite') : t('results.lrs.stop')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={settings.site_lrs ? t('results.lrs.useSite') : t('results.lrs.stop')}
        description={settings.site_lrs ? t('results.lrs.useSiteConfirm') : t('results.lrs.stopConfirm')}
        onConfirm={() => void remove()}
      />
    </form>
  );
}

/** Where the statements go now, in words, and the form to send them to the book's own LRS. */
export function LrsSettings({ bookId }: { bookId: string }) {
  const { t } = useTranslation('ebooks');
  const { data: settings } = useLrsSettingsQuery(bookId);
  if (!settings) return null;
  const now = settings.endpoint ? t('results.lrs.own', { endpoint: settings.endpoint }) : settings.site_lrs ? t('results.lrs.site') : t('results.lrs.none');
  return (
    <section aria-labelledby="lrs-title" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="lrs-title" className="text-lg font-semibold text-gray-900">
        {t('results.lrs.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('results.lrs.about')}</p>
      <p role="status" className="text-sm font-medium text-gray-900">
        <bdi>{now}</bdi>
      </p>
      <LrsForm key={`${settings.endpoint}-${settings.username}`} bookId={bookId} settings={settings} />
    </section>
  );
}
