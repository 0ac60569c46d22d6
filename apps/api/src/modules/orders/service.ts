import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { COMPLETED_FILTER_MATCHES, type ListResponse, type OrderDetails, type OrderListItem, type OrderListQuery, type OrderStatus } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, orderEvents, orderItems, orders, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern, listPage } from '../../lib/listing.ts';
import { publisherIdOf } from '../ebooks/query.ts';
import { releaseCouponUse, RELEASING_STATUSES } from './coupon-use.ts';
import { abilitiesOn, maySeeEmail, orderScope, type Viewer } from './policy.ts';
import { presentOrderDetails, presentOrderListItem } from './presenter.ts';

export const ORDER_NOT_FOUND = 'Order not found.';

/** The filters of spec §2 'Orders': tracking number or customer name (trigram-indexed), status, payment status. */
function filters(q: OrderListQuery): (SQL | undefined)[] {
  const term = q.search?.trim();
  const search = term ? or(ilike(orders.trackingNumber, containsPattern(term)), ilike(orders.customerName, containsPattern(term))) : undefined;
  const status = q.status === 'completed' ? inArray(orders.status, [...COMPLETED_FILTER_MATCHES]) : q.status ? eq(orders.status, q.status) : undefined;
  return [search, status, q.payment_status ? eq(orders.paymentStatus, q.payment_status) : undefined];
}

/** GET /api/admin/orders: the orders the user may see, filtered, newest first. */
export async function listOrders(db: Db, user: Viewer, q: OrderListQuery): Promise<ListResponse<OrderListItem>> {
  const scope = orderScope(db, user, await publisherIdOf(db, user));
  return listPage(db, orders, and(scope, ...filters(q)), q, presentOrderListItem);
}

/** GET /api/me/orders: the caller's own purchases, whatever their role. */
export async function listOwnOrders(db: Db, userId: string, q: OrderListQuery): Promise<ListResponse<OrderListItem>> {
  return listPage(db, orders, and(eq(orders.userId, userId), ...filters(q)), q, presentOrderListItem);
}

/** One order with its items and history, when `where` (the caller's scope) lets the caller see it. */
export async function orderDetails(db: Db, user: Viewer, id: string, scope: SQL | undefined): Promise<OrderDetails> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, id), scope)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [items, events] = await Promise.all([
    db
      .select({ item: orderItems, coverImage: ebooks.coverImage })
      .from(orderItems)
      .leftJoin(ebooks, eq(ebooks.id, orderItems.ebookId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.title), asc(orderItems.id)),
    db
      .select({ event: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return presentOrderDetails(order, {
    items: items.map((r) => ({ ...r.item, coverImage: r.coverImage })),
    events: events.map((r) => ({ ...r.event, actorName: r.actorName })),
    showEmail: maySeeEmail(user, order),
    abilities: abilitiesOn(user),
  });
}

/** GET /api/admin/orders/{id}: within the caller's scope (404 outside it, so that ids reveal nothing). */
export async function scopedOrderDetails(db: Db, user: Viewer, id: string) {
  return orderDetails(db, user, id, orderScope(db, user, await publisherIdOf(db, user)));
}

/**
 * POST /api/admin/orders/{id}/update-status (admins): any status directly (spec §4). A change is recorded
 * in the order's history; choosing the current status changes and records nothing.
 */
export async function updateOrderStatus(db: Db, admin: Viewer, id: string, status: OrderStatus): Promise<OrderDetails> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status === status) return;
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, kind: 'status', fromValue: order.status, toValue: status, actorId: admin.id });
    if (RELEASING_STATUSES.includes(status)) await releaseCouponUse(tx as unknown as Db, id, order.couponId);
  });
  return orderDetails(db, admin, id, undefined);
}
