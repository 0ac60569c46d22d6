import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PAGE_TRANSLATION_LANGUAGES, slugify, StaticPageFormSchema, type Language, type PageTranslationLanguage, type StaticPage, type StaticPageForm as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { LanguageTabs } from '../../../components/form/LanguageTabs';
import { applyServerErrors } from '../../auth/applyServerErrors';
import { fieldErrors } from '../../../http/client';
import { directionOf, NATIVE_NAMES } from '../../../app/i18n';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';
import { RichTextEditor } from './RichTextEditor';

const FIELDS: Path<Values>[] = ['title', 'slug', 'content', ...PAGE_TRANSLATION_LANGUAGES.flatMap((l) => [`translations.${l}.title`, `translations.${l}.content`] as const)];

/** Whether a language's tab holds a field with an error. */
const hasErrors = (errors: FieldErrors<Values>, language: Language) =>
  language === 'en' ? !!(errors.title || errors.slug || errors.content) : !!errors.translations?.[language];

/**
 * Title, slug and content of a static page, in English and, tab by tab, in the other interface languages
 * (a language left empty shows the English page). A new page's slug follows its title until the admin types
 * a slug of their own (clearing it hands it back to the title); an existing page keeps its address unless edited.
 */
export function StaticPageForm({ initial, onSave, onCancel }: ResourceFormProps<StaticPage>) {
  const { t } = useTranslation('pages');
  const [slugEdited, setSlugEdited] = useState(initial !== null);
  const [language, setLanguage] = useState<Language>('en');
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: zodResolver(StaticPageFormSchema),
    defaultValues: {
      title: initial?.title ?? '',
      slug: initial?.slug ?? '',
      content: initial?.content ?? '',
      translations: Object.fromEntries(PAGE_TRANSLATION_LANGUAGES.map((l) => [l, initial?.translations[l] ?? { title: '', content: '' }])),
    },
  });
  // A refused save shows the first language that needs a correction, whether the browser or the server refused it.
  const showFirstError = (errors: FieldErrors<Values>) => {
    const wrong = LANGUAGES.find((l) => hasErrors(errors, l));
    if (wrong) setLanguage(wrong);
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      const fields = Object.keys(fieldErrors(error));
      const wrong = LANGUAGES.find((l) => fields.some((f) => (f.startsWith('translations.') ? f.split('.')[1] : 'en') === l));
      if (wrong) setLanguage(wrong);
    }
  }, showFirstError);
  const slug = useWatch({ control, name: 'slug' });
  const translations = useWatch({ control, name: 'translations' });
  const written = (l: Language) => l === 'en' || !!(translations?.[l as PageTranslationLanguage]?.title || translations?.[l as PageTranslationLanguage]?.content);

  const englishFields = (
    <>
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
    </>
  );
  // The labels are in the interface language, the fields in the page's own.
  const translationFields = (l: PageTranslationLanguage) => (
    <>
      <p className="text-sm text-gray-600">{t('admin.translationHint', { language: NATIVE_NAMES[l] })}</p>
      <TextField label={t('admin.pageTitle')} lang={l} dir={directionOf(l)} error={formState.errors.translations?.[l]?.title?.message} {...register(`translations.${l}.title`)} />
      <Controller
        control={control}
        name={`translations.${l}.content`}
        render={({ field, fieldState }) => (
          <RichTextEditor label={t('admin.content')} language={l} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
    </>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LanguageTabs
        languages={LANGUAGES}
        value={language}
        onValueChange={setLanguage}
        label={t('admin.languages')}
        // Written, empty (shown in English) or to correct.
        markOf={(l) => (hasErrors(formState.errors, l) ? 'toCorrect' : written(l) ? null : 'notWritten')}
      >
        {(l) => (l === 'en' ? englishFields : translationFields(l))}
      </LanguageTabs>
      <FormActions submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
