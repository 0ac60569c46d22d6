import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@folio/shared';
import { formatBytes } from '../../app/formatBytes';
import { MeterBar } from '../../components/MeterBar';

/** One limit: its name, what is used of it in words, and a meter bar when there is a limit to measure against. */
function Usage({ label, used, limit, text }: { label: string; used: number; limit: number | null; text: string }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-gray-900">
          {label}
        </span>
        <span className="text-gray-700 tabular-nums">{text}</span>
      </div>
      {limit !== null && <MeterBar labelledBy={labelId} value={used} max={limit} text={text} />}
    </div>
  );
}

/** The e-books and the storage the author uses, against what their plan allows ("unlimited" has no bar). */
export function UsageMeters({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const titleId = useId();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const { limits, usage } = plan;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {t('usage.title')}
      </h2>
      <Usage
        label={t('usage.ebooks')}
        used={usage.ebooks}
        limit={limits.ebooks}
        text={limits.ebooks === null ? t('usage.ebooksUnlimited', { used: number(usage.ebooks) }) : t('usage.ebooksUsed', { used: number(usage.ebooks), limit: number(limits.ebooks) })}
      />
      <Usage
        label={t('usage.storage')}
        used={usage.storage_bytes}
        limit={limits.storage_bytes}
        text={
          limits.storage_bytes === null
            ? t('usage.storageUnlimited', { used: bytes(usage.storage_bytes) })
            : t('usage.storageUsed', { used: bytes(usage.storage_bytes), limit: bytes(limits.storage_bytes) })
        }
      />
    </section>
  );
}
