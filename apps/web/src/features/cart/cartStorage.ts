import { CART_MAX_ITEMS, CART_MAX_QUANTITY } from '@folio/shared';

/**
 * The cart, kept in localStorage under its own key (not in redux-persist: spec §9 persists only the toolbar,
 * ebook and scale slices). Items carry what a cart row shows before the server's quote arrives; every amount
 * that counts comes from the server.
 */
export interface CartItem {
  ebook_id: string;
  title: string;
  cover_image: string | null;
  /** The listed price when the book was added: shown until the quote answers. */
  final_price: number;
  /** Copies (a teacher may buy for a class), 1 to CART_MAX_QUANTITY. */
  quantity: number;
}

export interface Cart {
  items: CartItem[];
  coupon_code: string | null;
}

export const CART_STORAGE_KEY = 'folio_cart';
export const EMPTY_CART: Cart = { items: [], coupon_code: null };

/** A whole number of copies within what the API accepts; anything else is one copy. */
const clampQuantity = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.min(CART_MAX_QUANTITY, Math.max(1, Math.round(n))) : 1);

const isItem = (v: unknown): v is CartItem => {
  const item = v as Partial<CartItem> | null;
  return !!item && typeof item.ebook_id === 'string' && item.ebook_id !== '' && typeof item.title === 'string' && typeof item.final_price === 'number';
};

/** The cart of a stored text; anything unreadable (old format, hand-edited, other app) is an empty cart. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  try {
    const value = JSON.parse(raw) as Partial<Cart> | null;
    const items = Array.isArray(value?.items) ? value.items.filter(isItem) : [];
    const unique = items.filter((item, i) => items.findIndex((o) => o.ebook_id === item.ebook_id) === i).slice(0, CART_MAX_ITEMS);
    const code = typeof value?.coupon_code === 'string' && value.coupon_code.trim() ? value.coupon_code.trim() : null;
    return {
      items: unique.map((i) => ({
        ebook_id: i.ebook_id,
        title: i.title,
        cover_image: typeof i.cover_image === 'string' ? i.cover_image : null,
        final_price: i.final_price,
        quantity: clampQuantity(i.quantity),
      })),
      coupon_code: code,
    };
  } catch {
    return EMPTY_CART;
  }
}

/** A book goes in once (more copies are a quantity), one copy to start with. */
export function addToCart(cart: Cart, item: Omit<CartItem, 'quantity'> & { quantity?: number }): Cart {
  if (cart.items.some((i) => i.ebook_id === item.ebook_id) || cart.items.length >= CART_MAX_ITEMS) return cart;
  return { ...cart, items: [...cart.items, { ...item, quantity: clampQuantity(item.quantity ?? 1) }] };
}

export function setQuantity(cart: Cart, ebookId: string, quantity: number): Cart {
  return { ...cart, items: cart.items.map((i) => (i.ebook_id === ebookId ? { ...i, quantity: clampQuantity(quantity) } : i)) };
}

export function removeFromCart(cart: Cart, ebookId: string): Cart {
  const items = cart.items.filter((i) => i.ebook_id !== ebookId);
  return { items, coupon_code: items.length ? cart.coupon_code : null };
}

export function withCoupon(cart: Cart, code: string | null): Cart {
  const trimmed = code?.trim() ?? '';
  return { ...cart, coupon_code: trimmed ? trimmed.toUpperCase() : null };
}

export const inCart = (cart: Cart, ebookId: string) => cart.items.some((i) => i.ebook_id === ebookId);

/** The body of the quote and checkout calls: books and copies, and the coupon when one is set; never a price. */
export function orderRequest(cart: Cart) {
  return {
    items: cart.items.map((i) => ({ ebook_id: i.ebook_id, quantity: i.quantity })),
    ...(cart.coupon_code ? { coupon_code: cart.coupon_code } : {}),
  };
}
