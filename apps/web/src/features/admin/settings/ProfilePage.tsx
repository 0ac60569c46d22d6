import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ProfileUpdateSchema, type ProfileUpdate } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { Button } from '../../../components/Button';
import { applyServerErrors } from '../../auth/applyServerErrors';
import { useSettingsSave } from './useSettingsSave';
import { StorageMeter } from './StorageMeter';
import { useProfileQuery } from './api';

const FIELDS = ['name', 'mobile', 'bio', 'address', 'profile_picture', 'current_password', 'new_password', 'confirm_password'] as const;

/** Profile settings (spec §2, §3 Profile): name, contact details, picture, an optional password change, and the storage used. */
export default function ProfilePage() {
  const { t } = useTranslation('settings');
  const { data: profile, error: loadError } = useProfileQuery();
  const [uploading, setUploading] = useState(false);
  const save = useSettingsSave();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ProfileUpdate>({ resolver: zodResolver(ProfileUpdateSchema) });

  // The form shows the profile as the server has it: when it is read, and again after a save.
  useEffect(() => {
    if (profile) reset({ name: profile.name, mobile: profile.mobile ?? '', bio: profile.bio ?? '', address: profile.address ?? '', profile_picture: profile.profile_picture });
  }, [profile, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save('/profile', values, { refused: 'profile.failed', unreachable: 'profile.error' });
      reset({ ...values, current_password: '', new_password: '', confirm_password: '' });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  if (!profile && loadError) return <p role="alert" className="text-danger-700">{loadError.message}</p>;
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-gray-900">{t('profile.title')}</h1>
      <p className="mt-1 text-sm text-gray-600">{t('profile.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-6 shadow-xs" aria-busy={!profile}>
        <ImageFieldControl control={control} name="profile_picture" label={t('profile.picture')} onBusyChange={setUploading} />
        <TextField label={t('profile.fullName')} autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
        <TextField label={t('profile.email')} value={profile?.email ?? ''} readOnly disabled />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('profile.mobile')} type="tel" autoComplete="tel" error={formState.errors.mobile?.message} {...register('mobile')} />
          <TextField label={t('profile.role')} value={profile ? t(`common:roles.${profile.role}`) : ''} readOnly disabled />
        </div>
        <TextAreaField label={t('profile.bio')} error={formState.errors.bio?.message} {...register('bio')} />
        <TextAreaField label={t('profile.address')} rows={2} error={formState.errors.address?.message} {...register('address')} />

        <fieldset className="flex flex-col gap-4 border-t border-gray-200 pt-5">
          <legend className="text-sm font-semibold text-gray-900">{t('profile.passwordSection')}</legend>
          <p className="-mt-2 text-xs text-gray-500">{t('profile.passwordHint')}</p>
          <TextField label={t('password.current')} type="password" autoComplete="current-password" error={formState.errors.current_password?.message} {...register('current_password')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('password.new')} type="password" autoComplete="new-password" error={formState.errors.new_password?.message} {...register('new_password')} />
            <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={formState.errors.confirm_password?.message} {...register('confirm_password')} />
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={!profile || uploading || formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : t('profile.save')}
          </Button>
        </div>
      </form>
      {profile && <StorageMeter storage={profile.storage} />}
    </section>
  );
}
