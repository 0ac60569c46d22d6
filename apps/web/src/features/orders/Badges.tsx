import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { buyerState, paymentLabelKey, paymentTone } from './format';

const STATUS_TONES: Record<string, string> = {
  pending: 'bg-gray-100 text-gray-700',
  processing: 'bg-primary-50 text-primary-700',
  shipped: 'bg-primary-50 text-primary-700',
  delivered: 'bg-green-100 text-success-700',
  completed: 'bg-green-100 text-success-700',
  cancelled: 'bg-gray-200 text-gray-700',
  refunded: 'bg-orange-100 text-orange-800',
  failed: 'bg-danger-200/50 text-danger-700',
};

const badge = 'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An order status as a badge (for those who may not change it). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <span className={clsx(badge, STATUS_TONES[status] ?? STATUS_TONES.pending)}>{t(`statuses.${status}`, { defaultValue: status })}</span>;
}

/** Spec §2 payment status: a capitalised badge, green when paid, yellow otherwise, 'Unknown' when empty. */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('orders');
  return (
    <span data-tone={paymentTone(status)} className={clsx(badge, paymentTone(status) === 'paid' ? 'bg-green-100 text-success-700' : 'bg-yellow-100 text-yellow-800')}>
      {t(paymentLabelKey(status), { defaultValue: status ?? '' })}
    </span>
  );
}

const BUYER_TONES = {
  awaiting_payment: 'bg-yellow-100 text-yellow-800',
  paid: 'bg-green-100 text-success-700',
  failed: 'bg-danger-200/50 text-danger-700',
  cancelled: 'bg-gray-200 text-gray-700',
  refunded: 'bg-orange-100 text-orange-800',
} as const;

/** A buyer's own order as one badge ("My Orders"): awaiting payment, paid, failed, cancelled or refunded. */
export function BuyerStateBadge({ order }: { order: { status: string; payment_status: string | null | undefined } }) {
  const { t } = useTranslation('orders');
  const state = buyerState(order);
  return <span className={clsx(badge, BUYER_TONES[state])}>{t(`buyerStates.${state}`)}</span>;
}
