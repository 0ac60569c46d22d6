import { describe, expect, it } from 'vitest';
import { formatMoney, priceView } from './price';

describe('book price display', () => {
  it('shows a full price alone', () => {
    expect(priceView({ price: 12, final_price: 12 }, 'en')).toEqual({ free: false, current: '$12.00', original: null });
  });

  it('strikes through the price before a discount', () => {
    expect(priceView({ price: 12, final_price: 9.6 }, 'en')).toEqual({ free: false, current: '$9.60', original: '$12.00' });
  });

  it('calls a book free when nothing is left to pay, discounted to zero or not', () => {
    expect(priceView({ price: 0, final_price: 0 }, 'en')).toMatchObject({ free: true, original: null });
    expect(priceView({ price: 5, final_price: 0 }, 'en')).toMatchObject({ free: true, original: '$5.00' });
  });

  it('writes dollars with two decimals in the reader\'s language', () => {
    expect(formatMoney(3.5, 'en')).toBe('$3.50');
    expect(formatMoney(1234.5, 'ja')).toBe('$1,234.50');
    expect(formatMoney(3.5, 'ar')).toMatch(/US\$/);
  });
});
