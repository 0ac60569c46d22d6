import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PLAN_BILLINGS, PLAN_IDS, PLAN_STATUSES } from '@folio/shared';
import { users } from './schema-core.ts';

/**
 * The plan of an author's or publisher's account (docs/decisions/028-plans.md): one row an account, made with its
 * free trial the first time its plan is looked at. `status` is what the last event said; what it allows is computed
 * from the dates on every read (modules/plans/effective.ts), so that a status the job has not caught up with yet
 * never grants more than the dates do. Creating a book locks this row, so that concurrent creates count in turn.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** The plan chosen; while `pending`, the plan of the unpaid invoice is `invoicePlan`. */
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    billing: text('billing', { enum: PLAN_BILLINGS }).notNull().default('manual'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    trialUsed: boolean('trial_used').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    /** When the last Stripe subscription event applied was made: an older one, delivered late, does not undo it. */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    /** A manual invoice awaiting payment: its number, the plan it pays for, when it is due. */
    invoiceNumber: text('invoice_number'),
    invoicePlan: text('invoice_plan', { enum: PLAN_IDS }),
    invoiceDueAt: timestamp('invoice_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_subscriptions_plan', sql`${t.plan} in ('basic', 'professional')`),
    check('plan_subscriptions_status', sql`${t.status} in ('trialing', 'pending', 'active', 'past_due', 'lapsed')`),
    // The admins' list filters by status, newest first; the job finds the rows whose dates ran out.
    index('plan_subscriptions_status_idx').on(t.status, t.createdAt),
    index('plan_subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

/** Stripe Billing events applied to plans: each event id once, whatever Stripe resends. */
export const planBillingEvents = pgTable('plan_billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
