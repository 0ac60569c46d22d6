import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { CheckoutQuote as Quote } from '@folio/shared';
import { formatMoney } from '../library/price';

function Line({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4', strong ? 'border-t border-gray-200 pt-3 text-base font-bold text-gray-900' : 'text-sm text-gray-700')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

const Placeholder = () => <span aria-hidden className="inline-block h-4 w-16 animate-pulse rounded bg-gray-200 align-middle" />;

/** Subtotal, discount and total as the server computed them; placeholders until its answer arrives. */
export function OrderSummary({ quote, busy }: { quote: Quote | null; busy: boolean }) {
  const { t, i18n } = useTranslation('store');
  const money = (v: number) => formatMoney(v, i18n.language);
  return (
    <dl aria-busy={busy} className="flex flex-col gap-2">
      <Line label={t('cart.subtotal')} value={quote ? money(quote.subtotal_amount) : <Placeholder />} />
      {quote && quote.discount_amount > 0 && (
        <Line label={quote.coupon ? t('cart.discountWith', { code: quote.coupon.code }) : t('cart.discount')} value={<span className="text-success-700">−{money(quote.discount_amount)}</span>} />
      )}
      <Line label={t('cart.total')} value={quote ? money(quote.total_amount) : <Placeholder />} strong />
    </dl>
  );
}
