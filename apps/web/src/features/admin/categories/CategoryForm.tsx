import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CategoryFormSchema, STATUSES, type Category, type CategoryForm as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { TranslationFields, translationPaths, translationValues } from '../../../components/form/TranslationFields';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';

const FIELDS = ['name', 'status', 'thumbnail', ...translationPaths(['name'])] as const;

/** A genre: its name (and the name in other languages, read by visitors of those languages), status and thumbnail. */
export function CategoryForm({ initial, onSave, onCancel }: ResourceFormProps<Category>) {
  const { t } = useTranslation('admin');
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: { name: initial?.name ?? '', status: initial?.status ?? 'active', thumbnail: initial?.thumbnail ?? '', translations: translationValues(['name'], initial?.translations) },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('categories.name')} dir="auto" error={formState.errors.name?.message} {...register('name')} />
        <TranslationFields legend={t('categories.translations')} hint={(language) => t('categories.translationHint', { language })} fields={[{ name: 'name', label: t('categories.name') }]} />
        <SelectField label={t('common.status')} error={formState.errors.status?.message} options={STATUSES.map((s) => ({ value: s, label: t(`common.statuses.${s}`) }))} {...register('status')} />
        <ImageFieldControl control={control} name="thumbnail" label={t('categories.thumbnail')} required onBusyChange={setUploading} />
        <FormActions submitting={formState.isSubmitting} disabled={uploading} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
