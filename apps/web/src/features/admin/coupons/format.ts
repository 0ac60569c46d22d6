import type { Coupon } from '@folio/shared';

/** '10%' for a percentage coupon, '$5.00' for a fixed amount (prices are in US dollars), in the reader's locale. */
export function formatDiscount(coupon: Pick<Coupon, 'discount_type' | 'discount_value'>, locale: string): string {
  if (coupon.discount_type === 'percentage') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(coupon.discount_value / 100);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(coupon.discount_value);
}

/** A validity date as a calendar day: the dates are whole UTC days (the API stores them so), not local times. */
export const dayFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

/** The YYYY-MM-DD of a stored date, for a date input. */
export const dateInputValue = (iso: string) => iso.slice(0, 10);
