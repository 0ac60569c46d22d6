import { describe, expect, it } from 'vitest';
import { buyerState, formatOrderDate, formatOrderTotal, paymentLabelKey, paymentTone } from './format';

describe('order display (spec §2, §9)', () => {
  it('shows totals with a dollar sign and two decimals, whatever the wire gives', () => {
    expect(formatOrderTotal(12)).toBe('$12.00');
    expect(formatOrderTotal(9.5)).toBe('$9.50');
    expect(formatOrderTotal('1234.567')).toBe('$1234.57');
    expect(formatOrderTotal(null)).toBe('$0.00');
    expect(formatOrderTotal('abc')).toBe('$0.00');
  });

  it('shows the date in the local format', () => {
    expect(formatOrderDate('2026-03-01T10:00:00Z', 'en')).toBe('Mar 1, 2026');
    expect(formatOrderDate('not a date', 'en')).toBe('');
  });

  it('says Unknown for a missing payment status, green only when paid', () => {
    expect(paymentLabelKey('paid')).toBe('paymentStatuses.paid');
    expect(paymentLabelKey('')).toBe('paymentStatuses.unknown');
    expect(paymentLabelKey(null)).toBe('paymentStatuses.unknown');
    expect(paymentTone('paid')).toBe('paid');
    expect(['pending', 'failed', null].map(paymentTone)).toEqual(['other', 'other', 'other']);
  });

  it("reads a buyer's order as one state", () => {
    const state = (status: string, payment_status: string | null) => buyerState({ status, payment_status });
    expect(state('pending', 'pending')).toBe('awaiting_payment');
    expect(state('processing', null)).toBe('awaiting_payment');
    expect(state('delivered', 'paid')).toBe('paid');
    expect(state('shipped', 'paid')).toBe('paid');
    expect(state('failed', 'pending')).toBe('failed');
    expect(state('pending', 'failed')).toBe('failed');
    expect(state('cancelled', 'pending')).toBe('cancelled');
    expect(state('cancelled', 'failed')).toBe('cancelled');
    expect(state('refunded', 'paid')).toBe('refunded');
  });
});
