import type { FastifyRequest } from 'fastify';
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { OrderAbilities, OrderAction, OrderScope, Role } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, orderItems, orders } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with an order (architecture.md §4): one rule table that both enforces (`authorize`) and reports
 * (`abilities`), so that the UI offers exactly what the server allows.
 */
/** What the rules read of an order. */
type OrderSubject = Pick<typeof orders.$inferSelect, 'userId' | 'status' | 'paymentProvider' | 'paymentStatus'>;

const ORDER_NOT_FOUND = 'Order not found.';
export const PAYMENT_ALREADY_PAID = 'This order is already paid; its payment can no longer be changed.';
export const PAYMENT_BY_PROVIDER = 'Stripe reports the payment of this order itself; only manual payments are recorded by hand.';

interface Rule {
  /** The roles that may ever take the action; any other gets 403, whichever the order. */
  roles: readonly Role[] | 'all';
  /** Only the order's buyer may take it (the route looks among the actor's own orders: others are 404). */
  buyerOnly?: true;
  /** Why the order's present state forbids the action (409), or null when it allows it. */
  refusal?: (order: OrderSubject) => string | null;
}

/** Stripe settles its own payments; a paid order stays paid (undoing a sale is a refund, an order status). */
const manualAndUnpaid = (order: OrderSubject) =>
  order.paymentProvider !== 'manual' ? PAYMENT_BY_PROVIDER : order.paymentStatus === 'paid' ? PAYMENT_ALREADY_PAID : null;

export const ORDER_NOT_OPEN = 'Only an order that awaits its payment can be cancelled.';
/** An order is let go by its buyer only while nothing was paid and nobody moved it past processing. */
const awaitingPayment = (order: OrderSubject) =>
  order.paymentStatus === 'paid' ? PAYMENT_ALREADY_PAID : ['pending', 'processing'].includes(order.status) ? null : ORDER_NOT_OPEN;

const RULES: Record<OrderAction, Rule> = {
  // Which orders a role sees is `orderScope` (a WHERE clause, as lists need one): an order outside it is a 404.
  view: { roles: 'all' },
  // Spec §4: any status, directly.
  update_status: { roles: ['admin'] },
  mark_payment: { roles: ['admin'], refusal: manualAndUnpaid },
  cancel: { roles: 'all', buyerOnly: true, refusal: awaitingPayment },
};

/** Whether `actor`'s role may ever take `action`, on some order (also the app-level abilities of auth/abilities.ts). */
export const mayEver = (actor: Actor, action: OrderAction) => {
  const { roles } = RULES[action];
  return roles === 'all' || roles.includes(actor.role);
};

/**
 * Throws unless `actor` may take `action` on `order` (undefined: not found within the actor's scope): 403 for
 * a role that never may, before anything about the order is told; 404 for an order it cannot see; 409 when
 * the order's state forbids the action.
 */
export function authorize<O extends OrderSubject>(actor: Actor, action: OrderAction, order: O | undefined): asserts order is O {
  const rule = RULES[action];
  if (!mayEver(actor, action)) throw forbidden();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (rule.buyerOnly && order.userId !== actor.id) throw forbidden();
  const refusal = rule.refusal?.(order);
  if (refusal) throw conflict(refusal);
}

/**
 * onRequest hook after `authenticate`: a role the table never lets take `action` gets its 403 before the body
 * is read, as every guarded route answers (a malformed body from such a role is still a 403, not a 422).
 */
export const refuseRolesThatNever = (action: OrderAction) => async (request: FastifyRequest) => {
  if (!mayEver(request.user, action)) throw forbidden();
};

/** What `actor` may do with `order`, one flag per action of the rule table (the order is within the actor's scope). */
export function abilities(actor: Actor, order: OrderSubject): OrderAbilities {
  const may = (action: OrderAction) => mayEver(actor, action) && (!RULES[action].buyerOnly || order.userId === actor.id) && !RULES[action].refusal?.(order);
  return { view: may('view'), update_status: may('update_status'), mark_payment: may('mark_payment'), cancel: may('cancel') };
}

/**
 * Which orders `actor` may see (also the app-level ability `orders.scope`, which names the list 'My Orders'
 * for 'own'): admins all; publishers and authors the orders that hold one of their own books and their own
 * purchases; users their own purchases.
 */
export function orderScopeOf(actor: Actor): OrderScope {
  if (actor.role === 'admin') return 'all';
  if (actor.role === 'user') return 'own';
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
