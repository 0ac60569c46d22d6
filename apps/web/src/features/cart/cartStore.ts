import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, EMPTY_CART, parseCart, type Cart } from './cartStorage';

const listeners = new Set<() => void>();
let cached: { raw: string | null; cart: Cart } | null = null;
// Where the cart lives when storage is blocked (private mode, policy): for this page only.
let memory: string | null = null;

const readRaw = () => {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memory;
  }
};

const writeRaw = (raw: string | null) => {
  try {
    if (raw === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
};

/** The stored cart; the same object while the stored text is the same (useSyncExternalStore needs that). */
export function getCart(): Cart {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, cart: parseCart(raw) };
  return cached.cart;
}

function saveCart(cart: Cart) {
  writeRaw(cart.items.length || cart.coupon_code ? JSON.stringify(cart) : null);
  listeners.forEach((l) => l());
}

export const updateCart = (change: (cart: Cart) => Cart) => saveCart(change(getCart()));
export const clearCart = () => saveCart(EMPTY_CART);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: this one follows.
  const onStorage = (e: StorageEvent) => e.key === CART_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, re-rendering on every change in this tab or another. */
export const useCart = (): Cart => useSyncExternalStore(subscribe, getCart, () => EMPTY_CART);
