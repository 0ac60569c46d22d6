import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminPlanListResponseSchema, PLAN_LAPSE_GRACE_DAYS, PLAN_TRIAL_DAYS, PLANS, PlanResponseSchema, PlanSubscribeResponseSchema, PlanWrittenSchema, serverText,
  type Plan,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebooks, planSubscriptions, users } from '../../db/schema.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { accountWithRole, bookForm } from '../ebooks/fixtures/books.ts';
import { insertTemplate } from '../templates/fixtures/templates.ts';
import { runPlanMaintenance } from './lapse.ts';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const near = (iso: string | null, expected: Date) => expect(Math.abs(Date.parse(iso!) - expected.getTime())).toBeLessThan(60_000);

/** Plans (issue 55, decision 028): the trial, the limits, manual invoices, the admins' side, and the lapse job. */
describe('plans', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  const myPlan = async (token: string) => conforms(await call('GET', '/api/me/plan', token), 200, PlanResponseSchema).data as Plan;
  const create = (token: string) => call('POST', '/api/admin/ebooks', token, bookForm());
  const setPlan = (userId: string, patch: Partial<typeof planSubscriptions.$inferInsert>) => t.db.update(planSubscriptions).set(patch).where(eq(planSubscriptions.userId, userId));
  /** A new author whose trial started (GET /api/me/plan), then set to `patch`. */
  async function author(patch?: Partial<typeof planSubscriptions.$inferInsert>, role: 'author' | 'publisher' = 'author') {
    const account = await accountWithRole(t, role);
    await myPlan(account.token);
    if (patch) await setPlan(account.id, patch);
    return account;
  }
  // An account that paid after its trial.
  const onBasic = { plan: 'basic' as const, status: 'active' as const, currentPeriodEnd: daysFromNow(20), trialEndsAt: daysFromNow(-10) };
  const booksOf = (userId: string) => t.db.$count(ebooks, eq(ebooks.createdBy, userId));

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts every author and publisher on a free trial of Professional the first time, and holds nobody else', async () => {
    for (const role of ['author', 'publisher'] as const) {
      const { token } = await accountWithRole(t, role);
      const plan = await myPlan(token);
      expect(plan).toMatchObject({ applies: true, plan: 'professional', status: 'trialing', billing: 'manual', trial_used: true, current_period_end: null, lapsed_at: null, invoice: null });
      expect(plan.limits).toEqual({ ebooks: null, storage_bytes: PLANS.professional.storageBytes });
      near(plan.trial_ends_at, daysFromNow(PLAN_TRIAL_DAYS));
    }
    const reader = await accountWithRole(t, 'user');
    expect(await myPlan(reader.token)).toMatchObject({ applies: false, plan: null, status: null, limits: { ebooks: null, storage_bytes: t.config.storageQuotaBytes } });
    expect(await myPlan(admin)).toMatchObject({ applies: false, limits: { ebooks: null, storage_bytes: null } });
  });

  it('gives the trial once: asking again is refused with its message', async () => {
    const { token } = await author();
    expectError(await call('POST', '/api/me/plan/trial', token), 409, serverText('planTrialUsed'));
    // An account given a plan before it ever looked at one may still take its trial, once.
    const given = await accountWithRole(t, 'author');
    await t.db.insert(planSubscriptions).values({ userId: given.id, plan: 'basic', status: 'lapsed', lapsedAt: new Date() });
    const started = conforms(await call('POST', '/api/me/plan/trial', given.token), 200, PlanWrittenSchema);
    expect(started.message).toBe(serverText('planTrialStarted', { days: PLAN_TRIAL_DAYS }));
    expect(started.data).toMatchObject({ status: 'trialing', trial_used: true, limits: { ebooks: null } });
    expectError(await call('POST', '/api/me/plan/trial', given.token), 409, serverText('planTrialUsed'));
  });

  it("holds Basic to five books on every way a book is made, in the catalogue's words", async () => {
    const account = await author(onBasic);
    for (let i = 0; i < 5; i += 1) expect((await create(account.token)).statusCode).toBe(201);
    const refused = expectError(await create(account.token), 403, 'Your Basic plan holds up to 5 e-books. Move to Professional to create more.');
    expect(refused).toMatchObject({ code: 'planEbookLimit', params: { max: 5 } });
    const template = await insertTemplate(t, { ownerId: account.id });
    expectError(await call('POST', `/api/admin/templates/${template.id}/use`, account.token, { title: 'One more' }), 403, serverText('planEbookLimit', { max: 5 }));
    expect(await booksOf(account.id)).toBe(5);
    expect((await myPlan(account.token))).toMatchObject({ plan: 'basic', status: 'active', limits: { ebooks: 5, storage_bytes: PLANS.basic.storageBytes }, usage: { ebooks: 5 } });
  });

  it('makes exactly one of many concurrent books at the limit', async () => {
    const account = await author(onBasic);
    for (let i = 0; i < 4; i += 1) await create(account.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(account.token)));
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await booksOf(account.id)).toBe(5);
  });

  it('lapses a trial by its dates before any job runs: no new book, the books kept and editable', async () => {
    const account = await author();
    const book = (await create(account.token)).json().data as { id: string; version: number };
    const ended = daysFromNow(-1);
    await setPlan(account.id, { trialEndsAt: ended });
    const plan = await myPlan(account.token);
    expect(plan).toMatchObject({ status: 'lapsed', limits: { ebooks: 0, storage_bytes: PLANS.basic.storageBytes }, usage: { ebooks: 1 } });
    near(plan.lapsed_at, ended);
    near(plan.withdraw_at, new Date(ended.getTime() + PLAN_LAPSE_GRACE_DAYS * DAY));
    expectError(await create(account.token), 403, 'Your plan has ended: your books are safe, choose a plan to create new ones.');
    const edited = await call('PUT', `/api/admin/ebooks/${book.id}`, account.token, { version: book.version, ...bookForm({ title: 'Still mine' }) });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('invoices a plan by hand, keeps the trial meanwhile, and starts the plan when an admin records the payment', async () => {
    const account = await author();
    const asked = conforms(await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'basic' }), 200, PlanSubscribeResponseSchema);
    expect(asked.redirect_url).toBeNull();
    expect(asked.data).toMatchObject({ plan: 'basic', status: 'pending', billing: 'manual', limits: { ebooks: null } });
    const invoice = asked.data.invoice!;
    expect(invoice).toMatchObject({ amount: 29, currency: 'USD' });
    // In the plans' own words (an invoice's number, the plan starting), not an order's.
    expect(invoice.instructions).toBe(serverText('planHowToPay', { total: '$29.00', tracking_number: invoice.number }));
    expect(asked.message).toBe(serverText('planInvoiced', { number: invoice.number }));
    near(invoice.due_at, daysFromNow(14));
    // Asked again: the same invoice, not a second one.
    const again = conforms(await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'basic' }), 200, PlanSubscribeResponseSchema);
    expect(again.data.invoice).toEqual(invoice);

    const pending = conforms(await call('GET', '/api/admin/plans?status=pending&per_page=100', admin), 200, AdminPlanListResponseSchema);
    expect(pending.data.find((row: { user_id: string }) => row.user_id === account.id)).toMatchObject({ plan: 'basic', status: 'pending', billing: 'manual', invoice_number: invoice.number });

    const paid = conforms(await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'record_payment' }), 200, PlanWrittenSchema);
    expect(paid.message).toBe(serverText('planPaymentRecorded'));
    expect(paid.data).toMatchObject({ plan: 'basic', status: 'active', invoice: null, limits: { ebooks: 5 } });
    const month = new Date();
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(paid.data.current_period_end!) - month.getTime())).toBeLessThan(3 * DAY);
    expectError(await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'record_payment' }), 409, serverText('planNoInvoice'));
    expectError(await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'basic' }), 409, serverText('planSame'));
  });

  it('ends a plan at the end of its period, goes on when resumed, and withdraws a pending invoice', async () => {
    const account = await author(onBasic);
    const cancelled = conforms(await call('POST', '/api/me/plan/cancel', account.token), 200, PlanWrittenSchema);
    expect(cancelled).toMatchObject({ message: serverText('planCancelled'), data: { status: 'active', cancel_at_period_end: true } });
    const resumed = conforms(await call('POST', '/api/me/plan/resume', account.token), 200, PlanWrittenSchema);
    expect(resumed).toMatchObject({ message: serverText('planResumed'), data: { status: 'active', cancel_at_period_end: false } });
    expectError(await call('POST', '/api/me/plan/resume', account.token), 409, serverText('planNotCancelled'));

    await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'professional' });
    const meanwhile = await myPlan(account.token);
    expect(meanwhile).toMatchObject({ plan: 'professional', status: 'pending', limits: { ebooks: 5 } });
    const withdrawn = conforms(await call('POST', '/api/me/plan/cancel', account.token), 200, PlanWrittenSchema);
    expect(withdrawn.data).toMatchObject({ plan: 'basic', status: 'active', invoice: null });

    const lapsed = await author({ status: 'lapsed', trialEndsAt: daysFromNow(-2), lapsedAt: daysFromNow(-2) });
    expectError(await call('POST', '/api/me/plan/cancel', lapsed.token), 409, serverText('planNone'));
  });

  it('lets an admin change or end a plan, and refuses what makes no sense', async () => {
    const account = await author(onBasic);
    const changed = conforms(await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'change', plan: 'professional' }), 200, PlanWrittenSchema);
    expect(changed.data).toMatchObject({ plan: 'professional', limits: { ebooks: null } });
    expectError(await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'change', plan: 'professional' }), 409, serverText('planSame'));
    const ended = conforms(await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'cancel' }), 200, PlanWrittenSchema);
    expect(ended.data).toMatchObject({ status: 'lapsed', limits: { ebooks: 0 } });
    const trial = await author();
    expectError(await call('PATCH', `/api/admin/plans/${trial.id}`, admin, { action: 'change', plan: 'basic' }), 409, serverText('planNone'));
    expectError(await call('PATCH', `/api/admin/plans/${trial.id}`, admin, { action: 'upgrade' }), 422);
  });

  it("gives uploads the plan's storage (Basic's once lapsed), and refuses a PDF made into pages when no book may be made", async () => {
    const account = await author();
    const quota = async () => (await call('GET', '/api/profile', account.token)).json().data.storage.quota_bytes as number;
    expect(await quota()).toBe(PLANS.professional.storageBytes);
    await setPlan(account.id, { trialEndsAt: daysFromNow(-1) });
    expect(await quota()).toBe(PLANS.basic.storageBytes);
    const pdf = await insertBook(t, { createdBy: account.id, pdfPages: 1, status: 'draft' });
    expectError(await call('POST', `/api/admin/ebooks/${pdf.id}/conversions`, account.token), 403, serverText('planLapsed'));
  });

  it('answers each role on every plan route (role × owner)', async () => {
    const classes = classApi(t);
    const teacher = await accountWithRole(t, 'user');
    const pupil = (await classes.classWithPupils(teacher.token, ['Ada Byron'])).pupils[0]!.token;
    const own = { author: await author(), publisher: await author(undefined, 'publisher') };
    const tokens = { admin, publisher: own.publisher.token, author: own.author.token, user: teacher.token, student: pupil };
    const other = await author();
    for (const [role, token] of Object.entries(tokens)) {
      const creator = role === 'author' || role === 'publisher';
      const get = await call('GET', '/api/me/plan', token);
      if (role === 'student') expectError(get, 403);
      else expect(get.json().data.applies).toBe(creator);
      for (const path of ['trial', 'subscribe', 'cancel', 'resume', 'portal']) {
        const res = await call('POST', `/api/me/plan/${path}`, token, path === 'subscribe' ? { plan: 'basic' } : undefined);
        if (role === 'student') expectError(res, 403);
        else if (!creator) expectError(res, 403, serverText('planNotApplicable'));
        else expect([200, 409]).toContain(res.statusCode);
      }
      // The admins' routes, on the account's own plan and on another's.
      for (const id of [creator ? own[role as 'author' | 'publisher'].id : other.id, other.id]) {
        const patched = await call('PATCH', `/api/admin/plans/${id}`, token, { action: 'cancel' });
        if (role === 'admin') expect([200, 409]).toContain(patched.statusCode);
        else expectError(patched, 403);
      }
      const listed = await call('GET', '/api/admin/plans', token);
      if (role === 'admin') expect(listed.statusCode).toBe(200);
      else expectError(listed, 403);
    }
    expectError(await call('GET', '/api/me/plan', null), 401);
    // An account plans do not hold has no plan to change; nor has an id nobody has.
    expectError(await call('PATCH', `/api/admin/plans/${teacher.id}`, admin, { action: 'cancel' }), 404);
    expectError(await call('PATCH', '/api/admin/plans/00000000-0000-4000-8000-000000000000', admin, { action: 'cancel' }), 404);
  });

  it('records lapses, then withdraws the books beyond five from the public library after the grace, and a plan brings them back', async () => {
    const trialEnded = await author({ trialEndsAt: daysFromNow(-1) });
    // Without SMTP_URL, a mail is written to the log: the lapse's mail is read there.
    const mails: { to: string; subject: string; text: string }[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { info: (entry: { mail?: { to: string; subject: string; text: string } }) => void (entry?.mail && mails.push(entry.mail)) });
    await runPlanMaintenance({ db: t.db, config: t.config, log });
    const [recorded] = await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, trialEnded.id));
    expect(recorded).toMatchObject({ status: 'lapsed' });
    expect(Math.abs(recorded!.lapsedAt!.getTime() - daysFromNow(-1).getTime())).toBeLessThan(60_000);
    const [{ email }] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, trialEnded.id)) as [{ email: string }];
    const mail = mails.find((m) => m.to === email)!;
    expect(mail.subject).toBe('Your Folio plan has ended');
    expect(mail.text).toContain('Nothing is deleted');
    // Recorded once: the next run mails nobody again.
    mails.length = 0;
    await runPlanMaintenance({ db: t.db, config: t.config, log });
    expect(mails.filter((m) => m.to === email)).toEqual([]);

    const account = await author({ status: 'lapsed', trialEndsAt: daysFromNow(-(PLAN_LAPSE_GRACE_DAYS - 1)), lapsedAt: daysFromNow(-(PLAN_LAPSE_GRACE_DAYS - 1)) });
    const books = [];
    for (let i = 0; i < 7; i += 1) {
      const book = await insertBook(t, { createdBy: account.id, price: 0 });
      await t.db.update(ebooks).set({ updatedAt: daysFromNow(-10 + i) }).where(eq(ebooks.id, book.id));
      books.push(book);
    }
    const publicRead = (id: string, token: string | null = null) => call('GET', `/api/public/ebooks/${id}/read`, token);
    await runPlanMaintenance({ db: t.db, config: t.config, log: t.app.log });
    expect((await publicRead(books[0]!.id)).statusCode).toBe(200);

    await setPlan(account.id, { lapsedAt: daysFromNow(-(PLAN_LAPSE_GRACE_DAYS + 1)) });
    await runPlanMaintenance({ db: t.db, config: t.config, log: t.app.log });
    // The two least recently updated leave the public library; the owner still reads them; nothing is deleted.
    expect((await publicRead(books[0]!.id)).statusCode).toBe(404);
    expect((await publicRead(books[1]!.id)).statusCode).toBe(404);
    for (const book of books.slice(2)) expect((await publicRead(book.id)).statusCode).toBe(200);
    expect((await publicRead(books[0]!.id, account.token)).statusCode).toBe(200);
    expect(await booksOf(account.id)).toBe(7);
    // The owner's dashboard says which left, and since when.
    const withdrawnAt = async (id: string) => (await call('GET', `/api/admin/ebooks/${id}`, account.token)).json().data.withdrawn_at;
    near(await withdrawnAt(books[0]!.id), new Date());
    expect(await withdrawnAt(books[2]!.id)).toBeNull();
    // Run again: nothing more leaves.
    await runPlanMaintenance({ db: t.db, config: t.config, log: t.app.log });
    expect((await publicRead(books[2]!.id)).statusCode).toBe(200);

    await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'basic' });
    expect((await publicRead(books[0]!.id)).statusCode).toBe(404);
    await call('PATCH', `/api/admin/plans/${account.id}`, admin, { action: 'record_payment' });
    for (const book of books) expect((await publicRead(book.id)).statusCode).toBe(200);
    expect(await withdrawnAt(books[0]!.id)).toBeNull();
  });

  it('invoices a manual renewal before the period ends', async () => {
    const account = await author({ ...onBasic, currentPeriodEnd: daysFromNow(5), billing: 'manual' });
    await runPlanMaintenance({ db: t.db, config: t.config, log: t.app.log });
    const plan = await myPlan(account.token);
    expect(plan).toMatchObject({ status: 'active', plan: 'basic', invoice: { amount: 29 } });
    near(plan.invoice!.due_at, new Date(Date.parse(plan.current_period_end!)));
  });
});

describe('plans off (a school’s own installation)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, plans: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds nobody to a plan: STORAGE_QUOTA_MB and no limit on books', async () => {
    const { token } = await accountWithRole(t, 'author');
    const plan = (await t.app.inject({ method: 'GET', url: '/api/me/plan', headers: t.bearer(token) })).json().data;
    expect(plan).toMatchObject({ applies: false, limits: { ebooks: null, storage_bytes: t.config.storageQuotaBytes } });
    expectError(await t.app.inject({ method: 'POST', url: '/api/me/plan/subscribe', headers: t.bearer(token), payload: { plan: 'basic' } }), 403, serverText('planNotApplicable'));
    expect(await t.db.$count(planSubscriptions)).toBe(0);
  });
});
