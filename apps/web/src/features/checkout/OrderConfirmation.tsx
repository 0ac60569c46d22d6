import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import type { OrderDetails } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/Badges';
import { formatMoney } from '../library/price';
import { serverText } from '../../http/serverText';

/**
 * After checkout: the tracking number to quote, where the order stands, and how to pay when payment is manual:
 * `instructions` is the checkout's payment answer, or the order's `payment_instructions` when it is read back.
 */
export function OrderConfirmation({ order, instructions }: { order: Pick<OrderDetails, 'id' | 'tracking_number' | 'status' | 'payment_status' | 'total_amount' | 'items'>; instructions: string | null }) {
  const { t, i18n } = useTranslation('store');
  const paid = order.payment_status === 'paid';
  // Several copies of a book are codes to hand out (decision 029): where to find them.
  const copies = order.items.some((item) => item.quantity > 1);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 aria-hidden className="size-14 text-success-600" />
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('checkout.thanks')}</h1>
        <p className="mt-2 text-gray-600">{paid ? t('checkout.paidNote') : t('checkout.placedNote')}</p>
        {copies && <p className="mt-2 text-gray-600">{paid ? t('checkout.copiesReady') : t('checkout.copiesOncePaid')}</p>}
      </div>
      <dl className="mt-8 grid gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-600">{t('checkout.trackingNumber')}</dt>
          <dd data-testid="tracking-number" className="mt-1 font-mono text-2xl font-bold tracking-wide text-gray-900" dir="ltr">
            {order.tracking_number}
          </dd>
        </div>
        <Fact label={t('checkout.status')}>
          <OrderStatusBadge status={order.status} />
        </Fact>
        <Fact label={t('checkout.paymentStatus')}>
          <PaymentStatusBadge status={order.payment_status} />
        </Fact>
        <Fact label={t('cart.total')} className="font-semibold text-gray-900 tabular-nums">
          {formatMoney(order.total_amount, i18n.language)}
        </Fact>
      </dl>
      {instructions && !paid && (
        <section aria-labelledby="pay-title" className="mt-6 rounded-xl border border-yellow-200 bg-yellow-50 p-6">
          <h2 id="pay-title" className="font-semibold text-gray-900">
            {t('checkout.howToPay')}
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{serverText(i18n, instructions)}</p>
        </section>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={`/admin/orders/${order.id}`} className={buttonClass('primary')}>
          {t('checkout.viewOrder')}
        </Link>
        <Link to="/admin/library" className={buttonClass('secondary')}>
          {t('checkout.myLibrary')}
        </Link>
        <Link to="/ebooks" className={buttonClass('ghost')}>
          {t('cart.continue')}
        </Link>
      </div>
    </div>
  );
}

/** One fact of the order in the confirmation's list: its name, and its value (`className` styles the value). */
function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className={clsx('mt-1', className)}>{children}</dd>
    </div>
  );
}
