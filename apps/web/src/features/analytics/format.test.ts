import { describe, expect, it } from 'vitest';
import { formatDuration, trendOf } from './format';

describe('reading figures in words', () => {
  it('writes a duration in hours, minutes and seconds, leaving out the empty ones', () => {
    expect(formatDuration(200, 'en')).toBe('3 min 20 sec');
    expect(formatDuration(3600 + 5, 'en')).toBe('1 hr 5 sec');
    expect(formatDuration(0.4, 'en')).toBe('0 sec');
    // Each language's own words for the units come from Intl.
    expect(formatDuration(200, 'ar')).not.toMatch(/min|sec/);
  });

  it('compares a figure with the period before', () => {
    expect(trendOf(150, 100)).toEqual({ direction: 'up', share: 0.5 });
    expect(trendOf(75, 100)).toEqual({ direction: 'down', share: 0.25 });
    expect(trendOf(5, 5)).toEqual({ direction: 'same' });
    expect(trendOf(5, 0)).toEqual({ direction: 'new' });
  });
});
