import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { ORDER_FILTER_STATUSES, PAYMENT_STATUSES } from '@folio/shared';
import { Button } from '../../../components/Button';
import { hasOrderFilters, type OrderFilters } from './orderFilters';
import { FieldLabel } from '../../../components/form/FieldLabel';

const control = 'rounded-md border border-gray-300 bg-white py-1.5 text-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none';

/** A labelled dropdown with an empty choice and a clear button while set (spec: both dropdowns are clearable). */
function ClearableSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-center gap-1">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${control} min-w-40 ps-2 pe-7`}>
          <option value="">{t('filters.all')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {value && (
          <button type="button" onClick={() => onChange('')} className="rounded p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label={t('filters.clearOne', { name: label })}>
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Spec §2 Orders filter bar: 'Search Orders' (submitted on Enter), 'Status', 'Payment Status', and
 * 'Clear filters' while any is set.
 */
export function OrderFilterBar({ filters, onSearch, onStatus, onPaymentStatus, onClear }: {
  filters: OrderFilters;
  onSearch: (text: string) => void;
  onStatus: (value: string) => void;
  onPaymentStatus: (value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('orders');
  const searchId = useId();
  const [text, setText] = useState(filters.search);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };

  return (
    <div role="group" aria-label={t('filters.label')} className="order-last flex basis-full flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex flex-col gap-1">
        <FieldLabel htmlFor={searchId}>{t('filters.search')}</FieldLabel>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className={`${control} w-96 max-w-full ps-8 pe-3`}
          />
        </div>
      </form>
      <ClearableSelect label={t('filters.status')} value={filters.status} options={ORDER_FILTER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} onChange={onStatus} />
      <ClearableSelect
        label={t('filters.paymentStatus')}
        value={filters.payment_status}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatuses.${s}`) }))}
        onChange={onPaymentStatus}
      />
      {hasOrderFilters(filters) && (
        <Button
          variant="ghost"
          title={t('filters.clear')}
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          <X aria-hidden className="size-4" />
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
