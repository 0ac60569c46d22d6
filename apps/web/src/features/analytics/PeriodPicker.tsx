import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { TextField } from '../../components/form/TextField';
import { lastDays, presetOf, PRESET_DAYS, type Period } from './period';

interface Props {
  period: Period;
  /** The first day comes after the last: said under the dates, and nothing is asked of the server. */
  reversed: boolean;
  onChange: (next: Period) => void;
}

const presetClass = (on: boolean) =>
  clsx('rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600', on ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-700 hover:text-gray-900');

/** The period of a dashboard: the last 7, 30 or 90 days in one click, or any days between two dates (UTC, both included). */
export function PeriodPicker({ period, reversed, onChange }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  const preset = presetOf(period);
  // Without days in the address the server shows its default period: the inputs show those days too.
  const shown = period.from || period.to ? period : lastDays(preset ?? PRESET_DAYS[1]);
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t('period.legend')}</legend>
      <div role="group" aria-label={t('period.presets')} className="inline-flex gap-1 rounded-lg bg-gray-100 p-1">
        {PRESET_DAYS.map((days) => (
          <button key={days} type="button" aria-pressed={preset === days} className={presetClass(preset === days)} onClick={() => onChange(lastDays(days))}>
            {t('period.last', { count: days, n: number.format(days) })}
          </button>
        ))}
      </div>
      <TextField type="date" label={t('period.from')} value={shown.from ?? ''} max={shown.to} onChange={(e) => onChange({ ...shown, from: e.target.value || undefined })} className="w-44" />
      <TextField
        type="date"
        label={t('period.to')}
        value={shown.to ?? ''}
        min={shown.from}
        error={reversed ? t('period.reversed') : undefined}
        onChange={(e) => onChange({ ...shown, to: e.target.value || undefined })}
        className="w-44"
      />
    </fieldset>
  );
}
