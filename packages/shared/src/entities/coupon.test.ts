import { describe, expect, it } from 'vitest';
import { CouponFormSchema, couponValidity, type CouponForm } from './coupon.ts';

const valid: CouponForm = {
  code: 'welcome10',
  discount_type: 'percentage',
  discount_value: '10',
  applies_to: 'entire_order',
  item_id: '',
  minimum_order_amount: '0',
  maximum_discount: '20',
  usage_limit: '100',
  start_date: '2026-01-01',
  end_date: '2026-01-31',
  status: 'active',
};

/** The messages of a parse, by field. */
const errors = (input: Record<string, unknown>) => {
  const result = CouponFormSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
};
const messageOf = (field: string, patch: Record<string, unknown>) => errors({ ...valid, ...patch })[field];

describe('CouponFormSchema (spec §5 Coupon)', () => {
  it('accepts a complete coupon, upper-cases the code and reads numbers from text', () => {
    expect(CouponFormSchema.parse(valid)).toMatchObject({ code: 'WELCOME10', discount_value: 10, minimum_order_amount: 0, maximum_discount: 20, usage_limit: 100, item_id: null });
  });

  it('requires the code', () => {
    expect(messageOf('code', { code: '  ' })).toEqual(['Code is required']);
  });

  it('requires a valid discount type', () => {
    expect(messageOf('discount_type', { discount_type: undefined })).toEqual(['Discount type is required']);
    expect(messageOf('discount_type', { discount_type: 'free' })).toEqual(['Discount type is required']);
  });

  it('requires the discount value', () => {
    expect(messageOf('discount_value', { discount_value: '' })).toEqual(['Discount value is required']);
  });

  it('requires a valid applies-to', () => {
    expect(messageOf('applies_to', { applies_to: '' })).toEqual(['Applies to is required']);
    expect(messageOf('applies_to', { applies_to: 'shipping' })).toEqual(['Applies to is required']);
  });

  it('requires the item id for a specific-item coupon', () => {
    expect(messageOf('item_id', { applies_to: 'specific_item', item_id: '' })).toEqual(['Item ID is required for item-specific coupons']);
  });

  it('asks for the item id even while other fields are wrong', () => {
    expect(errors({ applies_to: 'specific_item' }).item_id).toEqual(['Item ID is required for item-specific coupons']);
  });

  it('takes an e-book id (a UUID) as the item id', () => {
    expect(messageOf('item_id', { applies_to: 'specific_item', item_id: 'book-7' })).toEqual(['Not a valid e-book id']);
    expect(CouponFormSchema.parse({ ...valid, applies_to: 'specific_item', item_id: '6d3b8f0a-1c2e-4f5a-9b7c-0d1e2f3a4b5c' }).item_id).toBe('6d3b8f0a-1c2e-4f5a-9b7c-0d1e2f3a4b5c');
  });

  it('drops the item id of an order-wide coupon', () => {
    expect(CouponFormSchema.parse({ ...valid, item_id: 'anything' }).item_id).toBeNull();
  });

  it('requires the minimum order amount', () => {
    expect(messageOf('minimum_order_amount', { minimum_order_amount: '' })).toEqual(['Minimum order amount is required']);
  });

  it('requires the maximum discount', () => {
    expect(messageOf('maximum_discount', { maximum_discount: undefined })).toEqual(['Maximum discount is required']);
  });

  it('requires the usage limit', () => {
    expect(messageOf('usage_limit', { usage_limit: null })).toEqual(['Usage limit is required']);
  });

  it.each(['discount_value', 'minimum_order_amount', 'maximum_discount', 'usage_limit'])('requires %s to be 0 or more (spec §9)', (field) => {
    expect(messageOf(field, { [field]: '-1' })).toEqual(['Must be 0 or more']);
    expect(messageOf(field, { [field]: '0' })).toBeUndefined();
  });

  it('refuses text that is not a number', () => {
    expect(messageOf('discount_value', { discount_value: 'ten' })).toEqual(['Must be a number']);
  });

  it('refuses a percentage over 100 but not a fixed amount', () => {
    expect(messageOf('discount_value', { discount_value: '100.5' })).toEqual(['A percentage cannot be more than 100']);
    expect(messageOf('discount_value', { discount_type: 'fixed', discount_value: '150' })).toBeUndefined();
  });

  it('requires the start date', () => {
    expect(messageOf('start_date', { start_date: '' })).toEqual(['Start date is required']);
  });

  it('requires the end date', () => {
    expect(messageOf('end_date', { end_date: '' })).toEqual(['End date is required']);
  });

  it('requires the end date to be after the start date, even while other fields are wrong', () => {
    expect(messageOf('end_date', { end_date: '2025-12-31' })).toEqual(['End date must be after start date']);
    expect(messageOf('end_date', { end_date: '2026-01-01' })).toEqual(['End date must be after start date']);
    expect(errors({ start_date: '2026-02-01', end_date: '2026-01-01' }).end_date).toEqual(['End date must be after start date']);
  });

  it('requires a valid status', () => {
    expect(messageOf('status', { status: 'paused' })).toEqual(['Status is required']);
  });
});

describe('couponValidity', () => {
  const coupon = { start_date: '2026-01-01T00:00:00.000Z', end_date: '2026-01-31T23:59:59.999Z' };

  it('is scheduled before the start date', () => {
    expect(couponValidity(coupon, new Date('2025-12-31T23:59:59Z'))).toBe('scheduled');
  });

  it('is current from the start to the end, both included', () => {
    expect(couponValidity(coupon, new Date('2026-01-01T00:00:00Z'))).toBe('current');
    expect(couponValidity(coupon, new Date('2026-01-31T23:59:59.999Z'))).toBe('current');
  });

  it('is expired after the end date', () => {
    expect(couponValidity(coupon, new Date('2026-02-01T00:00:00Z'))).toBe('expired');
  });
});
