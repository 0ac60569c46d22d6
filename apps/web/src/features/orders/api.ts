import type { OrderDetails, OrderDetailsResponse, OrderListResponse, OrderPaymentUpdateInput, OrderStatus, OrderStatusUpdate } from '@folio/shared';
import { apiSlice, listTag, onSuccess } from '../../http/api';

const ORDERS = '/admin/orders';

const orderUrl = (id: string) => `${ORDERS}/${encodeURIComponent(id)}`;

/** What a change of an order may have changed: the lists that show it, and the order itself. */
const orderChanged = ({ id }: { id: string }) => [listTag('orders'), { type: 'orders' as const, id }];

/**
 * The orders screens' calls (spec §7). A change reads the lists and the order again only when it succeeded
 * (spec §4: a failed status update does not refetch the list).
 */
export const ordersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/orders with page, per_page and the filters in force; the API scopes the rows to the user. */
    orders: build.query<OrderListResponse, Record<string, string | number>>({
      query: (params) => ({ url: ORDERS, params }),
      providesTags: (result) => [listTag('orders'), ...(result?.data ?? []).map(({ id }) => ({ type: 'orders' as const, id }))],
    }),
    order: build.query<OrderDetails, string>({
      query: orderUrl,
      transformResponse: (answer: OrderDetailsResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'orders', id }],
    }),
    /** The success toast is the server's message; the failure is worded by the screen ('Failed to update order status'). */
    updateOrderStatus: build.mutation<void, { id: string; status: OrderStatus }>({
      query: ({ id, status }) => ({ url: `${orderUrl(id)}/update-status`, method: 'post', body: { status } satisfies OrderStatusUpdate, notify: 'success' }),
      transformResponse: () => undefined,
      invalidatesTags: onSuccess(orderChanged),
    }),
    /** An admin records the outcome of a manual payment (bank transfer, cash); the API client toasts either way. */
    recordPayment: build.mutation<void, { id: string; payment_status: OrderPaymentUpdateInput['payment_status'] }>({
      query: ({ id, payment_status }) => ({ url: `${orderUrl(id)}/payment`, method: 'post', body: { payment_status } satisfies OrderPaymentUpdateInput }),
      transformResponse: () => undefined,
      invalidatesTags: onSuccess(orderChanged),
    }),
    /** The buyer lets go of their order while it awaits its payment (POST /api/me/orders/{id}/cancel); its books may be ordered again. */
    cancelOrder: build.mutation<void, string>({
      query: (id) => ({ url: `/me/orders/${encodeURIComponent(id)}/cancel`, method: 'post' }),
      transformResponse: () => undefined,
      invalidatesTags: onSuccess((id: string) => [listTag('orders'), { type: 'orders' as const, id }, 'library' as const]),
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useUpdateOrderStatusMutation, useRecordPaymentMutation, useCancelOrderMutation } = ordersApi;
