import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, ORIENTATIONS, PAGE_DIMENSION_KINDS, pageSizeOf } from '@folio/shared';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { EbookFormValues } from './formValues';

const SIDE_MIN = 100;
const SIDE_MAX = 5000;

/** A side must be a whole number of pixels in range; the shared schema's own wording is zod's, so say it here. */
const sideMessage = (message: string | undefined, range: string) => (message === undefined || message === MESSAGES.required ? message : range);

/** Page dimensions (A4, A5 or custom width × height) and orientation, with the page size they give. */
export function PageSizeFields() {
  const { t } = useTranslation('ebooks');
  const { register, control, formState } = useFormContext<EbookFormValues>();
  const [dimension, orientation, width, height] = useWatch({ control, name: ['page_dimension', 'orientation', 'width', 'height'] });
  const custom = dimension === 'custom';
  const size = pageSizeOf({ page_dimension: dimension ?? 'A4', orientation: orientation ?? 'portrait', width: Number(width) || 0, height: Number(height) || 0 });
  const known = size.width > 0 && size.height > 0;
  const range = t('form.sideRange', { min: SIDE_MIN, max: SIDE_MAX });

  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t('form.pageSize')}</legend>
      <SelectField
        label={t('fields.page_dimension')}
        error={formState.errors.page_dimension?.message}
        options={PAGE_DIMENSION_KINDS.map((d) => ({ value: d, label: t(`dimensions.${d}`) }))}
        {...register('page_dimension')}
      />
      <SelectField
        label={t('fields.orientation')}
        error={formState.errors.orientation?.message}
        options={ORIENTATIONS.map((o) => ({ value: o, label: t(`orientations.${o}`) }))}
        {...register('orientation')}
      />
      {custom && (
        <>
          <TextField label={t('fields.width')} type="number" inputMode="numeric" min={SIDE_MIN} max={SIDE_MAX} step={1} error={sideMessage(formState.errors.width?.message, range)} {...register('width')} />
          <TextField label={t('fields.height')} type="number" inputMode="numeric" min={SIDE_MIN} max={SIDE_MAX} step={1} error={sideMessage(formState.errors.height?.message, range)} {...register('height')} />
        </>
      )}
      <p className="text-sm text-gray-600 sm:col-span-2" aria-live="polite">
        {known ? t('form.pageSizeIs', { width: size.width, height: size.height }) : t('form.pageSizeUnknown')}
      </p>
    </fieldset>
  );
}
