import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { slugify, StaticPageFormSchema, type StaticPage, type StaticPageForm as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';
import { RichTextEditor } from './RichTextEditor';

const FIELDS = ['title', 'slug', 'content'] as const;

/**
 * Title, slug and content of a static page. A new page's slug follows its title until the admin types a slug
 * of their own (clearing it hands it back to the title); an existing page keeps its address unless edited.
 */
export function StaticPageForm({ initial, onSave, onCancel }: ResourceFormProps<StaticPage>) {
  const { t } = useTranslation('pages');
  const [slugEdited, setSlugEdited] = useState(initial !== null);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: zodResolver(StaticPageFormSchema),
    defaultValues: { title: initial?.title ?? '', slug: initial?.slug ?? '', content: initial?.content ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const slug = useWatch({ control, name: 'slug' });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('admin.pageTitle')}
        error={formState.errors.title?.message}
        {...register('title', {
          onChange: (e: { target: { value: string } }) => {
            if (!slugEdited) setValue('slug', slugify(e.target.value), { shouldValidate: formState.isSubmitted });
          },
        })}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('admin.slug')}
          error={formState.errors.slug?.message}
          spellCheck={false}
          autoCapitalize="off"
          {...register('slug', {
            onChange: (e: { target: { value: string } }) => {
              setSlugEdited(e.target.value !== '');
            },
          })}
        />
        <p className="text-xs text-gray-500">
          {t('admin.address')}{' '}
          <span dir="ltr" className="font-mono">
            /pages/{slug || '…'}
          </span>
        </p>
      </div>
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor label={t('admin.content')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <FormActions submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
