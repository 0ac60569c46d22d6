/**
 * Orders and payments (spec §3 Order, §4 order and payment statuses, §7 order calls).
 * The table's dropdown offers ORDER_STATUSES; the filter offers ORDER_FILTER_STATUSES, where 'completed'
 * is filter-only (spec §4). Both are stored in one database enum, ORDER_STORED_STATUSES.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_FILTER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const ORDER_STORED_STATUSES = [...ORDER_STATUSES, 'completed'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** Spec §9: the orders list starts on page 1 with 20 rows. */
export const ORDERS_DEFAULT_PAGE_SIZE = 20;
