import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AuthorFormSchema, STATUSES, type Author, type AuthorForm as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';

/** Spec §3 Author: name, status, photo and bio, all required (spec §5). */
export function AuthorForm({ initial, onSave, onCancel }: ResourceFormProps<Author>) {
  const { t } = useTranslation(['authors', 'admin']);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(AuthorFormSchema),
    defaultValues: { name: initial?.name ?? '', status: initial?.status ?? 'active', photo: initial?.photo ?? '', bio: initial?.bio ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'status', 'photo', 'bio']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('name')} autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <SelectField
        label={t('admin:common.status')}
        error={formState.errors.status?.message}
        options={STATUSES.map((s) => ({ value: s, label: t(`admin:common.statuses.${s}`) }))}
        {...register('status')}
      />
      <ImageFieldControl control={control} name="photo" label={t('photo')} required onBusyChange={setUploading} />
      <TextAreaField label={t('bio')} rows={5} error={formState.errors.bio?.message} {...register('bio')} />
      <FormActions submitting={formState.isSubmitting} disabled={uploading} onCancel={onCancel} />
    </form>
  );
}
