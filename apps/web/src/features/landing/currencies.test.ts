import { describe, expect, it } from 'vitest';
import { formatPlanPrice, isConverted, LOCAL_CURRENCIES, localAmount } from './currencies';

describe('plan prices in the local currency (spec §9)', () => {
  it('shows English visitors the dollar prices of the spec', () => {
    expect(formatPlanPrice(29, 'en')).toBe('$29');
    expect(formatPlanPrice(99, 'en')).toBe('$99');
    expect(isConverted('en')).toBe(false);
  });

  it('configures a local currency for Bengali, Arabic, Korean and Japanese', () => {
    expect(Object.fromEntries(Object.entries(LOCAL_CURRENCIES).map(([lng, c]) => [lng, c.currency]))).toEqual({ bn: 'BDT', ar: 'SAR', ko: 'KRW', ja: 'JPY' });
    for (const lng of ['bn', 'ar', 'ko', 'ja', 'ja-JP']) expect(isConverted(lng)).toBe(true);
  });

  it('converts at the configured rate and rounds to a price-like step', () => {
    expect(localAmount(29, 'bn')).toEqual({ amount: 3480, currency: 'BDT' });
    expect(localAmount(99, 'ar')).toEqual({ amount: 371, currency: 'SAR' });
    expect(localAmount(29, 'ko')).toEqual({ amount: 41000, currency: 'KRW' });
    expect(localAmount(99, 'ja')).toEqual({ amount: 14900, currency: 'JPY' });
  });

  it('formats with the language\'s own digits and currency sign', () => {
    expect(formatPlanPrice(29, 'ja')).toBe('￥4,400');
    expect(formatPlanPrice(29, 'ko')).toBe('₩41,000');
    expect(formatPlanPrice(29, 'bn')).toContain('৩,৪৮০');
    expect(formatPlanPrice(29, 'ar')).toMatch(/١٠٩|109/);
  });
});
