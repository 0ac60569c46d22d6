import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../../../components/form/SelectOptions';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list filter: a labelled dropdown whose first choice, 'All', clears it. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-gray-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="rounded-md border border-gray-300 bg-white py-1.5 ps-2 pe-7 text-sm">
        <option value="">{t('common.all')}</option>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
