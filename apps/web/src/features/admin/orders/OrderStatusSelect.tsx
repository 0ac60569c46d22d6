import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ORDER_STATUSES, type OrderStatus, type OrderStoredStatus } from '@folio/shared';
import { useUpdateOrderStatusMutation } from './api';

/**
 * Spec §2/§4: the inline status dropdown. Any of the seven values can be chosen directly. A success reads the
 * order's lists and details again (cache tags); a failure says 'Failed to update order status' and reads
 * nothing, so the dropdown shows the status the order still has.
 */
export function OrderStatusSelect({ order, label }: { order: { id: string; status: OrderStoredStatus }; label: string }) {
  const { t } = useTranslation('orders');
  const [updateStatus, { isLoading: saving }] = useUpdateOrderStatusMutation();
  // A status outside the table's set ('completed' is filter-only) still shows as the current value.
  const options: OrderStoredStatus[] = (ORDER_STATUSES as readonly OrderStoredStatus[]).includes(order.status) ? [...ORDER_STATUSES] : [order.status, ...ORDER_STATUSES];

  const change = async (status: OrderStatus) => {
    if (status === order.status) return;
    const { error } = await updateStatus({ id: order.id, status });
    if (error) toast.error(t('updateFailed'));
  };

  return (
    <select
      aria-label={label}
      value={order.status}
      disabled={saving}
      onChange={(e) => void change(e.target.value as OrderStatus)}
      className="rounded-md border border-gray-300 bg-white py-1 ps-2 pe-7 text-sm font-medium text-gray-800 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:opacity-60"
    >
      {options.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`, { defaultValue: s })}
        </option>
      ))}
    </select>
  );
}
