import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { QuoteItemSchema } from './checkout.ts';

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
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

/** POST /api/admin/orders/{id}/payment: an admin records a manual payment (bank transfer, cash) or its failure. */
export const OrderPaymentUpdateSchema = z.object({
  payment_status: z.enum(['paid', 'failed'], { error: MESSAGES.invalidChoice }),
  note: z.string().trim().max(500, MESSAGES.tooLong).nullish().transform((v) => (v ? v : null)),
});
export type OrderPaymentUpdate = z.infer<typeof OrderPaymentUpdateSchema>;
/** What a client sends: the note may be left out. */
export type OrderPaymentUpdateInput = z.input<typeof OrderPaymentUpdateSchema>;

/**
 * What the signed-in user may do with an order (architecture.md §9.3), from the orders policy's rule table: the
 * UI shows an action only when its ability is true, and the server refuses the same action otherwise.
 */
export const OrderAbilitiesSchema = z.object({
  view: z.boolean(),
  update_status: z.boolean(),
  /** Admins, for a manual payment that is not paid yet (Stripe reports its own payments). */
  mark_payment: z.boolean(),
  /** The buyer, while the order awaits its payment: a book is bought once, so a stale order must be let go. */
  cancel: z.boolean(),
});
export type OrderAbilities = z.infer<typeof OrderAbilitiesSchema>;
export type OrderAction = keyof OrderAbilities;

/**
 * Which orders the orders list holds for a user (architecture.md §4), widest first: every order; the orders holding
 * one of their own books and their own purchases; or their own purchases only (the screen is then 'My Orders').
 */
export const ORDER_SCOPES = ['all', 'sold_and_own', 'own'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/** A row of the orders list (spec §3 Order, as listed), with what the user may do with it. */
export const OrderListItemSchema = z.object({
  id: z.string(),
  tracking_number: z.string(),
  user: z.object({ name: z.string() }),
  total_amount: z.number(),
  total_quantity: z.number(),
  status: z.enum(ORDER_STORED_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.iso.datetime(),
  abilities: OrderAbilitiesSchema,
  /**
   * Which lines the items and amounts cover: 'own_books' when a publisher or author looks at someone else's
   * order, who sees the lines of their own books only (the rest of the basket is the buyer's business).
   */
  lines: z.enum(['all', 'own_books']),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/** A line of an order: the quote's line as sold; `ebook_id` is null once the book is deleted (title and prices stay). */
export const OrderItemSchema = QuoteItemSchema.extend({
  id: z.string(),
  ebook_id: z.string().nullable(),
  /**
   * The batch of codes of this line's copies (several copies, once paid: decision 029), for whom may open it (the
   * buyer, an admin); null otherwise.
   */
  codes_batch_id: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const ORDER_EVENT_KINDS = ['status', 'payment'] as const;

/** One line of the order's history: a status change or a payment event. */
export const OrderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from_value: z.string().nullable(),
  to_value: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Who made the change; null for the customer's checkout and for the payment provider. */
  actor_name: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderDetailsSchema = OrderListItemSchema.extend({
  /** The email is shown to admins and to the customer only; publishers and authors see the name. */
  customer: z.object({ name: z.string(), email: z.string().nullable() }),
  items: z.array(OrderItemSchema),
  subtotal_amount: z.number(),
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  currency: z.string(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  paid_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  events: z.array(OrderEventSchema),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

/** The answers of the order routes: GET /api/admin/orders and /api/me/orders, GET …/{id}, and the two changes. */
export const OrderListResponseSchema = pageOf(OrderListItemSchema);
export const OrderDetailsResponseSchema = dataOf(OrderDetailsSchema);
export const OrderWrittenResponseSchema = writtenOf(OrderDetailsSchema);
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponseSchema>;
