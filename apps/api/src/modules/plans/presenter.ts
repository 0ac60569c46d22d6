import { fillMessage, formatDollars, PLAN_LAPSE_GRACE_DAYS, PLAN_MESSAGES, PLANS, type Plan } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { usedBytes } from '../uploads/quota.ts';
import { coverage, lapsedAt, limitsOf, statusNow, type Subscription } from './effective.ts';
import { addDays, ebookCount, plansApply, subscriptionOf } from './service.ts';

/**
 * What the account reads to pay its invoice by hand: the site's manual payment instructions (MANUAL_PAYMENT_INSTRUCTIONS,
 * its bank details) with the amount and the invoice's number, or else the plans' own words (not an order's).
 */
const instructionsFor = (config: Pick<Config, 'manualPaymentInstructions'>, amount: number, number: string) =>
  fillMessage(config.manualPaymentInstructions ?? PLAN_MESSAGES.howToPay, { total: formatDollars(amount), tracking_number: number });

type PlanConfig = Pick<Config, 'plans' | 'stripe' | 'manualPaymentInstructions' | 'storageQuotaBytes'>;
const siteBilling = (config: Pick<Config, 'stripe'>) => (config.stripe ? 'stripe' : 'manual');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/me/plan's answer for an account plans hold, from its row. */
export async function presentPlan(db: Db, config: PlanConfig, sub: Subscription): Promise<Plan> {
  const now = new Date();
  const plan = coverage(sub, now);
  const lapsed = lapsedAt(sub, now);
  const limits = limitsOf(plan);
  const invoicePlan = sub.invoicePlan ?? sub.plan;
  const [ebookTotal, storage] = await Promise.all([ebookCount(db, sub.userId), usedBytes(db, sub.userId)]);
  return {
    applies: true,
    plan: sub.status === 'pending' ? invoicePlan : sub.plan,
    // A pending invoice stays pending whether or not anything still covers the account meanwhile.
    status: sub.status === 'pending' ? 'pending' : statusNow(sub, now),
    billing: sub.stripeSubscriptionId ? 'stripe' : sub.status === 'trialing' || sub.status === 'lapsed' ? siteBilling(config) : sub.billing,
    trial_used: sub.trialUsed,
    trial_ends_at: iso(sub.trialEndsAt),
    current_period_end: iso(sub.currentPeriodEnd),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    lapsed_at: iso(lapsed),
    withdraw_at: iso(lapsed && addDays(lapsed, PLAN_LAPSE_GRACE_DAYS)),
    invoice:
      sub.invoiceNumber && sub.invoiceDueAt
        ? { number: sub.invoiceNumber, amount: PLANS[invoicePlan].usd, currency: 'USD', due_at: sub.invoiceDueAt.toISOString(), instructions: instructionsFor(config, PLANS[invoicePlan].usd, sub.invoiceNumber) }
        : null,
    limits: { ebooks: limits.ebooks, storage_bytes: limits.storageBytes },
    usage: { ebooks: ebookTotal, storage_bytes: storage },
  };
}

/** The answer for an account plans do not hold: admins, readers, pupils, or any account on a site without plans. */
async function presentWithoutPlan(db: Db, config: PlanConfig, user: Pick<UserRow, 'id' | 'role'>): Promise<Plan> {
  const [ebookTotal, storage] = await Promise.all([ebookCount(db, user.id), usedBytes(db, user.id)]);
  return {
    applies: false,
    plan: null,
    status: null,
    billing: siteBilling(config),
    trial_used: false,
    trial_ends_at: null,
    current_period_end: null,
    cancel_at_period_end: false,
    lapsed_at: null,
    withdraw_at: null,
    invoice: null,
    limits: { ebooks: null, storage_bytes: user.role === 'admin' ? null : config.storageQuotaBytes },
    usage: { ebooks: ebookTotal, storage_bytes: storage },
  };
}

export async function planFor(db: Db, config: PlanConfig, user: Pick<UserRow, 'id' | 'role'>): Promise<Plan> {
  if (!plansApply(config, user)) return presentWithoutPlan(db, config, user);
  return presentPlan(db, config, await subscriptionOf(db, user.id));
}
