import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, timestamps, trigram } from './schema-columns.ts';
import { orderStatusEnum, paymentProviderEnum, paymentStatusEnum } from './schema-enums.ts';
import { coupons, ebooks, users } from './schema-core.ts';

/** Orders and readers' annotations. */
/** An order (spec §3 Order): amounts are computed by the server at checkout and frozen here. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Human-friendly and unique, e.g. FOL-7K3M-9QXA; customers quote it.
    trackingNumber: text('tracking_number').notNull(),
    // Orders are kept as invoices even when the customer's account goes (architecture.md §11).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    paymentProvider: paymentProviderEnum('payment_provider').notNull().default('manual'),
    // The provider's reference, e.g. the Stripe Checkout Session id.
    paymentReference: text('payment_reference'),
    currency: text('currency').notNull().default('USD'),
    subtotalAmount: money('subtotal_amount'),
    discountAmount: money('discount_amount'),
    totalAmount: money('total_amount'),
    totalQuantity: integer('total_quantity').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The client's key for one checkout: a repeated submit answers the first order instead of placing another.
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_tracking_number_unique').on(t.trackingNumber),
    trigram('orders_tracking_number_trgm', t.trackingNumber),
    trigram('orders_customer_name_trgm', t.customerName),
    // The list's order (newest first, the id breaking ties) in full, after the filter's column: a page's ids are
    // read from the index alone, however deep the page (modules/orders/service.ts).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_payment_reference_unique').on(t.paymentReference),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * How many orders were placed in each week (UTC, from Monday), by status and payment status, kept exact by
 * triggers on `orders` (migration 0007_order_list_at_scale: every insert, delete, truncate and change of
 * these columns, counted at commit). An admin's orders list, unsearched, adds these up for its total and
 * finds in them the week where its page starts, so that no page steps over more than one week of orders.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    week: timestamp('week', { withTimezone: true }).notNull(),
    status: orderStatusEnum('status').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.status, t.paymentStatus] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').references(() => ebooks.id, { onDelete: 'set null' }),
    // The title and prices as sold, so that the invoice never changes when the book does.
    title: text('title').notNull(),
    unitPrice: money('unit_price'),
    discountAmount: money('discount_amount'),
    quantity: integer('quantity').notNull().default(1),
    lineTotal: money('line_total'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_ebook_idx').on(t.ebookId, t.orderId)],
);

/** The order's history: status changes and payment events; a provider event id is stored once (idempotent webhooks). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'payment'>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    note: text('note'),
    providerEventId: text('provider_event_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_events_provider_event_unique').on(t.providerEventId)],
);

/** A signed-in reader's note at a point of a page (own only). */
export const readerNotes = pgTable(
  'reader_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    x: numeric('x', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    y: numeric('y', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    text: text('text').notNull(),
    color: text('color'),
    ...timestamps,
  },
  (t) => [index('reader_notes_owner_idx').on(t.userId, t.ebookId, t.createdAt)],
);

/** One drawn shape per row, keyed by the client's shape id; a deleted shape stays as a tombstone so that merges keep the deletion. */
export const readerShapes = pgTable(
  'reader_shapes',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ebookId, t.pageId, t.id] }), index('reader_shapes_book_idx').on(t.userId, t.ebookId)],
);
