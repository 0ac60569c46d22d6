import type { CheckoutQuote, CheckoutResult } from '@folio/shared';
import { api } from '../../http/client';
import type { Cart } from '../cart/cartStorage';
import { orderRequest } from '../cart/cartStorage';

export async function quoteCart(cart: Cart): Promise<CheckoutQuote> {
  return (await api.post<{ data: CheckoutQuote }>('/checkout/quote', orderRequest(cart), { notify: false })).data.data;
}

/** POST /api/checkout (signed in): the order, and how to pay for it. Failures are the caller's to word. */
export async function placeOrder(cart: Cart): Promise<CheckoutResult> {
  return (await api.post<{ message?: string; data: CheckoutResult }>('/checkout', orderRequest(cart), { notify: false })).data.data;
}
