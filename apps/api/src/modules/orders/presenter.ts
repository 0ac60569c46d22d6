import type { OrderAbilities, OrderDetails, OrderEvent, OrderItem, OrderListItem } from '@folio/shared';
import type { orderEvents, orderItems, orders } from '../../db/schema.ts';

/**
 * What leaves the API of an order, field by field, in the shapes of @folio/shared's order schemas (the
 * routes' response schemas check every answer against them).
 */
export type OrderRow = typeof orders.$inferSelect;
/** What a row of the orders list shows and its rules read (policy.ts): a list's page reads no other column. */
export type OrderListRow = Pick<OrderRow, 'id' | 'trackingNumber' | 'userId' | 'customerName' | 'status' | 'paymentStatus' | 'paymentProvider' | 'totalAmount' | 'totalQuantity' | 'createdAt'>;
/** A line of an order with its book's cover, as the details list it. */
export type OrderItemRow = typeof orderItems.$inferSelect & { coverImage: string | null; codesBatchId: string | null };
/** An event of an order's history with the name of who made it. */
export type OrderEventRow = typeof orderEvents.$inferSelect & { actorName: string | null };

/** The amounts of some of an order's lines (a seller's own books): what their share of the order comes to. */
export interface LineTotals {
  subtotal: number;
  discount: number;
  total: number;
  quantity: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The amounts of `items`, added up to the cent. */
export const totalsOf = (items: Pick<OrderItemRow, 'unitPrice' | 'discountAmount' | 'lineTotal' | 'quantity'>[]): LineTotals => ({
  subtotal: cents(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0)),
  discount: cents(items.reduce((sum, i) => sum + i.discountAmount, 0)),
  total: cents(items.reduce((sum, i) => sum + i.lineTotal, 0)),
  quantity: items.reduce((sum, i) => sum + i.quantity, 0),
});

/**
 * A row of the orders list: the fields of spec §3 Order, and what the user may do with it. With `share`, the
 * total and quantity are those of the seller's own lines.
 */
export const presentOrderListItem = (o: OrderListRow, abilities: OrderAbilities, share?: LineTotals): OrderListItem => ({
  id: o.id,
  tracking_number: o.trackingNumber,
  user: { name: o.customerName },
  total_amount: share ? share.total : o.totalAmount,
  total_quantity: share ? share.quantity : o.totalQuantity,
  status: o.status,
  payment_status: o.paymentStatus,
  created_at: o.createdAt.toISOString(),
  abilities,
  lines: share ? 'own_books' : 'all',
});

const presentItem = (i: OrderItemRow, showCodes: boolean): OrderItem => ({
  id: i.id,
  ebook_id: i.ebookId,
  title: i.title,
  cover_image: i.coverImage,
  unit_price: i.unitPrice,
  discount_amount: i.discountAmount,
  quantity: i.quantity,
  line_total: i.lineTotal,
  codes_batch_id: showCodes ? i.codesBatchId : null,
});

const presentEvent = (e: OrderEventRow): OrderEvent => ({
  id: e.id,
  kind: e.kind,
  from_value: e.fromValue,
  to_value: e.toValue,
  note: e.note,
  created_at: e.createdAt.toISOString(),
  actor_name: e.actorName,
});

interface DetailsView {
  items: OrderItemRow[];
  events: OrderEventRow[];
  showEmail: boolean;
  /** Whether the lines name the batches of their copies' codes (the buyer's and admins' to open). */
  showCodes: boolean;
  abilities: OrderAbilities;
  /** Only these lines are shown (a seller's own books): the amounts are theirs. */
  ownLinesOnly: boolean;
}

/** The order details page: customer, items, amounts, coupon, status history and payment events. */
export const presentOrderDetails = (o: OrderRow, view: DetailsView): OrderDetails => {
  const share = view.ownLinesOnly ? totalsOf(view.items) : undefined;
  return {
    ...presentOrderListItem(o, view.abilities, share),
    customer: { name: o.customerName, email: view.showEmail ? o.customerEmail : null },
    items: view.items.map((i) => presentItem(i, view.showCodes)),
    subtotal_amount: share ? share.subtotal : o.subtotalAmount,
    discount_amount: share ? share.discount : o.discountAmount,
    coupon_code: o.couponCode,
    currency: o.currency,
    payment_provider: o.paymentProvider,
    paid_at: o.paidAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
    events: view.events.map(presentEvent),
  };
};
