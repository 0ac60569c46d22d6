import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { OrderAbilities, OrderAction, OrderScope } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, orderItems, orders } from '../../db/schema.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/** What the rules read of an order. */
type OrderSubject = Pick<typeof orders.$inferSelect, 'userId' | 'status' | 'paymentProvider' | 'paymentStatus'>;

export const PAYMENT_ALREADY_PAID = 'This order is already paid; its payment can no longer be changed.';
export const PAYMENT_BY_PROVIDER = 'Stripe reports the payment of this order itself; only manual payments are recorded by hand.';

/** Stripe settles its own payments; a paid order stays paid (undoing a sale is a refund, an order status). */
const manualAndUnpaid = (order: OrderSubject) =>
  order.paymentProvider !== 'manual' ? PAYMENT_BY_PROVIDER : order.paymentStatus === 'paid' ? PAYMENT_ALREADY_PAID : null;

export const ORDER_NOT_OPEN = 'Only an order that awaits its payment can be cancelled.';
/** An order is let go by its buyer only while nothing was paid and nobody moved it past processing. */
const awaitingPayment = (order: OrderSubject) =>
  order.paymentStatus === 'paid' ? PAYMENT_ALREADY_PAID : ['pending', 'processing'].includes(order.status) ? null : ORDER_NOT_OPEN;

/** The route looks among the actor's own orders for the buyer's acts: an order of someone else is 404 there. */
const buyer = (actor: Actor, order: OrderSubject) => order.userId === actor.id;

/**
 * Who may do what with an order (architecture.md §4), in the shape of lib/policy.ts. Which orders a role sees is
 * `orderScope` (a WHERE clause, as lists need one): an order outside it is a 404.
 */
const policy: Policy<OrderAction, OrderSubject> = definePolicy<OrderAction, OrderSubject>({
  view: { roles: 'all' },
  // Spec §4: any status, directly.
  update_status: { roles: ['admin'] },
  mark_payment: { roles: ['admin'], state: manualAndUnpaid },
  cancel: { roles: 'all', relation: buyer, state: awaitingPayment },
}, { notFound: 'Order not found.' });

export const { mayEver, refuseRolesThatNever } = policy;
export const authorize: typeof policy.authorize = policy.authorize;
/** What `actor` may do with `order` (one within its scope), one flag per action of the rule table. */
export const abilities = (actor: Actor, order: OrderSubject): OrderAbilities => policy.abilities(actor, order);

/**
 * Which orders `actor` may see (also the app-level ability `orders.scope`, which names the list 'My Orders'
 * for 'own'): admins all; publishers and authors the orders that hold one of their own books and their own
 * purchases; users their own purchases.
 */
export function orderScopeOf(actor: Actor): OrderScope {
  if (actor.role === 'admin') return 'all';
  if (actor.role === 'user' || actor.role === 'student') return 'own';
  return 'sold_and_own';
}

/**
 * The orders `actor` may see (`orderScopeOf`), as a WHERE clause (undefined: every order). A book is the
 * actor's own when they created it or it is filed under their publisher.
 */
export function orderScope(db: Db, actor: Actor): SQL | undefined {
  const scope = orderScopeOf(actor);
  if (scope === 'all') return undefined;
  const own = ownOrders(actor);
  if (scope === 'own') return own;
  const holdsOwnBook = db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(ebooks, eq(ebooks.id, orderItems.ebookId))
    .where(and(eq(orderItems.orderId, orders.id), ownsBook(actor)));
  return or(own, exists(holdsOwnBook));
}

/** An e-book (in a query joined to `ebooks`) is the actor's own: they created it, or it is filed under their publisher. */
export const ownsBook = (actor: Actor): SQL =>
  (actor.publisherId !== null ? or(eq(ebooks.createdBy, actor.id), eq(ebooks.publisherId, actor.publisherId)) : eq(ebooks.createdBy, actor.id))!;

/** Someone else's order seen by a publisher or author for the sale of their books: they see those lines only. */
export const seesOwnLinesOnly = (actor: Actor, order: Pick<OrderSubject, 'userId'>) => orderScopeOf(actor) === 'sold_and_own' && order.userId !== actor.id;

/** The actor's own purchases, whatever the role ("My orders"). */
export const ownOrders = (actor: Actor) => eq(orders.userId, actor.id);

/** A customer's email is for admins and for the customer; a publisher sees who bought, not how to reach them. */
export const maySeeEmail = (actor: Actor, order: OrderSubject) => actor.role === 'admin' || order.userId === actor.id;
