import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageUsage } from '@folio/shared';
import { formatBytes } from '../../../app/formatBytes';
import { MeterBar } from '../../../components/MeterBar';

/** How much of their storage quota the user's uploads take: a bar and "12.4 MB of 1 GB used" (admins: no limit). */
export function StorageMeter({ storage }: { storage: StorageUsage }) {
  const { t, i18n } = useTranslation('settings');
  const titleId = useId();
  const used = formatBytes(storage.used_bytes, i18n.language);
  const quota = storage.quota_bytes;
  const text = quota === null ? t('profile.storage.unlimited', { used }) : t('profile.storage.used', { used, limit: formatBytes(quota, i18n.language) });
  return (
    <section aria-labelledby={titleId} className="mt-6 flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id={titleId} className="text-sm font-semibold text-gray-900">
        {t('profile.storage.title')}
      </h2>
      {quota !== null && <MeterBar labelledBy={titleId} value={storage.used_bytes} max={quota} text={text} />}
      <p className="text-sm text-gray-700">{text}</p>
      <p className="text-xs text-gray-500">{t('profile.storage.hint')}</p>
    </section>
  );
}
