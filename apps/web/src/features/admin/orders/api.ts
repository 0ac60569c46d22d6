import type { OrderDetails, OrderDetailsResponse, OrderPaymentUpdateInput, OrderStatus, OrderStatusUpdate } from '@folio/shared';
import { api, fetchData } from '../../../http/client';

export const ORDERS_ENDPOINT = '/admin/orders';

const orderUrl = (id: string) => `${ORDERS_ENDPOINT}/${encodeURIComponent(id)}`;

/**
 * Spec §7: POST /admin/orders/{id}/update-status with the status. The answer is not read; the success toast
 * is the server's message, the failure is worded by the screen ('Failed to update order status').
 */
export const updateOrderStatus = (id: string, status: OrderStatus) => api.post(`${orderUrl(id)}/update-status`, { status } satisfies OrderStatusUpdate, { notify: 'success' });

/** An admin records the outcome of a manual payment (bank transfer, cash). */
export const recordPayment = (id: string, payment_status: OrderPaymentUpdateInput['payment_status']) =>
  api.post(`${orderUrl(id)}/payment`, { payment_status } satisfies OrderPaymentUpdateInput);

export const fetchOrder = async (id: string): Promise<OrderDetails> => (await fetchData<OrderDetailsResponse>(ORDERS_ENDPOINT, { id })).data;
