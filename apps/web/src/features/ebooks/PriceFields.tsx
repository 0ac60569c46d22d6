import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EBOOK_DISCOUNT_TYPES, finalPrice } from '@folio/shared';
import { TextField } from '../../components/form/TextField';
import type { EbookFormValues } from './formValues';
import { formatMoney } from './format';

/** The shared schema's own text for a fixed discount above the price; worded by this screen's namespace. */
const DISCOUNT_OVER_PRICE = 'The discount cannot be more than the price';

const amount = (text: string | undefined) => {
  const n = text === undefined || text.trim() === '' ? 0 : Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Price and discount, the discount saying whether it is an amount or a percentage, and the final price as the
 * server will compute it (the shared finalPrice; the server recomputes it and never takes it from the form).
 */
export function PriceFields() {
  const { t, i18n } = useTranslation('ebooks');
  const { register, control, formState } = useFormContext<EbookFormValues>();
  const [price, discount, type] = useWatch({ control, name: ['price', 'discount', 'discount_type'] });
  const percentage = type === 'percentage';
  const p = amount(price);
  const d = amount(discount);
  const final = p !== null && d !== null ? finalPrice(p, d, type ?? 'fixed') : null;
  const discountError = formState.errors.discount?.message;

  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t('form.pricing')}</legend>
      <TextField label={t('fields.price')} type="number" inputMode="decimal" min={0} step="0.01" error={formState.errors.price?.message} {...register('price')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('fields.discount_type')}</legend>
        <div className="inline-flex w-fit rounded-md border border-gray-300 p-0.5">
          {EBOOK_DISCOUNT_TYPES.map((value) => (
            <label key={value} className="cursor-pointer rounded px-3 py-1.5 text-sm text-gray-700 has-checked:bg-primary-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary-600">
              <input type="radio" value={value} className="sr-only" {...register('discount_type')} />
              {t(`discountTypes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={percentage ? t('fields.discountPercentage') : t('fields.discountAmount')}
        type="number"
        inputMode="decimal"
        min={0}
        max={percentage ? 100 : undefined}
        step="0.01"
        error={discountError === DISCOUNT_OVER_PRICE ? t('form.discountOverPrice') : discountError}
        {...register('discount')}
      />
      <div className="flex flex-col justify-end gap-0.5">
        <span className="text-sm font-medium text-gray-800">{t('fields.final_price')}</span>
        <output aria-live="polite" aria-label={t('fields.final_price')} className="text-lg font-bold text-gray-900 tabular-nums">
          {final === null ? '—' : final === 0 ? t('price.free') : formatMoney(final, i18n.language)}
        </output>
        <span className="text-xs text-gray-500">{t('form.finalPriceHint')}</span>
      </div>
    </fieldset>
  );
}
