import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { PLAN_LAPSE_GRACE_DAYS, PLANS } from '@folio/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ebooks, planSubscriptions, users } from '../../db/schema.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { publicOnly } from '../ebooks/policy.ts';
import { coverage, lapsedAt, type Subscription } from './effective.ts';
import { addDays, INVOICE_DUE_DAYS, invoiceFor, saveSubscription, subscriptionOf } from './service.ts';

/** How many of a lapsed account's published books stay in the public library after the grace: Basic's number. */
const KEPT_PUBLIC = PLANS.basic.maxEbooks!;

const lapseMail = (name: string, withdrawAt: Date, publicUrl: string | undefined) => ({
  subject: 'Your Folio plan has ended',
  text: [
    `Hello ${name},`,
    '',
    'Your Folio plan has ended. Nothing is deleted: your books stay yours, you can still edit and export them, and everyone who bought one keeps reading it.',
    'You cannot create new books until you choose a plan again.',
    `If you have more than ${KEPT_PUBLIC} published books and still have no plan on ${withdrawAt.toISOString().slice(0, 10)}, the ones beyond your ${KEPT_PUBLIC} most recently updated leave the public library until you choose a plan; their buyers keep reading them.`,
    '',
    `Choose a plan: ${publicUrl ?? ''}/admin/settings/plan`,
  ].join('\n'),
});

/**
 * Records the lapses the dates tell (a trial ended unpaid, a period nobody paid again), mailing each account once;
 * a pending invoice stays open (it may still be paid) and only its lapse date is kept.
 */
async function recordLapses(db: Db, mailer: Mailer, publicUrl: string | undefined, log: FastifyBaseLogger, now: Date) {
  const open = await db.select().from(planSubscriptions).where(and(ne(planSubscriptions.status, 'lapsed'), isNull(planSubscriptions.lapsedAt)));
  let lapsed = 0;
  for (const { userId } of open.filter((row) => coverage(row, now) === null)) {
    // Read again under its lock: a payment or an event that arrived since the list was read wins.
    const at = await db.transaction(async (tx) => {
      const sub = await subscriptionOf(tx, userId, { lock: true });
      if (coverage(sub, now) !== null || sub.lapsedAt) return null;
      const when = lapsedAt(sub, now)!;
      await saveSubscription(tx, userId, { ...(sub.status !== 'pending' && { status: 'lapsed' as const }), lapsedAt: when, cancelAtPeriodEnd: false });
      return when;
    });
    if (!at) continue;
    lapsed += 1;
    const [account] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    // The mail is a courtesy: an SMTP server that refuses it does not hold up the other accounts' lapses.
    if (account?.email) await mailer.send({ to: account.email, ...lapseMail(account.name, addDays(at, PLAN_LAPSE_GRACE_DAYS), publicUrl) }).catch((error: unknown) => log.warn({ err: error, userId }, 'the mail of a lapsed plan could not be sent'));
  }
  return lapsed;
}

/** The next month's invoice of a plan paid by hand, INVOICE_DUE_DAYS before its period ends (not for a plan set to end). */
async function openRenewalInvoices(db: Db, now: Date) {
  const due = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.status, 'active'), eq(planSubscriptions.billing, 'manual'), eq(planSubscriptions.cancelAtPeriodEnd, false), isNull(planSubscriptions.invoiceNumber)));
  const renewing = due.filter((sub) => sub.currentPeriodEnd && sub.currentPeriodEnd <= addDays(now, INVOICE_DUE_DAYS));
  for (const sub of renewing) await saveSubscription(db, sub.userId, { ...invoiceFor(sub.plan, now), invoiceDueAt: sub.currentPeriodEnd });
  return renewing.length;
}

/**
 * The books beyond Basic's number leave the public library once an account has been lapsed for the grace: its
 * published books but the most recently updated KEPT_PUBLIC. Nothing is deleted or unpublished: buyers, seat
 * holders and the owner still read them, and a plan taken again brings them back (service.ts saveSubscription).
 */
async function withdrawOverLimit(db: Db, now: Date) {
  const lapsed = await db.select().from(planSubscriptions).where(and(inArray(planSubscriptions.status, ['lapsed', 'pending'])));
  const due = lapsed.filter((sub: Subscription) => coverage(sub, now) === null && sub.lapsedAt && addDays(sub.lapsedAt, PLAN_LAPSE_GRACE_DAYS) <= now);
  let withdrawn = 0;
  for (const sub of due) {
    const listed = await db
      .select({ id: ebooks.id })
      .from(ebooks)
      .where(and(eq(ebooks.createdBy, sub.userId), publicOnly))
      .orderBy(desc(ebooks.updatedAt), desc(ebooks.id));
    const beyond = listed.slice(KEPT_PUBLIC).map((book) => book.id);
    if (!beyond.length) continue;
    await db.update(ebooks).set({ withdrawnAt: now }).where(inArray(ebooks.id, beyond));
    withdrawn += beyond.length;
  }
  return withdrawn;
}

/**
 * The plans' periodic work (maintenance/jobs.ts, under the maintenance lock: one instance at a time): lapses
 * recorded and mailed, manual renewals invoiced, and books withdrawn from the public library after the grace.
 */
export async function runPlanMaintenance({ db, config, log }: { db: Db; config: Pick<Config, 'plans' | 'smtpUrl' | 'mailFrom' | 'publicUrl'>; log: FastifyBaseLogger }, now = new Date()) {
  if (!config.plans) return;
  const lapsed = await recordLapses(db, createMailer(config, log), config.publicUrl, log, now);
  const invoiced = await openRenewalInvoices(db, now);
  const withdrawn = await withdrawOverLimit(db, now);
  if (lapsed || invoiced || withdrawn) log.info({ lapsed, invoiced, withdrawn }, 'plans: lapses recorded, renewals invoiced, books withdrawn from the public library');
}
