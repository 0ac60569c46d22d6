import { skipToken } from '@reduxjs/toolkit/query/react';
import { useQuoteQuery } from '../checkout/api';
import { orderRequest, type Cart } from './cartStorage';

/**
 * The server's amounts for the cart, asked again whenever its books or coupon change. The last amounts stay
 * on screen while new ones load (totals that update in place); after a failure there are none.
 */
export function useQuote(cart: Cart) {
  const quote = useQuoteQuery(cart.items.length ? orderRequest(cart) : skipToken);
  return { data: quote.isError ? null : (quote.data ?? null), error: quote.error, loading: quote.isFetching };
}
