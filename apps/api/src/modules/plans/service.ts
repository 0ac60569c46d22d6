import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { PLAN_TRIAL_DAYS, PLANS, type PlanId } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ebooks, planSubscriptions } from '../../db/schema.ts';
import { coded } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { coverage, limitsOf, type Subscription } from './effective.ts';

const DAY = 86_400_000;
/** A manual invoice is due this long after it is made (and a renewal's this long before its period ends). */
export const INVOICE_DUE_DAYS = 14;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
/** The same day of the next month (the 31st becomes the month's last day). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}

/** Plans hold authors and publishers, while the site runs with plans (PLANS=on). */
export const plansApply = (config: Pick<Config, 'plans'>, user: Pick<Actor, 'role'>) => config.plans && (user.role === 'author' || user.role === 'publisher');

/**
 * The account's plan row, made with its free trial of Professional the first time it is looked at: every creator
 * starts on the trial, once. `lock` holds the row (FOR UPDATE) until the transaction ends, so that the writes of one
 * account (a book created, an event applied) take their turn.
 */
export async function subscriptionOf(db: Db, userId: string, { lock = false } = {}): Promise<Subscription> {
  const read = async () => {
    const query = db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId));
    return (lock ? await query.for('update') : await query)[0];
  };
  const found = await read();
  if (found) return found;
  const now = new Date();
  await db.insert(planSubscriptions).values({ userId, plan: 'professional', status: 'trialing', trialUsed: true, trialEndsAt: addDays(now, PLAN_TRIAL_DAYS) }).onConflictDoNothing();
  return (await read())!;
}

/**
 * Writes the account's plan; once it covers the account again (a payment, a new plan), the books that left the
 * public library after a lapse (lapse.ts) come back.
 */
export async function saveSubscription(db: Db, userId: string, patch: Partial<Subscription>): Promise<Subscription> {
  const [row] = await db.update(planSubscriptions).set({ ...patch, updatedAt: new Date() }).where(eq(planSubscriptions.userId, userId)).returning();
  if (coverage(row!, new Date()) !== null) {
    await db.update(ebooks).set({ withdrawnAt: null }).where(and(eq(ebooks.createdBy, userId), isNotNull(ebooks.withdrawnAt)));
  }
  return row!;
}

/** The books the account made, the count a plan's limit is held to. */
export const ebookCount = async (db: Db, userId: string) => db.$count(ebooks, eq(ebooks.createdBy, userId));

/**
 * Refuses a new book of the account when its plan does not allow one more (403, in words of the catalogue): a
 * lapsed plan allows none, Basic five. Run in the transaction that inserts the book: the plan row stays locked
 * until it commits, so that of N concurrent creates at the limit exactly the ones that fit are made.
 */
export async function holdBookAllowance(tx: Db, config: Pick<Config, 'plans'>, user: Pick<Actor, 'id' | 'role'>) {
  if (!plansApply(config, user)) return;
  const plan = coverage(await subscriptionOf(tx, user.id, { lock: true }), new Date());
  if (plan === null) throw coded(403, 'planLapsed', {});
  const max = PLANS[plan].maxEbooks;
  if (max !== null && (await ebookCount(tx, user.id)) >= max) throw coded(403, 'planEbookLimit', { max });
}

/** The storage a plan gives the account (Basic's once it lapsed), or null when plans do not hold it. */
export async function planStorageBytes(db: Db, config: Pick<Config, 'plans'>, user: Pick<Actor, 'id' | 'role'>): Promise<number | null> {
  if (!plansApply(config, user)) return null;
  return limitsOf(coverage(await subscriptionOf(db, user.id), new Date())).storageBytes;
}

/** A new invoice number: short enough to quote on a bank transfer, random enough never to repeat. */
const newInvoiceNumber = () => `PLAN-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The refusal of a plan route to an account plans do not hold (an admin, a reader, or a site without plans). */
export function requirePlans(config: Pick<Config, 'plans'>, user: Pick<Actor, 'role'>) {
  if (!plansApply(config, user)) throw coded(403, 'planNotApplicable', {});
}

/**
 * What the account rests on when an invoice is withdrawn or never was: its trial while it runs, else its paid
 * period, else nothing (lapsed).
 */
export function restingStatus(sub: Subscription, now: Date): Subscription['status'] {
  if (sub.currentPeriodEnd && sub.currentPeriodEnd > now) return 'active';
  if (sub.trialEndsAt && sub.trialEndsAt > now) return 'trialing';
  return 'lapsed';
}

/** The invoice columns cleared, once paid or withdrawn. */
export const NO_INVOICE = { invoiceNumber: null, invoicePlan: null, invoiceDueAt: null } as const;

/** A manual invoice for `plan`: the account keeps what it has until an admin records the payment. */
export const invoiceFor = (plan: PlanId, now: Date) => ({ invoiceNumber: newInvoiceNumber(), invoicePlan: plan, invoiceDueAt: addDays(now, INVOICE_DUE_DAYS) });

/** A paid plan ends the trial: what the account pays for is what it has from now on. */
export const trialEndedBy = (sub: Subscription, now: Date) => (sub.trialEndsAt && sub.trialEndsAt > now ? now : sub.trialEndsAt);

/** A plan paid by hand for a month: from the end of the period still running, else from now. */
export function paidMonth(sub: Subscription, plan: PlanId, now: Date): Partial<Subscription> {
  const from = sub.currentPeriodEnd && sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now;
  return { plan, status: 'active', billing: 'manual', currentPeriodEnd: addMonth(from), trialEndsAt: trialEndedBy(sub, now), cancelAtPeriodEnd: false, lapsedAt: null, ...NO_INVOICE };
}
