import type { CheckoutQuote, CheckoutResult, MyOrder, MyOrderResponse } from '@folio/shared';
import { apiSlice, onSuccess } from '../../http/api';
import { orderRequest, type Cart } from '../cart/cartStorage';

type OrderRequest = ReturnType<typeof orderRequest>;

/**
 * A checkout's idempotency key: random, from getRandomValues (randomUUID exists only on https and localhost,
 * and Folio may be opened over plain http on a school's network).
 */
export const newCheckoutKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const checkoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The server's amounts for a cart (a POST that changes nothing, so a read with no toast). */
    quote: build.query<CheckoutQuote, OrderRequest>({
      query: (request) => ({ url: '/checkout/quote', method: 'post', body: request, notify: false }),
      transformResponse: (answer: { data: CheckoutQuote }) => answer.data,
    }),
    /**
     * POST /api/checkout (signed in): the order, and how to pay for it. Failures are the caller's to word. The
     * same `key` for a repeated submit (a double click, a retry after a lost answer) answers the first order.
     */
    placeOrder: build.mutation<CheckoutResult, { cart: Cart; key: string }>({
      query: ({ cart, key }) => ({ url: '/checkout', method: 'post', body: orderRequest(cart), notify: false, headers: { 'Idempotency-Key': key } }),
      transformResponse: (answer: { data: CheckoutResult }) => answer.data,
      // A paid (or free) order puts its books in the reader's library.
      invalidatesTags: onSuccess(() => ['library']),
    }),
    /** GET /api/me/orders/{id}: a placed order read back, with the manual payment's instructions while it awaits that payment. */
    placedOrder: build.query<MyOrder, string>({
      query: (id) => `/me/orders/${encodeURIComponent(id)}`,
      transformResponse: (answer: MyOrderResponse) => answer.data,
    }),
  }),
});

export const { useQuoteQuery, usePlaceOrderMutation, usePlacedOrderQuery } = checkoutApi;
