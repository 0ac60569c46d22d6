import type { Plan, PlanStatus } from '@folio/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the reader's language writes it ("6 December 2026", "٦ ديسمبر ٢٠٢٦"). */
export const dateOf = (language: string, iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/** An invoice's amount in its currency, as the reader's language writes money. */
export const amountOf = (language: string, amount: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

/** Whole days left until `iso`, a part day counted as one, never fewer than none. */
export const daysUntil = (iso: string, now = Date.now()) => Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));

/** How a plan stands, for its badge: its status, `ending` once cancelled to end with its period, `none` without one. */
export type ShownStatus = PlanStatus | 'none' | 'ending';
export const shownStatus = (plan: Pick<Plan, 'status' | 'cancel_at_period_end'>): ShownStatus =>
  plan.status === null ? 'none' : plan.cancel_at_period_end && plan.status !== 'lapsed' ? 'ending' : plan.status;

/** When the plan in force ends or renews: the trial's end while trialing, else the paid period's. */
export const periodEndOf = (plan: Pick<Plan, 'status' | 'trial_ends_at' | 'current_period_end'>) => (plan.status === 'trialing' ? plan.trial_ends_at : plan.current_period_end);
