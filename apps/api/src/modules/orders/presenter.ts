import type { OrderAbilities, OrderDetails, OrderEvent, OrderItem, OrderListItem } from '@folio/shared';
import type { orderEvents, orderItems, orders } from '../../db/schema.ts';

/**
 * What leaves the API of an order, field by field, in the shapes of @folio/shared's order schemas (the
 * routes' response schemas check every answer against them).
 */
export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect & { coverImage: string | null };
type OrderEventRow = typeof orderEvents.$inferSelect & { actorName: string | null };

/** A row of the orders list: the fields of spec §3 Order, and what the user may do with it. */
export const presentOrderListItem = (o: OrderRow, abilities: OrderAbilities): OrderListItem => ({
  id: o.id,
  tracking_number: o.trackingNumber,
  user: { name: o.customerName },
  total_amount: o.totalAmount,
  total_quantity: o.totalQuantity,
  status: o.status,
  payment_status: o.paymentStatus,
  created_at: o.createdAt.toISOString(),
  abilities,
});

const presentItem = (i: OrderItemRow): OrderItem => ({
  id: i.id,
  ebook_id: i.ebookId,
  title: i.title,
  cover_image: i.coverImage,
  unit_price: i.unitPrice,
  discount_amount: i.discountAmount,
  quantity: i.quantity,
  line_total: i.lineTotal,
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
  abilities: OrderAbilities;
}

/** The order details page: customer, items, amounts, coupon, status history and payment events. */
export const presentOrderDetails = (o: OrderRow, view: DetailsView): OrderDetails => ({
  ...presentOrderListItem(o, view.abilities),
  customer: { name: o.customerName, email: view.showEmail ? o.customerEmail : null },
  items: view.items.map(presentItem),
  subtotal_amount: o.subtotalAmount,
  discount_amount: o.discountAmount,
  coupon_code: o.couponCode,
  currency: o.currency,
  payment_provider: o.paymentProvider,
  paid_at: o.paidAt?.toISOString() ?? null,
  updated_at: o.updatedAt.toISOString(),
  events: view.events.map(presentEvent),
});
