import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BOOK_TYPES, EBOOK_STATUSES, EbookFormSchema, type Ebook } from '@folio/shared';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { SelectField } from '../../components/form/SelectField';
import { ImageField } from '../../components/form/ImageField';
import { PdfField } from '../../components/form/PdfField';
import { SearchSelect, type SelectOption } from '../../components/form/SearchSelect';
import { TranslationFields, translationPaths } from '../../components/form/TranslationFields';
import { applyServerErrors } from '../auth/applyServerErrors';
import { toFormValues, type EbookFormValues } from './formValues';
import { useLookup, useLookupAllowed } from './lookups';
import { MultiPicker } from './MultiPicker';
import { PageSizeFields } from './PageSizeFields';
import { PriceFields } from './PriceFields';

/** What the form sends: the shared schema's output (numbers parsed, blanks as null). */
export type EbookSaveValues = z.output<typeof EbookFormSchema>;

const FIELDS = [
  'title', 'description', 'author_ids', 'category_ids', 'status', 'book_type', 'page_dimension', 'width', 'height', 'orientation', 'pdf_file', 'cover_image', 'price', 'discount', 'discount_type', 'buyer_downloads', 'publisher_id',
  ...translationPaths(['title', 'description']),
] as const;

// The inputs hold numbers as text; the shared schema accepts text and parses it, so its input type fits.
const resolver = zodResolver(EbookFormSchema) as unknown as Resolver<EbookFormValues, unknown, EbookSaveValues>;

const options = (rows: { id: string; name: string }[]): SelectOption[] => rows.map((r) => ({ value: r.id, label: r.name }));

interface Props {
  /** The book being edited, or null to create one. */
  initial: Ebook | null;
  /** Saves the values; rejects with the server's error (its 422 field messages go under the fields). */
  onSave: (values: EbookSaveValues) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * An e-book's basic info (spec §3), for the create modal, the edit modal and step 1 of the create flow. The
 * shared EbookFormSchema checks it here and on the server. Authors, categories and the publisher are picked
 * from the catalogue when the user may read it (admins); otherwise the book keeps the ones it has.
 */
export function EbookForm({ initial, onSave, onCancel, submitLabel }: Props) {
  const { t } = useTranslation(['ebooks', 'admin']);
  const [uploads, setUploads] = useState(0);
  const [authors, setAuthors] = useState(() => options(initial?.authors ?? []));
  const [categories, setCategories] = useState(() => options(initial?.categories ?? []));
  const [publisher, setPublisher] = useState<SelectOption | null>(initial?.publisher ? { value: initial.publisher.id, label: initial.publisher.name } : null);
  const canPickAuthors = useLookupAllowed('authors');
  const canPickCategories = useLookupAllowed('categories');
  const canPickPublisher = useLookupAllowed('publishers');
  const loadAuthors = useLookup('authors');
  const loadCategories = useLookup('categories');
  const loadPublishers = useLookup('publishers');
  const form = useForm<EbookFormValues, unknown, EbookSaveValues>({ resolver, defaultValues: toFormValues(initial) });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const [bookType, cover] = useWatch({ control, name: ['book_type', 'cover_image'] });
  const busy = (delta: number) => setUploads((n) => n + delta);

  const submit = handleSubmit(async (values) => {
    try {
      // An e-book-type book has no PDF: a file chosen before switching type is not kept.
      await onSave(values.book_type === 'pdf' ? values : { ...values, pdf_file: null });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {/* The original texts, in whatever language they are written: each in its own direction. */}
        <TextField label={t('fields.title')} dir="auto" className="sm:col-span-2" error={errors.title?.message} {...register('title')} />
        <TextAreaField label={t('fields.description')} dir="auto" className="sm:col-span-2" rows={3} error={errors.description?.message} {...register('description')} />
        <TranslationFields
          className="sm:col-span-2"
          legend={t('form.translations')}
          hint={(language) => t('form.translationHint', { language })}
          fields={[{ name: 'title', label: t('fields.title') }, { name: 'description', label: t('fields.description'), multiline: true }]}
        />
        {canPickAuthors && (
          <MultiPicker
            label={t('fields.authors')}
            value={authors}
            loadOptions={loadAuthors}
            error={errors.author_ids?.message}
            onChange={(next) => {
              setAuthors(next);
              setValue('author_ids', next.map((o) => o.value), { shouldDirty: true });
            }}
          />
        )}
        {canPickCategories && (
          <MultiPicker
            label={t('fields.categories')}
            value={categories}
            loadOptions={loadCategories}
            error={errors.category_ids?.message}
            onChange={(next) => {
              setCategories(next);
              setValue('category_ids', next.map((o) => o.value), { shouldDirty: true });
            }}
          />
        )}
        <SelectField label={t('fields.status')} error={errors.status?.message} options={EBOOK_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} {...register('status')} />
        <SelectField
          label={t('fields.book_type')}
          hint={t(`form.typeHints.${bookType ?? 'ebook'}`)}
          error={errors.book_type?.message}
          options={BOOK_TYPES.map((b) => ({ value: b, label: t(`types.${b}`) }))}
          {...register('book_type')}
        />
        {canPickPublisher && (
          <SearchSelect
            label={t('fields.publisher')}
            value={publisher}
            loadOptions={loadPublishers}
            error={errors.publisher_id?.message}
            hint={t('form.publisherHint')}
            placeholder={t('form.pickPlaceholder')}
            onChange={(option) => {
              setPublisher(option);
              setValue('publisher_id', option?.value ?? null, { shouldDirty: true });
            }}
          />
        )}
        <PageSizeFields />
        <Controller
          control={control}
          name="cover_image"
          render={({ field, fieldState }) => (
            <ImageField label={t('fields.cover_image')} value={field.value} onChange={(url) => field.onChange(url ?? '')} error={fieldState.error?.message} onBusyChange={(on) => busy(on ? 1 : -1)} />
          )}
        />
        {bookType === 'pdf' && (
          <Controller
            control={control}
            name="pdf_file"
            render={({ field, fieldState }) => (
              <PdfField
                label={t('fields.pdf_file')}
                value={field.value}
                pageCount={initial?.pdf_file === field.value ? initial?.pdf_page_count : null}
                savedHref={initial?.pdf_file && initial.pdf_file === field.value ? `/ebooks/${initial.id}` : undefined}
                onChange={(url) => field.onChange(url ?? '')}
                // No cover yet: the PDF's first page becomes it (the user may still choose another image).
                onCover={cover ? undefined : (url) => setValue('cover_image', url, { shouldDirty: true })}
                error={fieldState.error?.message}
                onBusyChange={(on) => busy(on ? 1 : -1)}
              />
            )}
          />
        )}
        <PriceFields />
        {bookType !== 'pdf' && (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
              <input type="checkbox" className="size-4 rounded border-gray-300 text-primary-600 focus:ring-primary-200" {...register('buyer_downloads')} />
              {t('fields.buyer_downloads')}
            </label>
            <p className="text-xs text-gray-500">{t('form.buyerDownloadsHint')}</p>
          </div>
        )}
        {initial?.approval_status === 'approved' && !initial.abilities.approve && (
          // Decision 003: an owner's change (other than the status) takes an approved book back to the review queue.
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
            {t('form.reapprovalNote')}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2 sm:col-span-2">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('admin:common.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={formState.isSubmitting || uploads > 0}>
            {formState.isSubmitting ? t('admin:common.saving') : (submitLabel ?? t('admin:common.save'))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
