import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SearchSelect, type SelectOption } from '../../components/form/SearchSelect';

interface Props {
  label: string;
  /** The chosen options, in the order they were added. */
  value: SelectOption[];
  onChange: (value: SelectOption[]) => void;
  loadOptions: (search: string) => Promise<SelectOption[]>;
  error?: string;
  max?: number;
}

/** Several choices: a searchable select adds one at a time, each choice is a chip with a remove button. */
export function MultiPicker({ label, value, onChange, loadOptions, error, max = 20 }: Props) {
  const { t } = useTranslation('ebooks');
  // Options already chosen are not offered again.
  const load = useCallback(async (search: string) => {
    const found = await loadOptions(search);
    return found.filter((o) => !value.some((v) => v.value === o.value));
  }, [loadOptions, value]);

  return (
    <div className="flex flex-col gap-2">
      <SearchSelect
        label={label}
        value={null}
        loadOptions={load}
        onChange={(option) => option && value.length < max && onChange([...value, option])}
        error={error}
        placeholder={t('form.pickPlaceholder')}
      />
      {value.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((o) => (
            <li key={o.value} className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 ps-2.5 pe-1 text-sm text-primary-800">
              {o.label}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-primary-100"
                aria-label={t('form.removeNamed', { name: o.label })}
                onClick={() => onChange(value.filter((v) => v.value !== o.value))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
