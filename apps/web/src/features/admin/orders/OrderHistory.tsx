import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '@folio/shared';
import { serverText } from '../../../http/serverText';
import { formatOrderMoment } from '../../orders/format';

const isPayment = (e: OrderEvent) => e.kind === 'payment';

/** One list of events: what changed, from what to what, who did it and when. */
function Events({ title, events, valueKey }: { title: string; events: OrderEvent[]; valueKey: 'statuses' | 'paymentStatuses' }) {
  const { t, i18n } = useTranslation('orders');
  const value = (v: string | null) => (v ? t(`${valueKey}.${v}`, { defaultValue: v }) : '—');
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
      <h2 className="font-semibold text-gray-900">{title}</h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('details.noEvents')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4 border-s-2 border-gray-200 ps-4">
          {events.map((e) => (
            <li key={e.id} className="relative">
              <span aria-hidden className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary-600" />
              <p className="text-sm text-gray-900">
                {e.from_value ? t('details.changed', { from: value(e.from_value), to: value(e.to_value) }) : t('details.set', { to: value(e.to_value) })}
              </p>
              <p className="text-xs text-gray-600">
                <time dateTime={e.created_at}>{formatOrderMoment(e.created_at, i18n.language)}</time>
                {e.actor_name ? ` · ${e.actor_name}` : ''}
              </p>
              {e.note && <p className="mt-1 text-sm text-gray-700">{serverText(i18n, e.note)}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Spec: the order's status history and payment events, oldest first. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  const sorted = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Events title={t('details.statusHistory')} events={sorted.filter((e) => !isPayment(e))} valueKey="statuses" />
      <Events title={t('details.paymentEvents')} events={sorted.filter(isPayment)} valueKey="paymentStatuses" />
    </div>
  );
}
