import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ORDER_STATUSES, type OrderListItem, type OrderStatus, type OrderStoredStatus } from '@folio/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUpdateOrderStatusMutation } from '../../orders/api';

type StatusOrder = Pick<OrderListItem, 'id' | 'tracking_number' | 'payment_status'> & { status: OrderStoredStatus };

/**
 * Whether choosing `status` needs a question first. The server sets any status as asked (spec §4), but only a
 * payment puts the books in the buyer's library (payments/ledger.ts): an unpaid order set to delivered gives
 * the buyer nothing yet, and no longer lets them cancel it (orders/policy.ts: only an order awaiting payment).
 */
const deliversUnpaid = (order: StatusOrder, status: OrderStatus) => status === 'delivered' && order.payment_status !== 'paid';

/**
 * Spec §2/§4: the inline status dropdown. Any of the seven values can be chosen directly; delivering an unpaid
 * order asks first and says what it does. A success reads the order's lists and details again (cache tags); a
 * failure says 'Failed to update order status' and reads nothing, so the dropdown shows the status the order
 * still has, as it does when the question is cancelled.
 */
export function OrderStatusSelect({ order, label }: { order: StatusOrder; label: string }) {
  const { t } = useTranslation('orders');
  const [updateStatus, { isLoading: saving }] = useUpdateOrderStatusMutation();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  // A status outside the table's set ('completed' is filter-only) still shows as the current value.
  const options: OrderStoredStatus[] = (ORDER_STATUSES as readonly OrderStoredStatus[]).includes(order.status) ? [...ORDER_STATUSES] : [order.status, ...ORDER_STATUSES];

  const save = async (status: OrderStatus) => {
    const { error } = await updateStatus({ id: order.id, status });
    if (error) toast.error(t('updateFailed'));
  };
  const change = (status: OrderStatus) => {
    if (status === order.status) return;
    if (deliversUnpaid(order, status)) setAsking(status);
    else void save(status);
  };

  return (
    <>
      <select
        aria-label={label}
        value={order.status}
        disabled={saving}
        onChange={(e) => change(e.target.value as OrderStatus)}
        className="rounded-md border border-gray-300 bg-white py-1 ps-2 pe-7 text-sm font-medium text-gray-800 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:opacity-60"
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`, { defaultValue: s })}
          </option>
        ))}
      </select>
      {asking && (
        <ConfirmDialog
          open
          title={t('deliverUnpaid.title')}
          description={t('deliverUnpaid.text', { tracking: order.tracking_number })}
          confirmLabel={t('deliverUnpaid.action')}
          busy={saving}
          onConfirm={() => void save(asking).then(() => setAsking(null))}
          onOpenChange={(open) => !open && setAsking(null)}
        />
      )}
    </>
  );
}
