import { PLANS, type PlanId, type PlanStatus } from '@folio/shared';
import type { planSubscriptions } from '../../db/schema.ts';

export type Subscription = typeof planSubscriptions.$inferSelect;

const DAY = 86_400_000;
/** Stripe charges a renewal a little after the period ends (its invoice is finalised within about an hour): the plan holds meanwhile. */
const RENEWAL_SLACK_MS = 3 * DAY;
/** A renewal that failed is retried by Stripe for up to about three weeks (its default schedule): the plan holds meanwhile. */
const PAST_DUE_GRACE_MS = 30 * DAY;

const after = (date: Date | null, now: Date, slack = 0) => date !== null && date.getTime() + slack > now.getTime();

/**
 * The plan whose limits hold now, or null when nothing covers the account (lapsed). Computed from the dates on
 * every read, whatever the stored status says: a trial that ended, or a period nobody paid again, grants nothing
 * even before the job (lapse.ts) records it. A pending invoice keeps what held before it: the trial while it
 * runs, else the paid period.
 */
export function coverage(sub: Subscription, now: Date): PlanId | null {
  switch (sub.status) {
    case 'trialing':
      return after(sub.trialEndsAt, now) ? 'professional' : null;
    case 'pending':
      if (after(sub.currentPeriodEnd, now)) return sub.plan;
      return after(sub.trialEndsAt, now) ? 'professional' : null;
    case 'active':
      return after(sub.currentPeriodEnd, now, sub.billing === 'stripe' ? RENEWAL_SLACK_MS : 0) ? sub.plan : null;
    case 'past_due':
      return after(sub.currentPeriodEnd, now, PAST_DUE_GRACE_MS) ? sub.plan : null;
    case 'lapsed':
      return null;
  }
}

/** The status as the dates tell it: lapsed once nothing covers the account. */
export const statusNow = (sub: Subscription, now: Date): PlanStatus => (coverage(sub, now) === null ? 'lapsed' : sub.status);

/** When the account's cover ended: the recorded lapse, or the end of the trial or the period that ran out. */
export function lapsedAt(sub: Subscription, now: Date): Date | null {
  if (coverage(sub, now) !== null) return null;
  if (sub.lapsedAt) return sub.lapsedAt;
  const ends = [sub.trialEndsAt, sub.currentPeriodEnd].filter((d): d is Date => d !== null && d.getTime() <= now.getTime());
  return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : now;
}

/** What the account may have now: its plan's limits, or, lapsed, no new book and Basic's storage. */
export function limitsOf(plan: PlanId | null) {
  return { ebooks: plan ? PLANS[plan].maxEbooks : 0, storageBytes: PLANS[plan ?? 'basic'].storageBytes };
}
