import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { PlanPortalResponseSchema, PlanResponseSchema, PlanSubscribeResponseSchema, PlanWrittenSchema, serverText, StripeWebhookResponseSchema, type Plan } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { planBillingEvents, planSubscriptions } from '../../db/schema.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import { fakeStripeApi } from '../payments/fixtures/stripe-api.ts';

const WEBHOOK_SECRET = 'whsec_test_plans_secret';
const webhooks = new Stripe('sk_test_unused').webhooks;
const DAY = 86_400_000;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe Billing for plans (decision 028): Checkout in subscription mode, and its webhooks applied once, in any order. */
describe('plans through Stripe Billing', () => {
  let t: TestApp;
  const stripeApi = fakeStripeApi();

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.server.address() as AddressInfo;
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: 'https://books.example.com', stripe: { secretKey: 'sk_test_folio', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripeApi.server.close(resolve));
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.app.inject({ method, url, headers: t.bearer(token), ...(payload && { payload }) });
  const myPlan = async (token: string) => conforms(await call('GET', '/api/me/plan', token), 200, PlanResponseSchema).data as Plan;
  let eventCount = 0;
  const event = (type: string, object: Record<string, unknown>, { id = `evt_plan_${++eventCount}`, created = new Date() }: { id?: string; created?: Date } = {}) =>
    JSON.stringify({ id, object: 'event', type, api_version: '2025-06-30.basil', created: unix(created), data: { object } });
  const deliver = async (payload: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }, payload });
    return conforms(res, 200, StripeWebhookResponseSchema).outcome as string;
  };
  const rowOf = async (userId: string) => (await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId)))[0]!;
  const invoice = (subscription: string, periodEnd: Date) => ({
    object: 'invoice', id: `in_${++eventCount}`, parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    lines: { object: 'list', data: [{ object: 'line_item', period: { start: unix(new Date(periodEnd.getTime() - 30 * DAY)), end: unix(periodEnd) } }] },
  });
  const subscription = (id: string, userId: string, fields: Record<string, unknown>) => ({ object: 'subscription', id, metadata: { user_id: userId, plan: 'basic' }, status: 'active', cancel_at_period_end: false, ...fields });

  /** An author who chose Basic and paid at Stripe Checkout: the session's completion applied. */
  async function subscribed() {
    const account = await accountWithRole(t, 'author');
    const answer = conforms(await call('POST', '/api/me/plan/subscribe', account.token, { plan: 'basic' }), 200, PlanSubscribeResponseSchema);
    const sub = `sub_${account.id.slice(0, 8)}`;
    const completed = event('checkout.session.completed', { object: 'checkout.session', id: 'cs_x', mode: 'subscription', client_reference_id: account.id, customer: 'cus_1', subscription: sub, metadata: { user_id: account.id, plan: 'basic' } });
    expect(await deliver(completed)).toBe('changed');
    return { ...account, sub, answer, completed };
  }

  it('sends the account to Stripe Checkout for a monthly subscription of the plan, and starts the plan with its webhook', async () => {
    const { id, token, answer } = await subscribed();
    expect(answer.message).toBe(serverText('planCheckoutStarted'));
    expect(answer.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(answer.data).toMatchObject({ status: 'trialing' });
    const sent = stripeApi.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: 'subscription',
      client_reference_id: id,
      'metadata[user_id]': id,
      'metadata[plan]': 'basic',
      'subscription_data[metadata][user_id]': id,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: 'https://books.example.com/admin/settings/plan?checkout=success',
    });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^folio-plan-${id}-basic-`));
    expect(await myPlan(token)).toMatchObject({ plan: 'basic', status: 'active', billing: 'stripe', limits: { ebooks: 5 } });
  });

  it('applies each event once: a replay changes nothing', async () => {
    const { id, completed } = await subscribed();
    const before = await rowOf(id);
    expect(await deliver(completed)).toBe('duplicate');
    expect(await rowOf(id)).toEqual(before);
    const paid = event('invoice.paid', invoice(`sub_${id.slice(0, 8)}`, new Date(Date.now() + 40 * DAY)));
    expect(await deliver(paid)).toBe('changed');
    const after = await rowOf(id);
    expect(await deliver(paid)).toBe('duplicate');
    expect(await rowOf(id)).toEqual(after);
    expect(await t.db.$count(planBillingEvents)).toBeGreaterThan(0);
  });

  it('applies an event delivered several times at once exactly once: one delivery applies it, the others are duplicates', async () => {
    const { id, sub } = await subscribed();
    const events = await t.db.$count(planBillingEvents);
    // A new plan chosen at Checkout: applying it also cancels the old subscription at Stripe, which twice would show.
    const newer = `${sub}_twice`;
    const completed = event('checkout.session.completed', { object: 'checkout.session', id: 'cs_twice', mode: 'subscription', client_reference_id: id, customer: 'cus_1', subscription: newer, metadata: { user_id: id, plan: 'professional' } });
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => deliver(completed)));
    expect(outcomes.sort()).toEqual(['changed', 'duplicate', 'duplicate', 'duplicate']);
    expect(await t.db.$count(planBillingEvents)).toBe(events + 1);
    expect(await rowOf(id)).toMatchObject({ plan: 'professional', status: 'active', stripeSubscriptionId: newer });
    const cancels = () => stripeApi.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${sub}`).length;
    await expect.poll(cancels).toBe(1);

    // A renewal delivered twice at once moves the period once.
    const before = await rowOf(id);
    const paid = event('invoice.paid', invoice(newer, new Date(Date.now() + 45 * DAY)));
    expect((await Promise.all([deliver(paid), deliver(paid)])).sort()).toEqual(['changed', 'duplicate']);
    expect((await rowOf(id)).currentPeriodEnd!.getTime()).toBeGreaterThan(before.currentPeriodEnd!.getTime());
    expect(cancels()).toBe(1);
  });

  it('takes renewals, failures and cancellations in any order, never moving the period back', async () => {
    const { id, sub, token } = await subscribed();
    const next = new Date(Date.now() + 40 * DAY);
    const later = new Date(Date.now() + 70 * DAY);
    expect(await deliver(event('invoice.paid', invoice(sub, later)))).toBe('changed');
    // An earlier period's payment, delivered late: nothing moves back.
    expect(await deliver(event('invoice.paid', invoice(sub, next)))).toBe('unchanged');
    expect((await rowOf(id)).currentPeriodEnd!.getTime()).toBe(unix(later) * 1000);
    // A failure of a period already paid changes nothing; of the next one, it is past due, and its payment settles it.
    expect(await deliver(event('invoice.payment_failed', invoice(sub, later)))).toBe('unchanged');
    const after = new Date(Date.now() + 100 * DAY);
    expect(await deliver(event('invoice.payment_failed', invoice(sub, after)))).toBe('changed');
    expect(await myPlan(token)).toMatchObject({ status: 'past_due', limits: { ebooks: 5 } });
    expect(await deliver(event('invoice.paid', invoice(sub, after)))).toBe('changed');
    expect(await myPlan(token)).toMatchObject({ status: 'active' });

    // The account sets the plan to end (Stripe is told), Stripe confirms; an older update delivered late undoes nothing.
    conforms(await call('POST', '/api/me/plan/cancel', token), 200, PlanWrittenSchema);
    expect(stripeApi.calls.findLast((c) => c.path === `/v1/subscriptions/${sub}`)!.body.get('cancel_at_period_end')).toBe('true');
    expect(await deliver(event('customer.subscription.updated', subscription(sub, id, { cancel_at_period_end: true })))).toBe('changed');
    expect(await deliver(event('customer.subscription.updated', subscription(sub, id, { cancel_at_period_end: false }), { created: new Date(Date.now() - 60_000) }))).toBe('unchanged');
    expect(await myPlan(token)).toMatchObject({ cancel_at_period_end: true, status: 'active' });

    expect(await deliver(event('customer.subscription.deleted', subscription(sub, id, { status: 'canceled' }), { created: new Date(Date.now() + 1000) }))).toBe('changed');
    expect(await myPlan(token)).toMatchObject({ status: 'lapsed', limits: { ebooks: 0 } });
    // A payment of a period already recorded, delivered after the end, does not bring the plan back.
    expect(await deliver(event('invoice.paid', invoice(sub, after)))).toBe('unchanged');
    expect(await myPlan(token)).toMatchObject({ status: 'lapsed' });
  });

  it("opens Stripe's customer portal for a plan paid by card (a failed renewal paid again with a new card), and refuses one without a card", async () => {
    const { token } = await subscribed();
    const portal = conforms(await call('POST', '/api/me/plan/portal', token), 200, PlanPortalResponseSchema);
    expect(portal.data.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const sent = stripeApi.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')!;
    expect(Object.fromEntries(sent.body)).toEqual({ customer: 'cus_1', return_url: 'https://books.example.com/admin/settings/plan' });
    // On the trial (no card given yet), there is nothing to change.
    const trial = await accountWithRole(t, 'author');
    const refused = expectError(await call('POST', '/api/me/plan/portal', trial.token), 409);
    expect(refused.message).toBe(serverText('planNoCard'));
    // Stripe down: said plainly, nothing changed.
    stripeApi.setDown(true);
    try {
      expectError(await call('POST', '/api/me/plan/portal', token), 502);
    } finally {
      stripeApi.setDown(false);
    }
  });

  it('replaces the subscription of a new plan chosen at Checkout, and ignores the old one’s events', async () => {
    const { id, sub } = await subscribed();
    const newer = `${sub}_pro`;
    expect(await deliver(event('checkout.session.completed', { object: 'checkout.session', id: 'cs_y', mode: 'subscription', client_reference_id: id, customer: 'cus_1', subscription: newer, metadata: { user_id: id, plan: 'professional' } }))).toBe('changed');
    await expect.poll(() => stripeApi.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${sub}`)).toBe(true);
    expect(await deliver(event('customer.subscription.deleted', subscription(sub, id, { status: 'canceled' }), { created: new Date(Date.now() + 1000) }))).toBe('ignored');
    expect(await rowOf(id)).toMatchObject({ plan: 'professional', status: 'active', stripeSubscriptionId: newer });
  });

  it("changes a Stripe subscription's price when an admin changes the plan, from the next renewal", async () => {
    const { id, sub } = await subscribed();
    const admin = await t.login('admin@folio.test');
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/admin/plans/${id}`, headers: t.bearer(admin), payload: { action: 'change', plan: 'professional' } });
    expect(conforms(changed, 200, PlanWrittenSchema).data).toMatchObject({ plan: 'professional', limits: { ebooks: null } });
    const update = stripeApi.calls.findLast((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${sub}`)!;
    expect(Object.fromEntries(update.body)).toMatchObject({
      'items[0][id]': 'si_test_1',
      'items[0][price_data][product]': 'prod_test_1',
      'items[0][price_data][unit_amount]': '9900',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'none',
      'metadata[plan]': 'professional',
    });
  });

  it("says so when Stripe cannot be reached, and leaves the plan as it was", async () => {
    const { token } = await accountWithRole(t, 'author');
    const before = await myPlan(token);
    stripeApi.setDown(true);
    try {
      expectError(await call('POST', '/api/me/plan/subscribe', token, { plan: 'professional' }), 502, serverText('planStripeUnavailable'));
    } finally {
      stripeApi.setDown(false);
    }
    expect(await myPlan(token)).toEqual(before);
  });
});
