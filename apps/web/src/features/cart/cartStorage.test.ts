import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, CART_STORAGE_KEY, EMPTY_CART, orderRequest, parseCart, removeFromCart, setQuantity, withCoupon, type CartItem } from './cartStorage';
import { clearCart, getCart, updateCart } from './cartStore';

const book = (id: string, price = 5): CartItem => ({ ebook_id: id, title: `Book ${id}`, cover_image: null, final_price: price, quantity: 1 });

describe('the cart', () => {
  beforeEach(() => localStorage.clear());

  it('holds each book once', () => {
    const cart = addToCart(addToCart(EMPTY_CART, book('a')), book('a'));
    expect(cart.items.map((i) => i.ebook_id)).toEqual(['a']);
  });

  it('removes a book, and drops the coupon with the last one', () => {
    const cart = withCoupon(addToCart(addToCart(EMPTY_CART, book('a')), book('b')), 'welcome10');
    expect(cart.coupon_code).toBe('WELCOME10');
    const one = removeFromCart(cart, 'a');
    expect(one).toEqual({ items: [book('b')], coupon_code: 'WELCOME10' });
    expect(removeFromCart(one, 'b')).toEqual(EMPTY_CART);
  });

  it('asks the server for the books and their copies, and the coupon when there is one', () => {
    const cart = setQuantity(addToCart(addToCart(EMPTY_CART, book('a')), book('b')), 'b', 3);
    expect(orderRequest(cart)).toEqual({ items: [{ ebook_id: 'a', quantity: 1 }, { ebook_id: 'b', quantity: 3 }] });
    expect(orderRequest(withCoupon(cart, ' save5 '))).toMatchObject({ coupon_code: 'SAVE5' });
    expect(withCoupon(cart, '   ').coupon_code).toBeNull();
  });

  it('keeps copies between 1 and the most the API accepts', () => {
    const cart = addToCart(EMPTY_CART, book('a'));
    expect(setQuantity(cart, 'a', 30).items[0]?.quantity).toBe(30);
    expect(setQuantity(cart, 'a', 250).items[0]?.quantity).toBe(100);
    expect(setQuantity(cart, 'a', 0).items[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 'a', Number.NaN).items[0]?.quantity).toBe(1);
    expect(parseCart(JSON.stringify({ items: [{ ...book('a'), quantity: 'x' }] })).items[0]?.quantity).toBe(1);
  });

  it('reads anything unreadable as an empty cart and skips broken or repeated items', () => {
    expect(parseCart(null)).toEqual(EMPTY_CART);
    expect(parseCart('not json')).toEqual(EMPTY_CART);
    expect(parseCart('{"items":"x"}')).toEqual(EMPTY_CART);
    const raw = JSON.stringify({ items: [book('a'), { ebook_id: 'b' }, book('a'), book('c')], coupon_code: 7 });
    expect(parseCart(raw)).toEqual({ items: [book('a'), book('c')], coupon_code: null });
  });

  it('survives a reload: it is written to localStorage and read back from there', () => {
    updateCart((c) => withCoupon(addToCart(c, book('a', 9.5)), 'LIBRARY'));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual({ items: [book('a', 9.5)], coupon_code: 'LIBRARY' });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [book('z')], coupon_code: null }));
    expect(getCart().items.map((i) => i.ebook_id)).toEqual(['z']);
    clearCart();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(getCart()).toEqual(EMPTY_CART);
  });
});
