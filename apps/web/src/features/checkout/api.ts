import type { CheckoutQuote, CheckoutResult } from '@folio/shared';
import { api } from '../../http/client';
import type { Cart } from '../cart/cartStorage';
import { orderRequest } from '../cart/cartStorage';

export async function quoteCart(cart: Cart): Promise<CheckoutQuote> {
  return (await api.post<{ data: CheckoutQuote }>('/checkout/quote', orderRequest(cart), { notify: false })).data.data;
}

/**
 * A checkout's idempotency key: random, from getRandomValues (randomUUID exists only on https and localhost,
 * and Folio may be opened over plain http on a school's network).
 */
export const newCheckoutKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * POST /api/checkout (signed in): the order, and how to pay for it. Failures are the caller's to word. The
 * same `key` for a repeated submit (a double click, a retry after a lost answer) answers the first order.
 */
export async function placeOrder(cart: Cart, key: string): Promise<CheckoutResult> {
  return (await api.post<{ message?: string; data: CheckoutResult }>('/checkout', orderRequest(cart), { notify: false, headers: { 'Idempotency-Key': key } })).data.data;
}
