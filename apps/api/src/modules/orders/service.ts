import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { SERVER_MESSAGES, type OrderDetails, type OrderListQuery, type OrderListResponse, type OrderPaymentUpdate, type OrderStatus } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { accessCodeBatches, ebooks, orderEvents, orderItems, orders, users } from '../../db/schema.ts';
import { containsPattern, listPage, readDeepPage } from '../../lib/listing.ts';
import { everyOrderReader, statusFilters } from './every-order-page.ts';
import { TRACKING_PATTERN } from '../checkout/tracking.ts';
import { recordPayment } from '../payments/ledger.ts';
import { settleOrderCopies } from '../access-codes/order-copies.ts';
import { accessCodePolicy } from '../access-codes/policy.ts';
import { releaseCouponUse, RELEASING_STATUSES } from './coupon-use.ts';
import type { Actor } from '../../plugins/auth.ts';
import { abilities, authorize, maySeeEmail, orderScope, ownOrders, ownsBook, seesOwnLinesOnly } from './policy.ts';
import { presentOrderDetails, presentOrderListItem, totalsOf, type LineTotals, type OrderEventRow, type OrderItemRow, type OrderRow } from './presenter.ts';

/** Where orders are looked for: the dashboard's orders (the actor's scope, policy), or the actor's own purchases. */
type OrderArea = 'dashboard' | 'mine';

const scopeIn = (db: Db, actor: Actor, area: OrderArea): SQL | undefined => (area === 'mine' ? ownOrders(actor) : orderScope(db, actor));

/**
 * A term a tracking number contains, any case. Every tracking number has TRACKING_PATTERN's shape
 * (newTrackingNumber writes them all), so a term of that whole shape can only be one of them: it is looked up
 * in the unique index, which spares the planner its estimate of a trigram pattern and the scan its trigrams
 * (the embedded database's count of such a search: 3.1 ms through the trigrams, 1.6 ms so).
 */
function trackingNumberContains(term: string): SQL {
  const whole = term.toUpperCase();
  return TRACKING_PATTERN.test(whole) ? eq(orders.trackingNumber, whole) : ilike(orders.trackingNumber, containsPattern(term));
}

/** The filters of spec §2 'Orders': tracking number or customer name (trigram-indexed), status, payment status. */
function filters(q: OrderListQuery): (SQL | undefined)[] {
  const term = q.search?.trim();
  const search = term ? or(trackingNumberContains(term), ilike(orders.customerName, containsPattern(term))) : undefined;
  return [search, statusFilters(q, orders)];
}

/** GET /api/admin/orders and /api/me/orders: the orders of the area the actor may see, filtered, newest first. */
export async function listOrders(db: Db, actor: Actor, area: OrderArea, q: OrderListQuery): Promise<OrderListResponse> {
  const scope = scopeIn(db, actor, area);
  // Every order, unsearched: counted per week (every-order-page.ts). Searches and narrower scopes count their
  // orders, through their indexes.
  const page =
    scope || q.search?.trim() ? await listPage(db, orders, and(scope, ...filters(q)), q, (row) => row) : await readDeepPage(q, everyOrderReader(db, q), (row) => row);
  const shares = await ownLineTotals(db, actor, page.data.filter((row) => seesOwnLinesOnly(actor, row)).map((row) => row.id));
  return { ...page, data: page.data.map((row) => presentOrderListItem(row, abilities(actor, row), shares.get(row.id))) };
}

/** What the lines of the actor's own books come to, per order (a seller's share of orders bought by others). */
async function ownLineTotals(db: Db, actor: Actor, orderIds: string[]): Promise<Map<string, LineTotals>> {
  if (orderIds.length === 0) return new Map();
  const lines = await db
    .select({ orderId: orderItems.orderId, unitPrice: orderItems.unitPrice, discountAmount: orderItems.discountAmount, lineTotal: orderItems.lineTotal, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(ebooks, eq(ebooks.id, orderItems.ebookId))
    .where(and(inArray(orderItems.orderId, orderIds), ownsBook(actor)));
  return new Map(orderIds.map((id) => [id, totalsOf(lines.filter((line) => line.orderId === id))]));
}

/** The order, locked for the rest of the transaction when asked (for a change), if `scope` holds it. */
async function findOrder(db: Db, id: string, scope: SQL | undefined, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(and(eq(orders.id, id), scope)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

/** An order's lines with their books' covers, by title as its details list them; `where` narrows them (a seller's own books). */
export async function orderLines(db: Db, orderId: string, where?: SQL): Promise<OrderItemRow[]> {
  const rows = await db
    .select({ item: orderItems, coverImage: ebooks.coverImage, codesBatchId: accessCodeBatches.id })
    .from(orderItems)
    .leftJoin(ebooks, eq(ebooks.id, orderItems.ebookId))
    .leftJoin(accessCodeBatches, eq(accessCodeBatches.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), where))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  return rows.map((r) => ({ ...r.item, coverImage: r.coverImage, codesBatchId: r.codesBatchId }));
}

/** An order's history, oldest first, with who made each change. */
export async function orderHistory(db: Db, orderId: string): Promise<OrderEventRow[]> {
  const rows = await db
    .select({ event: orderEvents, actorName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({ ...r.event, actorName: r.actorName }));
}

/** The order's details as `actor` sees them, from what was read of it: its row, the lines the actor sees, its history. */
export const detailsFor = (actor: Actor, order: OrderRow, lines: OrderItemRow[], history: OrderEventRow[]): OrderDetails =>
  presentOrderDetails(order, {
    items: lines,
    events: history,
    showEmail: maySeeEmail(actor, order),
    // The batch of a line's copies is its buyer's (and admins'): a seller looking at the order is not shown it.
    showCodes: accessCodePolicy.may(actor, 'view', { createdBy: order.userId }),
    abilities: abilities(actor, order),
    ownLinesOnly: seesOwnLinesOnly(actor, order),
  });

/** GET /api/admin/orders/{id} and /api/me/orders/{id}: 404 outside the area the actor sees, so that ids reveal nothing. */
export async function readOrder(db: Db, actor: Actor, area: OrderArea, id: string): Promise<OrderDetails> {
  const order = await findOrder(db, id, scopeIn(db, actor, area));
  authorize(actor, 'view', order);
  // A seller looking at someone else's order sees the lines of their own books only.
  const [lines, history] = await Promise.all([orderLines(db, order.id, seesOwnLinesOnly(actor, order) ? ownsBook(actor) : undefined), orderHistory(db, order.id)]);
  return detailsFor(actor, order, lines, history);
}

/**
 * POST /api/admin/orders/{id}/update-status: any status directly (spec §4). A change is recorded in the
 * order's history; choosing the current status changes and records nothing.
 */
export async function updateOrderStatus(db: Db, actor: Actor, id: string, status: OrderStatus): Promise<OrderDetails> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const order = await findOrder(t, id, scopeIn(t, actor, 'dashboard'), true);
    authorize(actor, 'update_status', order);
    if (order.status === status) return;
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, kind: 'status', fromValue: order.status, toValue: status, actorId: actor.id });
    if (RELEASING_STATUSES.includes(status)) await releaseCouponUse(t, id, order.couponId);
    // A refund or a cancellation revokes the unused codes of the copies bought; a paid order put back makes them.
    await settleOrderCopies(t, id);
  });
  return readOrder(db, actor, 'dashboard', id);
}

const CANCELLED_BY_BUYER = SERVER_MESSAGES.cancelledByBuyer;

/**
 * POST /api/me/orders/{id}/cancel: the buyer lets go of an order that awaits its payment (a book is bought
 * once, so an abandoned order would otherwise keep its books out of a new cart). Its coupon use is given back.
 */
export async function cancelOwnOrder(db: Db, actor: Actor, id: string): Promise<OrderDetails> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const order = await findOrder(t, id, scopeIn(t, actor, 'mine'), true);
    authorize(actor, 'cancel', order);
    await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, kind: 'status', fromValue: order.status, toValue: 'cancelled', note: CANCELLED_BY_BUYER, actorId: actor.id });
    await releaseCouponUse(t, id, order.couponId);
  });
  return readOrder(db, actor, 'mine', id);
}

/**
 * POST /api/admin/orders/{id}/payment: an admin records the outcome of a manual payment. The order stays
 * locked from the check to the write, so that a payment confirmed meanwhile is never overwritten.
 */
export async function recordManualPayment(db: Db, actor: Actor, id: string, change: OrderPaymentUpdate): Promise<OrderDetails> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    authorize(actor, 'mark_payment', await findOrder(t, id, scopeIn(t, actor, 'dashboard'), true));
    await recordPayment(t, { orderId: id, to: change.payment_status, note: change.note, actorId: actor.id });
  });
  return readOrder(db, actor, 'dashboard', id);
}
