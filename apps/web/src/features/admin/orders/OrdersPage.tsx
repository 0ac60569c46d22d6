import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@folio/shared';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useAppSelector } from '../../../app/hooks';
import { selectAbilities } from '../../auth/authSlice';
import { useOrdersQuery } from '../../orders/api';
import { BuyerStateBadge, OrderStatusBadge, PaymentStatusBadge } from '../../orders/Badges';
import { formatOrderDate, formatOrderTotal } from '../../orders/format';
import { OrderFilterBar } from './OrderFilterBar';
import { useAddressState } from '../../../http/useAddressState';
import { hasOrderFilters, ORDERS_ADDRESS, ordersQuery, ordersReducer, sameOrdersQuery, type OrdersAction } from './orderFilters';
import { OrderStatusSelect } from './OrderStatusSelect';

/**
 * /admin/orders, spec §2 'Orders': 'Manage Orders' with its filter bar, columns, inline status change and
 * paging. The API scopes the rows and says which scope it is (`orders.scope` of the app abilities: all
 * orders, the sales of one's books and one's own purchases, or one's own purchases alone, for which the
 * screen is 'My Orders'), and says on each row what the user may do with it.
 */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('orders');
  // Which orders the API lists for this user: their own purchases alone make the screen 'My Orders'.
  const onlyOwn = useAppSelector(selectAbilities)?.orders.scope === 'own';
  // Filters and page live in the address: a reload, a shared link and Back from an order bring them back.
  const [state, update] = useAddressState(ORDERS_ADDRESS);
  const dispatch = (action: OrdersAction) => update((current) => ordersReducer(current, action));
  // A change of filters or page is a new query, read at once; a successful status change reads it again (cache tags).
  const list = useOrdersQuery(ordersQuery(state));

  const submitSearch = (text: string) => {
    const action: OrdersAction = { type: 'submitSearch', text };
    // Enter on the same words asks again: the user wants fresh rows.
    if (sameOrdersQuery(ordersReducer(state, action), state)) void list.refetch();
    else dispatch(action);
  };

  const columns: Column<OrderListItem>[] = [
    { header: t('columns.trackingNumber'), className: 'whitespace-nowrap', cell: (o) => <span dir="ltr" className="font-mono font-semibold text-gray-900">{o.tracking_number}</span> },
    { header: t('columns.customer'), className: 'whitespace-nowrap', cell: (o) => <bdi>{o.user.name}</bdi> },
    { header: t('columns.totalAmount'), className: 'whitespace-nowrap', cell: (o) => <span dir="ltr" className="tabular-nums">{formatOrderTotal(o.total_amount)}</span> },
    { header: t('columns.items'), className: 'tabular-nums', cell: (o) => o.total_quantity },
    // A buyer reads their own orders as one state; the dashboard's lists keep both columns (spec §2).
    ...(onlyOwn
      ? [{ header: t('columns.status'), cell: (o: OrderListItem) => <BuyerStateBadge order={o} /> }]
      : [
          {
            header: t('columns.status'),
            cell: (o: OrderListItem) =>
              o.abilities.update_status ? <OrderStatusSelect order={o} label={t('statusOf', { tracking: o.tracking_number })} /> : <OrderStatusBadge status={o.status} />,
          },
          { header: t('columns.paymentStatus'), cell: (o: OrderListItem) => <PaymentStatusBadge status={o.payment_status} /> },
        ]),
    { header: t('columns.date'), className: 'whitespace-nowrap', cell: (o) => <time dateTime={o.created_at}>{formatOrderDate(o.created_at, i18n.language)}</time> },
    {
      header: t('columns.actions'),
      className: 'w-px whitespace-nowrap',
      // Spec: 'View' opens orders/{orderId} relative to the current route.
      cell: (o) =>
        o.abilities.view && (
          <Link to={o.id} relative="path" aria-label={t('viewOrder', { tracking: o.tracking_number })} className="rounded-md px-2 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50">
            {t('view')}
          </Link>
        ),
    },
  ];

  return (
    <>
      <ErrorBanner message={list.error?.message ?? null} />
      <DataTable
        title={onlyOwn ? t('titleMine') : t('title')}
        intro={onlyOwn ? t('mineIntro') : undefined}
        // Eight columns and an inline dropdown: the small cell padding keeps them on a laptop screen.
        size="small"
        columns={columns}
        // While a new page loads, the last one stays on screen.
        rows={list.data?.data ?? []}
        rowKey={(o) => o.id}
        loading={list.isFetching}
        page={state.page}
        pageSize={state.perPage}
        pageCount={list.data?.last_page ?? 1}
        onPageChange={(page) => dispatch({ type: 'setPage', page })}
        onPageSizeChange={(size) => dispatch({ type: 'setPageSize', size })}
        emptyText={onlyOwn && !hasOrderFilters(state.filters) ? t('emptyMine') : undefined}
        onRetry={list.isError ? () => void list.refetch() : undefined}
        toolbar={
          <OrderFilterBar
            filters={state.filters}
            onSearch={submitSearch}
            onStatus={(value) => dispatch({ type: 'setStatus', value })}
            onPaymentStatus={(value) => dispatch({ type: 'setPaymentStatus', value })}
            onClear={() => dispatch({ type: 'clearFilters' })}
          />
        }
      />
    </>
  );
}
