import { quoteCart } from '../checkout/api';
import { useRemote } from '../library/useRemote';
import { orderRequest, type Cart } from './cartStorage';

/** The server's amounts for the cart, asked again whenever its books or coupon change. */
export function useQuote(cart: Cart) {
  const key = cart.items.length ? JSON.stringify(orderRequest(cart)) : null;
  return useRemote(key, () => quoteCart(cart), true);
}
