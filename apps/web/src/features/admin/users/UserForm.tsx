import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, UserCreateSchema, UserUpdateSchema, type User, type UserUpdate } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { FieldError } from '../../../components/form/TextField';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';
import { useAppSelector } from '../../../app/hooks';
import { RoleBadge } from './RoleBadge';
import { translateRefusal } from './refusals';

const FIELDS = ['name', 'email', 'password', 'role', 'is_active', 'profile_picture'] as const;

/**
 * Spec §3/§5 User: name, email, password (at least 6), role, active, profile picture. Editing, a blank
 * password keeps the current one (UserUpdateSchema). On one's own account the role and the active state are
 * shown, not offered: the server refuses an admin's demoting or deactivating themself.
 */
export function UserForm({ initial, onSave, onCancel }: ResourceFormProps<User>) {
  const { t } = useTranslation(['users', 'common']);
  const [uploading, setUploading] = useState(false);
  const myId = useAppSelector((s) => s.auth.user?.id);
  const { register, control, handleSubmit, setError, formState } = useForm<UserUpdate>({
    // Same fields in both; the update schema (typed here) only lets the password stay blank.
    resolver: zodResolver(initial ? UserUpdateSchema : UserCreateSchema),
    defaultValues: {
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      password: '',
      // The users screen lists no pupil (they are their teachers' to manage, in their class).
      role: initial && initial.role !== 'student' ? initial.role : 'user',
      is_active: initial?.is_active ?? true,
      profile_picture: initial?.profile_picture ?? null,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const { errors } = formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label={t('email')} type="email" autoComplete="off" dir="ltr" error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1">
        <TextField label={t('password')} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        {initial && <p className="text-xs text-gray-500">{t('passwordKeepHint')}</p>}
      </div>
      {initial && initial.id === myId ? (
        // The form still sends the unchanged role and state (its default values).
        <div className="flex flex-col gap-1 rounded-md border border-gray-200 bg-gray-50 p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-800">
            {t('ownAccountTitle')} <RoleBadge role={initial.role} />
          </p>
          <p className="text-xs text-gray-600">{t('ownAccountHint')}</p>
        </div>
      ) : (
        <>
          <SelectField label={t('role')} error={errors.role?.message && translateRefusal(t, errors.role.message)} options={STAFF_ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))} {...register('role')} />
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
              <input type="checkbox" className="size-4 rounded border-gray-300 text-primary-600 focus:ring-primary-200" aria-invalid={errors.is_active ? true : undefined} {...register('is_active')} />
              {t('active')}
            </label>
            <p className="text-xs text-gray-500">{t('activeHint')}</p>
            {errors.is_active?.message && <FieldError message={translateRefusal(t, errors.is_active.message)} />}
          </div>
        </>
      )}
      <ImageFieldControl control={control} name="profile_picture" label={t('profilePicture')} onBusyChange={setUploading} />
      <FormActions submitting={formState.isSubmitting} disabled={uploading} onCancel={onCancel} />
    </form>
  );
}
