// The days whose answers the results count: two labelled date inputs and a way to clear them, kept in the address by the page.
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/form/TextField';

interface Props {
  from?: string;
  to?: string;
  /** The first day comes after the last: the page asks nothing of the server and says so here. */
  reversed: boolean;
  onChange: (next: { from?: string; to?: string }) => void;
}

/** "From" and "To" days (UTC, both included); either may be left empty for no limit on that side. */
export function DateRange({ from, to, reversed, onChange }: Props) {
  const { t } = useTranslation('ebooks');
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t('results.filter.legend')}</legend>
      <TextField
        type="date"
        label={t('results.filter.from')}
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange({ from: e.target.value || undefined, to })}
        className="w-44"
      />
      <TextField
        type="date"
        label={t('results.filter.to')}
        value={to ?? ''}
        min={from}
        error={reversed ? t('results.filter.reversed') : undefined}
        onChange={(e) => onChange({ from, to: e.target.value || undefined })}
        className="w-44"
      />
      {(from || to) && (
        <Button variant="secondary" onClick={() => onChange({})}>
          <X aria-hidden className="size-4" />
          {t('results.filter.clear')}
        </Button>
      )}
      <p className="basis-full text-xs text-gray-600">{t('results.filter.hint')}</p>
    </fieldset>
  );
}
