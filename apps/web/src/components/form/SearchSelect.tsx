import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ChevronDown, X } from 'lucide-react';
import { controlClass, Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  /** The chosen option, or null. */
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  /** Options for what the user typed (server-side search). */
  loadOptions: (search: string) => Promise<SelectOption[]>;
  error?: string;
  hint?: string;
  placeholder?: string;
}

const SEARCH_DELAY_MS = 250;

/**
 * A searchable select (ARIA combobox with a listbox): type to search, arrows and Enter to choose, Escape to
 * close. While options load it says 'Loading...', with none it says 'No options' (spec §2).
 */
export function SearchSelect({ label, value, onChange, loadOptions, error, hint, placeholder }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!open) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      loadOptions(text)
        .then((found) => request === latest.current && (setOptions(found), setActive(0)))
        .catch(() => request === latest.current && setOptions([]))
        .finally(() => request === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, text, loadOptions]);

  const choose = (option: SelectOption) => {
    onChange(option);
    setOpen(false);
    setText('');
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = options[active];
      if (option && !loading) choose(option);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
            className={clsx(controlClass(invalid), 'pe-16')}
            placeholder={value ? value.label : (placeholder ?? '')}
            value={open ? text : (value?.label ?? '')}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div className="absolute inset-y-0 end-2 flex items-center gap-1 text-gray-500">
            {value && (
              <button type="button" aria-label={t('select.clear')} className="rounded p-0.5 hover:bg-gray-100" onMouseDown={(e) => e.preventDefault()} onClick={() => onChange(null)}>
                <X aria-hidden className="size-4" />
              </button>
            )}
            <ChevronDown aria-hidden className="size-4" />
          </div>
          {open && (
            <ul id={listId} role="listbox" aria-label={label} className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg">
              {loading ? (
                <li className="px-3 py-2 text-gray-500" aria-live="polite">{t('select.loading')}</li>
              ) : options.length === 0 ? (
                <li className="px-3 py-2 text-gray-500">{t('select.noOptions')}</li>
              ) : (
                options.map((o, i) => (
                  <li
                    key={o.value}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={value?.value === o.value}
                    className={clsx('cursor-pointer px-3 py-2', i === active ? 'bg-primary-50 text-primary-800' : 'text-gray-800')}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(o)}
                  >
                    {o.label}
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
