import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUSES } from '@folio/shared';

/** Active / inactive filter of a list (spec §4 statuses); empty means all. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-gray-700">
        {t('common.status')}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="rounded-md border border-gray-300 bg-white py-1.5 ps-2 pe-7 text-sm">
        <option value="">{t('common.all')}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`common.statuses.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
