import { describe, expect, it } from 'vitest';
import { dateInputValue, dayFormat, formatDiscount } from './format';

describe('coupon formatting', () => {
  it('shows a percentage as 10% and a fixed amount in dollars with two decimals', () => {
    expect(formatDiscount({ discount_type: 'percentage', discount_value: 10 }, 'en')).toBe('10%');
    expect(formatDiscount({ discount_type: 'percentage', discount_value: 12.5 }, 'en')).toBe('12.5%');
    expect(formatDiscount({ discount_type: 'fixed', discount_value: 5 }, 'en')).toBe('$5.00');
  });

  it('shows the validity dates as the stored UTC days, whatever the local time zone', () => {
    expect(dayFormat('en').format(new Date('2026-01-31T23:59:59.999Z'))).toBe('Jan 31, 2026');
    expect(dateInputValue('2026-01-31T23:59:59.999Z')).toBe('2026-01-31');
  });
});
