import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_IDS, PLANS, type PaymentEventOutcome, type PlanId } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { planBillingEvents, planSubscriptions } from '../../db/schema.ts';
import { stripeClient } from '../payments/stripe.ts';
import type { Subscription } from './effective.ts';
import { addMonth, NO_INVOICE, saveSubscription, subscriptionOf, trialEndedBy } from './service.ts';

type StripeConfig = NonNullable<Config['stripe']>;
const PLAN_NAMES: Record<PlanId, string> = { basic: 'Folio Basic', professional: 'Folio Professional' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The monthly price of a plan, as Stripe's inline price of a subscription. */
const monthlyPrice = (plan: PlanId) => ({ currency: 'usd', unit_amount: PLANS[plan].usd * 100, recurring: { interval: 'month' as const } });

/**
 * Stripe Checkout for a plan: a session in subscription mode, the plan's monthly price inline, the account as
 * client_reference_id and in the metadata of the session and of the subscription it makes (the webhook finds the
 * account by either). `idempotencyKey` names the account's state, so that a repeated click gets the same session.
 */
export async function startCheckout(
  config: StripeConfig,
  sub: Subscription,
  user: { id: string; email: string | null },
  plan: PlanId,
  returnUrl: string,
): Promise<string> {
  const metadata = { user_id: user.id, plan };
  const session = await (await stripeClient(config)).checkout.sessions.create({
    mode: 'subscription',
    client_reference_id: user.id,
    ...(sub.stripeCustomerId ? { customer: sub.stripeCustomerId } : user.email ? { customer_email: user.email } : {}),
    metadata,
    subscription_data: { metadata },
    line_items: [{ quantity: 1, price_data: { ...monthlyPrice(plan), product_data: { name: PLAN_NAMES[plan] } } }],
    success_url: `${returnUrl}?checkout=success`,
    cancel_url: `${returnUrl}?checkout=cancelled`,
  }, { idempotencyKey: `folio-plan-${user.id}-${plan}-${sub.updatedAt.getTime()}` });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without its address');
  return session.url;
}

/** Stripe's customer portal for the account's customer: its card changed, its invoices seen; back to `returnUrl`. */
export async function billingPortal(config: StripeConfig, customerId: string, returnUrl: string): Promise<string> {
  const session = await (await stripeClient(config)).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}

/** Cancel at the period's end, or go on after all: Stripe's subscription says so, and its webhook confirms it. */
export async function setCancelAtPeriodEnd(config: StripeConfig, subscriptionId: string, cancel: boolean) {
  await (await stripeClient(config)).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
}

/** An admin's change of plan: the subscription's one item at the new plan's price, from the next renewal (no proration). */
export async function changeStripePlan(config: StripeConfig, subscriptionId: string, userId: string, plan: PlanId) {
  const stripe = await stripeClient(config);
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const item = current.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  await stripe.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, price_data: { ...monthlyPrice(plan), product } }],
    proration_behavior: 'none',
    metadata: { user_id: userId, plan },
  });
}

/** An admin's cancel of a Stripe subscription: it ends now. */
export async function cancelStripeSubscription(config: StripeConfig, subscriptionId: string) {
  await (await stripeClient(config)).subscriptions.cancel(subscriptionId);
}

/**
 * The subscription a new plan's checkout replaced ends at Stripe, after the event is recorded (the account pays for
 * one plan); a failure is logged for an admin to end it by hand in Stripe's dashboard, and never fails the webhook.
 */
export async function replaceSubscription(config: StripeConfig, subscriptionId: string, log: { error: (obj: object, msg: string) => void }) {
  await cancelStripeSubscription(config, subscriptionId).catch((error: unknown) => log.error({ err: error, subscriptionId }, 'the replaced Stripe subscription could not be cancelled'));
}

const PLAN_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted']);

/** Whether a Stripe event is about plans (the webhook, payments/routes.ts, gives these to `applyPlanEvent`). */
export const isPlanEvent = (event: Stripe.Event) =>
  PLAN_EVENTS.has(event.type) || (event.type === 'checkout.session.completed' && event.data.object.mode === 'subscription');

// Stripe's objects, read by the fields this module uses, in the shapes of both older and newer API versions.
type Loose = Record<string, unknown> & { metadata?: Record<string, string> | null };
const idOf = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null);
const planOf = (value: unknown): PlanId | null => ((PLAN_IDS as readonly unknown[]).includes(value) ? (value as PlanId) : null);
const fromUnix = (seconds: number | null) => (seconds ? new Date(seconds * 1000) : null);
const latest = (values: unknown[]) => {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length ? Math.max(...numbers) : null;
};

/** An invoice's subscription and account, and the end of the period it pays for (its lines' latest end). */
function readInvoice(invoice: Loose) {
  const details = (invoice.parent as { subscription_details?: Loose } | null | undefined)?.subscription_details;
  const lines = ((invoice.lines as { data?: Loose[] } | undefined)?.data ?? []);
  return {
    subscriptionId: idOf(details?.subscription) ?? idOf(invoice.subscription) ?? lines.map((line) => idOf(line.subscription)).find(Boolean) ?? null,
    userId: details?.metadata?.user_id ?? null,
    periodEnd: fromUnix(latest(lines.map((line) => (line.period as { end?: number } | undefined)?.end))),
  };
}

/** A subscription's id, account, plan, Stripe status, cancel flag and period end (on its items since 2025). */
function readSubscription(subscription: Loose) {
  const items = ((subscription.items as { data?: Loose[] } | undefined)?.data ?? []);
  return {
    subscriptionId: idOf(subscription.id),
    userId: subscription.metadata?.user_id ?? null,
    plan: planOf(subscription.metadata?.plan),
    stripeStatus: String(subscription.status ?? ''),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    periodEnd: fromUnix(latest([subscription.current_period_end, ...items.map((item) => item.current_period_end)])),
  };
}

/** The account's plan row an event names: by its subscription, else by the account it carries. */
async function rowFor(tx: Db, subscriptionId: string | null, userId: string | null): Promise<Subscription | null> {
  if (subscriptionId) {
    const [bySubscription] = await tx.select({ userId: planSubscriptions.userId }).from(planSubscriptions).where(eq(planSubscriptions.stripeSubscriptionId, subscriptionId)).limit(1);
    if (bySubscription) return subscriptionOf(tx, bySubscription.userId, { lock: true });
  }
  if (userId && UUID.test(userId)) {
    const [known] = await tx.select({ userId: planSubscriptions.userId }).from(planSubscriptions).where(eq(planSubscriptions.userId, userId)).limit(1);
    if (known) return subscriptionOf(tx, userId, { lock: true });
  }
  return null;
}

/** The later of two period ends: an event delivered late never moves the paid period back. */
const laterEnd = (current: Date | null, told: Date | null) => (told && (!current || told > current) ? told : current);

/**
 * Applies a verified Stripe Billing event to the account's plan, once: the event id is kept in the transaction that
 * applies it (a replay is a 'duplicate' and changes nothing). Out-of-order safe: a period end never moves back, a
 * failed payment for a period already paid is ignored, a subscription event older than the last one applied is
 * ignored, and events of a subscription the account no longer has (replaced by a new plan) change nothing.
 * `replaced` is told the subscription a completed checkout replaces, for the caller to cancel at Stripe.
 */
export async function applyPlanEvent(db: Db, event: Stripe.Event, replaced: (subscriptionId: string) => void = () => {}): Promise<PaymentEventOutcome> {
  let replacedId: string | null = null;
  const outcome = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    const [fresh] = await tx.insert(planBillingEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    const object = event.data.object as unknown as Loose;
    const now = new Date();
    const eventAt = new Date(event.created * 1000);

    if (event.type === 'checkout.session.completed') {
      const userId = object.metadata?.user_id ?? (typeof object.client_reference_id === 'string' ? object.client_reference_id : null);
      const sub = await rowFor(tx, null, userId);
      const subscriptionId = idOf(object.subscription);
      const plan = planOf(object.metadata?.plan);
      if (!sub || !subscriptionId || !plan) return 'missing';
      if (sub.stripeSubscriptionId === subscriptionId) return 'unchanged';
      replacedId = sub.stripeSubscriptionId;
      // The first invoice is paid with the session: a month from now until invoice.paid tells the exact end.
      await saveSubscription(tx, sub.userId, {
        plan, status: 'active', billing: 'stripe', stripeCustomerId: idOf(object.customer), stripeSubscriptionId: subscriptionId,
        currentPeriodEnd: laterEnd(sub.currentPeriodEnd, addMonth(now)), trialEndsAt: trialEndedBy(sub, now), cancelAtPeriodEnd: false, lapsedAt: null, ...NO_INVOICE,
      });
      return 'changed';
    }

    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const invoice = readInvoice(object);
      const sub = await rowFor(tx, invoice.subscriptionId, invoice.userId);
      if (!sub) return 'missing';
      if (sub.stripeSubscriptionId !== invoice.subscriptionId) return 'ignored';
      const newer = invoice.periodEnd !== null && (!sub.currentPeriodEnd || invoice.periodEnd > sub.currentPeriodEnd);
      if (event.type === 'invoice.paid') {
        // A payment of a period already recorded (a replay under another id, or one delivered late) changes nothing, unless it settles a failed one.
        if (!newer && sub.status !== 'past_due') return 'unchanged';
        await saveSubscription(tx, sub.userId, { status: 'active', currentPeriodEnd: laterEnd(sub.currentPeriodEnd, invoice.periodEnd), lapsedAt: null });
        return 'changed';
      }
      // A failure of a period already paid (its payment arrived first) changes nothing; nor does one after the end.
      if (!newer || sub.status === 'lapsed') return 'unchanged';
      await saveSubscription(tx, sub.userId, { status: 'past_due' });
      return 'changed';
    }

    const told = readSubscription(object);
    const sub = await rowFor(tx, told.subscriptionId, told.userId);
    if (!sub) return 'missing';
    if (sub.stripeSubscriptionId !== told.subscriptionId) return 'ignored';
    if (sub.stripeEventAt && eventAt < sub.stripeEventAt) return 'unchanged';
    if (event.type === 'customer.subscription.deleted') {
      await saveSubscription(tx, sub.userId, { status: 'lapsed', lapsedAt: now, cancelAtPeriodEnd: false, stripeEventAt: eventAt });
      return 'changed';
    }
    const status = told.stripeStatus === 'past_due' || told.stripeStatus === 'unpaid' ? 'past_due' : told.stripeStatus === 'canceled' || told.stripeStatus === 'incomplete_expired' ? 'lapsed' : sub.status;
    await saveSubscription(tx, sub.userId, {
      plan: told.plan ?? sub.plan,
      status,
      cancelAtPeriodEnd: told.cancelAtPeriodEnd,
      currentPeriodEnd: laterEnd(sub.currentPeriodEnd, told.periodEnd),
      ...(status === 'lapsed' && sub.status !== 'lapsed' && { lapsedAt: now }),
      stripeEventAt: eventAt,
    });
    return 'changed';
  });
  // Once the new subscription is recorded: the old one's deletion event then finds it replaced, and changes nothing.
  if (replacedId) replaced(replacedId);
  return outcome;
}
