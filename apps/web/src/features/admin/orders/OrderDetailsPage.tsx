import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Info, KeyRound } from 'lucide-react';
import type { OrderDetails } from '@folio/shared';
import { BackLink } from '../../../components/BackLink';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useAppSelector } from '../../../app/hooks';
import { selectAbilities } from '../../auth/authSlice';
import { useCancelOrderMutation, useOrderQuery, useRecordPaymentMutation } from '../../orders/api';
import { BuyerStateBadge, OrderStatusBadge, PaymentStatusBadge } from '../../orders/Badges';
import { formatOrderMoment, formatOrderTotal } from '../../orders/format';
import { OrderHistory } from './OrderHistory';
import { OrderStatusSelect } from './OrderStatusSelect';

function Amounts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const row = (label: string, value: string, strong = false) => (
    <div className={strong ? 'flex justify-between border-t border-gray-200 pt-2 font-bold text-gray-900' : 'flex justify-between text-gray-700'}>
      <dt>{label}</dt>
      <dd dir="ltr" className="tabular-nums">
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {row(t('details.subtotal'), formatOrderTotal(order.subtotal_amount))}
      {(order.discount_amount > 0 || order.coupon_code) &&
        row(order.coupon_code ? t('details.discountWith', { code: order.coupon_code }) : t('details.discount'), `−${formatOrderTotal(order.discount_amount)}`)}
      {row(t('columns.totalAmount'), formatOrderTotal(order.total_amount), true)}
    </dl>
  );
}

const CONFIRM_TEXTS = {
  paid: { title: 'details.confirmPaidTitle', text: 'details.confirmPaid', action: 'details.markPaid' },
  failed: { title: 'details.confirmFailedTitle', text: 'details.confirmFailed', action: 'details.markFailed' },
  cancel: { title: 'details.confirmCancelTitle', text: 'details.confirmCancel', action: 'details.cancelOrder' },
} as const;

/**
 * /admin/orders/:orderId: customer, items, amounts, coupon, status history and payment events. The status
 * dropdown and the payment buttons show as the order's abilities allow (the server refuses the same).
 */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useTranslation('orders');
  const [params] = useSearchParams();
  const order = useOrderQuery(orderId);
  // Whose screen it is: a buyer with only their own orders reads each as one state, like the list.
  const onlyOwn = useAppSelector(selectAbilities)?.orders.scope === 'own';
  // A recorded payment reads the order again (cache tags); a refusal is toasted by the API client.
  const [recordPayment, { isLoading: recording }] = useRecordPaymentMutation();
  // While the order is read again after a change, the last answer stays on screen.
  const o = order.data;
  // The payment page sends the buyer back here with ?payment=success or ?payment=cancelled.
  const returned = params.get('payment');
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  // The change waiting for its confirmation: a payment recorded by an admin, or the buyer's cancellation.
  const [confirming, setConfirming] = useState<'paid' | 'failed' | 'cancel' | null>(null);
  const confirm = async () => {
    if (confirming === 'cancel') await cancelOrder(orderId);
    else if (confirming) await recordPayment({ id: orderId, payment_status: confirming });
    setConfirming(null);
  };
  // A line's share of a coupon has its own column, so that unit price × quantity never seems to equal a smaller total.
  const discounted = !!o?.items.some((item) => item.discount_amount > 0);

  return (
    <div className="flex flex-col gap-6">
      <BackLink to=".." relative="path" className="w-fit font-medium">
        {t('details.back')}
      </BackLink>
      {returned === 'success' && (
        <p role="status" className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-success-700">
          <CheckCircle2 aria-hidden className="size-4" />
          {t('details.returnedPaid')}
        </p>
      )}
      {returned === 'cancelled' && (
        <p role="status" className="flex items-center gap-2 rounded-md bg-yellow-50 px-3 py-2 text-sm font-medium text-yellow-800">
          <Info aria-hidden className="size-4" />
          {t('details.returnedCancelled')}
        </p>
      )}
      <ErrorBanner message={order.error?.message ?? null} />
      {!o && !order.error && <p className="text-gray-600">{t('details.loading')}</p>}
      {o && (
        <>
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold text-gray-900">
                {t('details.title')} <span dir="ltr" className="font-mono">{o.tracking_number}</span>
              </h1>
              <p className="mt-1 text-sm text-gray-600">
                {t('details.placed', { date: formatOrderMoment(o.created_at, i18n.language) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {onlyOwn ? (
                <BuyerStateBadge order={o} />
              ) : (
                <>
                  {o.abilities.update_status ? <OrderStatusSelect order={o} label={t('columns.status')} /> : <OrderStatusBadge status={o.status} />}
                  <PaymentStatusBadge status={o.payment_status} />
                </>
              )}
            </div>
          </header>
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="items-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs lg:col-span-2">
              <h2 id="items-title" className="font-semibold text-gray-900">
                {t('details.items', { n: o.total_quantity })}
              </h2>
              {o.lines === 'own_books' && <p className="mt-1 text-sm text-gray-600">{t('details.ownLinesOnly')}</p>}
              <table className="mt-3 w-full text-sm">
                <thead className="text-xs text-gray-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 text-start">{t('details.book')}</th>
                    <th scope="col" className="py-2 text-end">{t('details.unitPrice')}</th>
                    <th scope="col" className="py-2 text-end">{t('details.quantity')}</th>
                    {discounted && <th scope="col" className="py-2 text-end">{t('details.lineDiscount')}</th>}
                    <th scope="col" className="py-2 text-end">{t('details.lineTotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.items.map((item, i) => (
                    <tr key={`${item.ebook_id ?? 'gone'}-${i}`} className="border-t border-gray-100">
                      <td className="py-2 pe-2 text-gray-900">{item.ebook_id ? (
                          <Link to={`/books/${item.ebook_id}`} className="hover:text-primary-700 hover:underline">
                            <bdi>{item.title}</bdi>
                          </Link>
                        ) : (
                          <bdi>{item.title}</bdi>
                        )}
                        {item.codes_batch_id && (
                          <Link to={`/admin/access-codes/${encodeURIComponent(item.codes_batch_id)}`} className="mt-1 flex w-fit items-center gap-1 text-primary-700 hover:underline">
                            <KeyRound aria-hidden className="size-4" />
                            {t('details.copiesCodes', { count: item.quantity })}
                          </Link>
                        )}</td>
                      <td className="py-2 text-end tabular-nums">
                        <span dir="ltr">{formatOrderTotal(item.unit_price)}</span>
                      </td>
                      <td className="py-2 text-end tabular-nums">{item.quantity}</td>
                      {discounted && (
                        <td className="py-2 text-end text-success-700 tabular-nums">
                          <span dir="ltr">{item.discount_amount > 0 ? `−${formatOrderTotal(item.discount_amount)}` : '—'}</span>
                        </td>
                      )}
                      <td className="py-2 text-end font-medium tabular-nums">
                        <span dir="ltr">{formatOrderTotal(item.line_total)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="mt-4 border-t border-gray-200 pt-4">
                <Amounts order={o} />
              </div>
            </section>
            <div className="flex flex-col gap-6">
              <section aria-labelledby="customer-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
                <h2 id="customer-title" className="font-semibold text-gray-900">
                  {t('columns.customer')}
                </h2>
                <p className="mt-2 text-gray-900">
                  <bdi>{o.customer.name}</bdi>
                </p>
                {o.customer.email && (
                  <a href={`mailto:${o.customer.email}`} className="text-sm text-primary-700 hover:underline" dir="ltr">
                    {o.customer.email}
                  </a>
                )}
              </section>
              <section aria-labelledby="payment-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
                <h2 id="payment-title" className="font-semibold text-gray-900">
                  {t('details.payment')}
                </h2>
                <dl className="mt-2 flex flex-col gap-1 text-sm">
                  <div className="flex justify-between gap-2">
                    <dt className="text-gray-600">{t('details.provider')}</dt>
                    <dd className="text-gray-900">{t(`providers.${o.payment_provider}`, { defaultValue: o.payment_provider })}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-gray-600">{t('details.coupon')}</dt>
                    <dd dir="ltr" className="font-mono text-gray-900">{o.coupon_code ?? '—'}</dd>
                  </div>
                </dl>
                {o.abilities.mark_payment && (
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button onClick={() => setConfirming('paid')} disabled={recording}>
                      {t('details.markPaid')}
                    </Button>
                    {/* Failed again would change nothing: the button is left out rather than offered. */}
                    {o.payment_status !== 'failed' && (
                      <Button variant="secondary" onClick={() => setConfirming('failed')} disabled={recording}>
                        {t('details.markFailed')}
                      </Button>
                    )}
                  </div>
                )}
                {o.abilities.cancel && (
                  <div className="mt-4 flex flex-col gap-2">
                    <p className="text-sm text-gray-600">{t('details.cancelHint')}</p>
                    <Button variant="secondary" className="w-fit" onClick={() => setConfirming('cancel')} disabled={cancelling}>
                      {t('details.cancelOrder')}
                    </Button>
                  </div>
                )}
                {/* A payment marked paid cannot be undone (its books are the buyer's), nor a cancellation: both are confirmed first. */}
                {confirming && (
                  <ConfirmDialog
                    open
                    title={t(CONFIRM_TEXTS[confirming].title)}
                    description={t(CONFIRM_TEXTS[confirming].text, { total: formatOrderTotal(o.total_amount), tracking: o.tracking_number })}
                    confirmLabel={t(CONFIRM_TEXTS[confirming].action)}
                    busy={recording || cancelling}
                    onConfirm={() => void confirm()}
                    onOpenChange={(open) => !open && setConfirming(null)}
                  />
                )}
              </section>
            </div>
          </div>
          <OrderHistory events={o.events} />
        </>
      )}
    </div>
  );
}
