import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLAN_TRIAL_DAYS, serverText, type AdminPlanListQuery, type AdminPlanRow, type AdminPlanUpdate, type Plan, type PlanId } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { planSubscriptions, users } from '../../db/schema.ts';
import { coded, notFound } from '../../lib/http-error.ts';
import { readPage } from '../../lib/listing.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { coverage, statusNow, type Subscription } from './effective.ts';
import { presentPlan } from './presenter.ts';
import { addDays, invoiceFor, NO_INVOICE, paidMonth, plansApply, requirePlans, restingStatus, saveSubscription, subscriptionOf } from './service.ts';
import { billingPortal, cancelStripeSubscription, changeStripePlan, setCancelAtPeriodEnd, startCheckout } from './stripe-billing.ts';

type PlanConfig = Pick<Config, 'plans' | 'stripe' | 'manualPaymentInstructions' | 'storageQuotaBytes' | 'publicUrl'>;
type Written = { message: string; data: Plan };

/** A call to Stripe that failed (down, refused): the account is told to try again, and nothing changed here. */
async function atStripe<T>(call: () => Promise<T>, log: { error: (obj: object, msg: string) => void }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, 'a call to Stripe Billing failed');
    throw coded(502, 'planStripeUnavailable', {});
  }
}

interface Caller {
  user: SignedInUser;
  origin: string;
  log: { error: (obj: object, msg: string) => void };
}

/** One account's plan write: its row locked in a transaction, the answer read after. */
async function withPlan(db: Db, config: PlanConfig, userId: string, write: (tx: Db, sub: Subscription, now: Date) => Promise<string>): Promise<Written> {
  const { message, sub } = await db.transaction(async (tx) => {
    const sub = await subscriptionOf(tx, userId, { lock: true });
    const message = await write(tx, sub, new Date());
    return { message, sub: await subscriptionOf(tx, userId) };
  });
  return { message, data: await presentPlan(db, config, sub) };
}

/** POST /api/me/plan/trial: the free trial of Professional, once an account (it starts by itself the first time a plan is looked at). */
export async function startTrial(db: Db, config: PlanConfig, user: SignedInUser): Promise<Written> {
  requirePlans(config, user);
  const [existing] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, user.id));
  if (existing?.trialUsed) throw coded(409, 'planTrialUsed', {});
  return withPlan(db, config, user.id, async (tx, sub, now) => {
    // A row made without the trial (an account given a plan before it ever looked at one) takes it now.
    if (!sub.trialUsed) await saveSubscription(tx, user.id, { trialUsed: true, trialEndsAt: addDays(now, PLAN_TRIAL_DAYS), ...(sub.status === 'lapsed' && { status: 'trialing' as const, lapsedAt: null }) });
    return serverText('planTrialStarted', { days: PLAN_TRIAL_DAYS });
  });
}

/**
 * POST /api/me/plan/subscribe: with Stripe, a Checkout Session (the plan starts with its webhook); without, a
 * manual invoice, while the account keeps what it has (its trial, or its paid period) until an admin records it.
 */
export async function subscribe(db: Db, config: PlanConfig, caller: Caller, plan: PlanId): Promise<Written & { redirect_url: string | null }> {
  const { user } = caller;
  requirePlans(config, user);
  const now = new Date();
  const sub = await subscriptionOf(db, user.id);
  const paying = (sub.status === 'active' || sub.status === 'past_due') && coverage(sub, now) !== null;
  if (paying && sub.plan === plan && !sub.invoiceNumber) throw coded(409, 'planSame', {});
  // An invoice already open for this plan is the answer again: asking twice makes one invoice.
  if (sub.invoiceNumber && (sub.invoicePlan ?? sub.plan) === plan) {
    return { message: serverText('planInvoiced', { number: sub.invoiceNumber }), data: await presentPlan(db, config, sub), redirect_url: null };
  }
  if (config.stripe) {
    const stripe = config.stripe;
    const url = await atStripe(() => startCheckout(stripe, sub, user, plan, planPageOf(config, caller)), caller.log);
    return { message: serverText('planCheckoutStarted'), data: await presentPlan(db, config, sub), redirect_url: url };
  }
  const written = await withPlan(db, config, user.id, async (tx, current) => {
    const invoice = invoiceFor(plan, now);
    // A renewal of the plan in force stays active with its invoice; another plan waits for the payment.
    const renewal = current.plan === plan && current.status === 'active';
    await saveSubscription(tx, user.id, { ...invoice, billing: 'manual', ...(!renewal && { status: 'pending' as const }) });
    return serverText('planInvoiced', { number: invoice.invoiceNumber });
  });
  return { ...written, redirect_url: null };
}

/** The plan page's address, where Stripe's pages send the account back. */
const planPageOf = (config: PlanConfig, caller: Caller) => `${config.publicUrl ?? caller.origin}/admin/settings/plan`;

/**
 * POST /api/me/plan/portal: Stripe's customer portal, where a plan paid by card changes its card (a renewal that
 * failed is paid again there) and its invoices are read. A plan without a Stripe customer has no card: 409.
 */
export async function openBillingPortal(db: Db, config: PlanConfig, caller: Caller): Promise<{ data: { url: string } }> {
  requirePlans(config, caller.user);
  const sub = await subscriptionOf(db, caller.user.id);
  const { stripe } = config;
  if (!stripe || sub.billing !== 'stripe' || !sub.stripeCustomerId) throw coded(409, 'planNoCard', {});
  const customer = sub.stripeCustomerId;
  return { data: { url: await atStripe(() => billingPortal(stripe, customer, planPageOf(config, caller)), caller.log) } };
}

/**
 * POST /api/me/plan/cancel: the plan ends at the end of the period paid for (a trial at its end); a pending invoice
 * is withdrawn instead, the account back on what it had.
 */
export async function cancelPlan(db: Db, config: PlanConfig, caller: Caller): Promise<Written> {
  requirePlans(config, caller.user);
  return withPlan(db, config, caller.user.id, async (tx, sub, now) => {
    if (statusNow(sub, now) === 'lapsed' && !sub.invoiceNumber) throw coded(409, 'planNone', {});
    if (sub.status === 'pending') {
      await saveSubscription(tx, sub.userId, { status: restingStatus(sub, now), ...NO_INVOICE });
      return serverText('planCancelled');
    }
    if (sub.stripeSubscriptionId && config.stripe && !sub.cancelAtPeriodEnd) {
      const { stripe } = config;
      await atStripe(() => setCancelAtPeriodEnd(stripe, sub.stripeSubscriptionId!, true), caller.log);
    }
    await saveSubscription(tx, sub.userId, { cancelAtPeriodEnd: true, ...NO_INVOICE });
    return serverText('planCancelled');
  });
}

/** POST /api/me/plan/resume: a plan set to end goes on. */
export async function resumePlan(db: Db, config: PlanConfig, caller: Caller): Promise<Written> {
  requirePlans(config, caller.user);
  return withPlan(db, config, caller.user.id, async (tx, sub, now) => {
    if (statusNow(sub, now) === 'lapsed') throw coded(409, 'planNone', {});
    if (!sub.cancelAtPeriodEnd) throw coded(409, 'planNotCancelled', {});
    if (sub.stripeSubscriptionId && config.stripe) {
      const { stripe } = config;
      await atStripe(() => setCancelAtPeriodEnd(stripe, sub.stripeSubscriptionId!, false), caller.log);
    }
    await saveSubscription(tx, sub.userId, { cancelAtPeriodEnd: false });
    return serverText('planResumed');
  });
}

/** GET /api/admin/plans: every account's plan, newest first, by status (as the dates tell it) when asked. */
export async function listPlans(db: Db, query: AdminPlanListQuery) {
  // The stored status, except that a lapse the job has not recorded yet is found by the dates when presenting;
  // the filter reads the stored status, which the hourly job keeps in step.
  const where = query.status ? eq(planSubscriptions.status, query.status) : undefined;
  return readPage(
    query,
    {
      rows: (limit, offset) =>
        db
          .select({ sub: planSubscriptions, name: users.name, email: users.email, role: users.role })
          .from(planSubscriptions)
          .innerJoin(users, eq(users.id, planSubscriptions.userId))
          .where(where)
          .orderBy(desc(planSubscriptions.createdAt), desc(planSubscriptions.userId))
          .limit(limit)
          .offset(offset),
      count: () => db.$count(planSubscriptions, where),
    },
    (rows) => {
      const now = new Date();
      return rows.map(({ sub, name, email, role }): AdminPlanRow => ({
        user_id: sub.userId,
        name,
        email: email ?? '',
        role,
        plan: sub.status === 'pending' ? (sub.invoicePlan ?? sub.plan) : sub.plan,
        status: sub.status === 'pending' ? 'pending' : statusNow(sub, now),
        billing: sub.billing,
        current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
        trial_ends_at: sub.trialEndsAt?.toISOString() ?? null,
        invoice_number: sub.invoiceNumber,
      }));
    },
  );
}

/**
 * PATCH /api/admin/plans/{userId}: record a manual invoice's payment (active for a month from now, or from the end
 * of the period still running), end the plan now, or change it.
 */
export async function updatePlan(db: Db, config: PlanConfig, caller: Caller, userId: string, input: AdminPlanUpdate): Promise<Written> {
  const [account] = await db.select({ id: users.id, role: users.role }).from(users).where(and(eq(users.id, userId), inArray(users.role, ['author', 'publisher'])));
  if (!account || !plansApply(config, account)) throw notFound('Not found.');
  return withPlan(db, config, userId, async (tx, sub, now) => {
    switch (input.action) {
      case 'record_payment':
        if (!sub.invoiceNumber) throw coded(409, 'planNoInvoice', {});
        await saveSubscription(tx, userId, paidMonth(sub, sub.invoicePlan ?? sub.plan, now));
        return serverText('planPaymentRecorded');
      case 'cancel':
        if (statusNow(sub, now) === 'lapsed' && !sub.invoiceNumber) throw coded(409, 'planNone', {});
        if (sub.stripeSubscriptionId && config.stripe) {
          const { stripe } = config;
          await atStripe(() => cancelStripeSubscription(stripe, sub.stripeSubscriptionId!), caller.log);
        }
        await saveSubscription(tx, userId, { status: 'lapsed', lapsedAt: now, cancelAtPeriodEnd: false, trialEndsAt: sub.trialEndsAt && sub.trialEndsAt > now ? now : sub.trialEndsAt, ...NO_INVOICE });
        return serverText('planCancelled');
      case 'change': {
        // A plan changes within a period paid for; a trial or a lapsed account chooses one (subscribe) instead.
        if (!sub.currentPeriodEnd || sub.currentPeriodEnd <= now) throw coded(409, 'planNone', {});
        if (sub.plan === input.plan) throw coded(409, 'planSame', {});
        if (sub.stripeSubscriptionId && config.stripe) {
          const { stripe } = config;
          await atStripe(() => changeStripePlan(stripe, sub.stripeSubscriptionId!, userId, input.plan), caller.log);
        }
        await saveSubscription(tx, userId, { plan: input.plan, ...(sub.status === 'pending' && { invoicePlan: input.plan }) });
        return serverText('planChanged');
      }
    }
  });
}
