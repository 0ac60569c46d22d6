import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COUPON_TARGETS, CouponFormSchema, DISCOUNT_TYPES, ITEM_ID_INVALID, STATUSES, type Coupon, type CouponForm as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { controlClass, Field } from '../../../components/form/Field';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';
import { dateInputValue } from './format';
import { EbookPicker } from './EbookPicker';

type AmountName = 'discount_value' | 'minimum_order_amount' | 'maximum_discount' | 'usage_limit';
const FIELDS = ['code', 'discount_type', 'discount_value', 'applies_to', 'item_id', 'minimum_order_amount', 'maximum_discount', 'usage_limit', 'start_date', 'end_date', 'status'] as const;

const defaults = (c: Coupon | null): Values => ({
  code: c?.code ?? '',
  discount_type: c?.discount_type ?? 'percentage',
  discount_value: c ? String(c.discount_value) : '',
  applies_to: c?.applies_to ?? 'entire_order',
  item_id: c?.item_id ?? '',
  minimum_order_amount: c ? String(c.minimum_order_amount) : '',
  maximum_discount: c ? String(c.maximum_discount) : '',
  usage_limit: c ? String(c.usage_limit) : '',
  start_date: c ? dateInputValue(c.start_date) : '',
  end_date: c ? dateInputValue(c.end_date) : '',
  status: c?.status ?? 'active',
});

/** A coupon (spec §3) with every rule of spec §5; the e-book is asked only for an item-specific coupon. */
export function CouponForm({ initial, onSave, onCancel }: ResourceFormProps<Coupon>) {
  const { t } = useTranslation('coupons');
  const { t: tAdmin } = useTranslation('admin');
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({ resolver: zodResolver(CouponFormSchema), defaultValues: defaults(initial) });
  const errors = formState.errors;
  const appliesTo = useWatch({ control, name: 'applies_to' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const amount = (name: AmountName, step = '0.01', hint?: string) => (
    <TextField label={t(`fields.${name}`)} hint={hint} type="number" inputMode="decimal" min={0} step={step} error={errors[name]?.message} {...register(name)} />
  );
  // The e-book id rule is Folio's own, not a spec text: worded here rather than by the validation namespace.
  const itemIdError = errors.item_id?.message === ITEM_ID_INVALID ? t('itemIdInvalid') : errors.item_id?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('fields.code')} error={errors.code?.message} hint={t('hints.code')}>
        {({ id, describedBy, invalid }) => (
          <input id={id} autoComplete="off" spellCheck={false} aria-describedby={describedBy} aria-invalid={invalid} className={`${controlClass(invalid)} font-mono uppercase`} {...register('code')} />
        )}
      </Field>
      <SelectField label={tAdmin('common.status')} error={errors.status?.message} options={STATUSES.map((s) => ({ value: s, label: tAdmin(`common.statuses.${s}`) }))} {...register('status')} />
      <SelectField label={t('fields.discount_type')} error={errors.discount_type?.message} options={DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`discountTypes.${d}`) }))} {...register('discount_type')} />
      {amount('discount_value')}
      <SelectField label={t('fields.applies_to')} error={errors.applies_to?.message} options={COUPON_TARGETS.map((c) => ({ value: c, label: t(`targets.${c}`) }))} {...register('applies_to')} />
      {appliesTo === 'specific_item' ? (
        <Controller
          control={control}
          name="item_id"
          render={({ field }) => <EbookPicker label={t('fields.item_id')} hint={t('hints.item_id')} error={itemIdError} value={field.value ?? ''} onChange={field.onChange} />}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      {amount('minimum_order_amount')}
      {amount('maximum_discount', '0.01', t('hints.maximum_discount'))}
      {amount('usage_limit', '1', t('hints.usage_limit'))}
      <div className="hidden sm:block" />
      <TextField label={t('fields.start_date')} type="date" error={errors.start_date?.message} {...register('start_date')} />
      <TextField label={t('fields.end_date')} type="date" error={errors.end_date?.message} {...register('end_date')} />
      <div className="sm:col-span-2">
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} />
      </div>
    </form>
  );
}
