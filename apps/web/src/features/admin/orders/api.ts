import { api, fetchData } from '../../../http/client';
import type { OrderDetails } from './types';

export const ORDERS_ENDPOINT = '/admin/orders';

/**
 * Spec §7: POST /admin/orders/{id}/update-status with the status. The answer is not read; the success toast
 * is the server's message, the failure is worded by the screen ('Failed to update order status').
 */
export const updateOrderStatus = (id: string, status: string) => api.post(`${ORDERS_ENDPOINT}/${encodeURIComponent(id)}/update-status`, { status }, { notify: 'success' });

/** An admin records the outcome of a manual payment (bank transfer, cash). */
export const recordPayment = (id: string, payment_status: 'paid' | 'failed') => api.post(`${ORDERS_ENDPOINT}/${encodeURIComponent(id)}/payment`, { payment_status });

export const fetchOrder = async (id: string) => (await fetchData<{ data: OrderDetails }>(ORDERS_ENDPOINT, { id })).data;
