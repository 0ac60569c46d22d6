import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import type { QuoteItem } from './checkout.ts';

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

/**
 * What the filter-only 'completed' matches: orders whose books reached the buyer. 'delivered' is the table's
 * word for it; 'completed' itself is stored by no screen, but the enum allows it, so it is matched too.
 */
export const COMPLETED_FILTER_MATCHES = ['delivered', 'completed'] as const satisfies readonly OrderStoredStatus[];
export type OrderStoredStatus = (typeof ORDER_STORED_STATUSES)[number];
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];
/** Statuses that end an order without a sale: its coupon use is given back, and a paid one grants no access. */
export const ORDER_VOID_STATUSES = ['cancelled', 'failed', 'refunded'] as const satisfies readonly OrderStatus[];

/** A cleared dropdown may send an empty value: it means no filter. */
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/admin/orders (spec §7): page, per_page (default 20), search, status, payment_status. */
export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(ORDERS_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.preprocess(blankIsAbsent, z.enum(ORDER_FILTER_STATUSES, { error: MESSAGES.invalidChoice }).optional()),
  payment_status: z.preprocess(blankIsAbsent, z.enum(PAYMENT_STATUSES, { error: MESSAGES.invalidChoice }).optional()),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** POST /api/admin/orders/{id}/update-status: any table status, directly (spec §4: no transition rule). */
export const OrderStatusUpdateSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: MESSAGES.invalidChoice }) });

/** POST /api/admin/orders/{id}/payment: an admin records a manual payment (bank transfer, cash) or its failure. */
export const OrderPaymentUpdateSchema = z.object({
  payment_status: z.enum(['paid', 'failed'], { error: MESSAGES.invalidChoice }),
  note: z.string().trim().max(500, MESSAGES.tooLong).nullish().transform((v) => (v ? v : null)),
});

/** A row of the orders list (spec §3 Order, as listed). */
export interface OrderListItem {
  id: string;
  tracking_number: string;
  user: { name: string };
  total_amount: number;
  total_quantity: number;
  status: OrderStoredStatus;
  payment_status: PaymentStatus;
  created_at: string;
}

/** A line of an order: the quote's line as sold. */
export interface OrderItem extends Omit<QuoteItem, 'ebook_id'> {
  id: string;
  /** Null once the book is deleted; the title and prices stay as sold. */
  ebook_id: string | null;
}

/** One line of the order's history: a status change or a payment event. */
export interface OrderEvent {
  id: string;
  kind: 'status' | 'payment';
  from_value: string | null;
  to_value: string;
  note: string | null;
  created_at: string;
  /** Who made the change; null for the customer's checkout and for the payment provider. */
  actor_name: string | null;
}

export interface OrderDetails extends OrderListItem {
  /** The email is shown to admins and to the customer only; publishers and authors see the name. */
  customer: { name: string; email: string | null };
  items: OrderItem[];
  subtotal_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  currency: string;
  payment_provider: PaymentProvider;
  paid_at: string | null;
  updated_at: string;
  events: OrderEvent[];
  /** What the signed-in user may do with the order (DESIGN.md §9.3). */
  abilities: { update_status: boolean; mark_payment: boolean };
}
