import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { applyServerErrors } from '../../auth/applyServerErrors';
import { FormActions } from '../resource/FormActions';
import { useResourceActions } from '../resource/useResourceActions';
import { TemplateUpdateSchema, type Template, type TemplateUpdate } from '@folio/shared';

/**
 * Name, description and thumbnail of a template (its owner or an admin); the pages are the editor's. An
 * owner who may not share is told first that saving makes a shared template private again (the server does).
 */
export function TemplateEditForm({ template, onClose }: { template: Template; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const { save } = useResourceActions('templates');
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<TemplateUpdate>({
    resolver: zodResolver(TemplateUpdateSchema),
    defaultValues: { name: template.name, description: template.description ?? '', thumbnail: template.thumbnail },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save(values, template.id);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'description', 'thumbnail']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {template.shared && !template.abilities.share && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('edit.unsharesOnSave')}</p>}
      <TextField label={t('fields.name')} error={formState.errors.name?.message} {...register('name')} />
      <TextAreaField label={t('fields.description')} error={formState.errors.description?.message} {...register('description')} />
      <ImageFieldControl control={control} name="thumbnail" label={t('fields.thumbnail')} onBusyChange={setUploading} />
      <FormActions submitting={formState.isSubmitting} disabled={uploading} onCancel={onClose} />
    </form>
  );
}
