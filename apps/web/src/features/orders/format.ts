/** Spec §2/§9: an order total is a dollar sign and two decimals. */
export const formatOrderTotal = (amount: number | string | null | undefined) => {
  const value = Number(amount ?? 0);
  return `$${(Number.isFinite(value) ? value : 0).toFixed(2)}`;
};

/** Spec §2: the created date in the reader's local format. */
export const formatOrderDate = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};

/** A moment of an order's history: day and time. */
export const formatOrderMoment = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** The badge text key of a payment status (spec §2): 'Unknown' when the order has none. */
export const paymentLabelKey = (status: string | null | undefined) => (status ? `paymentStatuses.${status}` : 'paymentStatuses.unknown');

/** Spec §2: green when paid, yellow otherwise. */
export const paymentTone = (status: string | null | undefined): 'paid' | 'other' => (status === 'paid' ? 'paid' : 'other');

/** What a buyer needs to know of their order, in one word: its status and its payment status read together. */
export type BuyerState = 'awaiting_payment' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/**
 * The one state "My Orders" shows a buyer (an admin's list shows both columns, spec §2): a refund or a
 * cancellation first, then a failure of the order or its payment, then paid (the books are in the library),
 * else it awaits its payment.
 */
export function buyerState({ status, payment_status }: { status: string; payment_status: string | null | undefined }): BuyerState {
  if (status === 'refunded' || status === 'cancelled') return status;
  if (status === 'failed' || payment_status === 'failed') return 'failed';
  return payment_status === 'paid' ? 'paid' : 'awaiting_payment';
}
