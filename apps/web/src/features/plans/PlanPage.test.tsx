// The Plan and billing page of an author: the plan's status in words, the usage meters, choosing a plan and cancelling.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_MESSAGES, type Plan } from '@folio/shared';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { serve } from '../ebooks/testing';
import PlanPage from './PlanPage';

const GB = 1024 ** 3;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A new author's plan: on the free trial of Professional. */
const trial = (over: Partial<Plan> = {}): Plan => ({
  applies: true,
  plan: 'professional',
  status: 'trialing',
  billing: 'manual',
  trial_used: true,
  trial_ends_at: inDays(9.5),
  current_period_end: null,
  cancel_at_period_end: false,
  lapsed_at: null,
  withdraw_at: null,
  invoice: null,
  limits: { ebooks: null, storage_bytes: 50 * GB },
  usage: { ebooks: 3, storage_bytes: 1.5 * GB },
  ...over,
});

function showPlan(plan: Plan | (() => Plan), answers: (key: string) => [number, unknown] | undefined = () => undefined, address = '/admin/settings/plan') {
  const seen = serve((key) => (key === 'GET /me/plan' ? [200, { data: typeof plan === 'function' ? plan() : plan }] : answers(key)));
  renderWithStore(memoryRouter([{ path: '/admin/settings/plan', element: <PlanPage /> }], { initialEntries: [address] }).element);
  return seen;
}
const posts = (seen: ReturnType<typeof serve>) => seen.filter((r) => r.method.toUpperCase() === 'POST').map((r) => [r.url, r.data ? JSON.parse(r.data as string) : undefined]);

afterEach(() => vi.unstubAllGlobals());

describe('the Plan and billing page', () => {
  it('shows the free trial with the days left, unlimited e-books without a bar and storage as a meter', async () => {
    showPlan(trial());
    const current = await screen.findByRole('region', { name: /^Your plan/ });
    expect(within(current).getByText('Free trial of Professional: 10 days left')).toBeTruthy();
    expect(within(current).getByText('Free trial')).toBeTruthy();

    const usage = screen.getByRole('region', { name: 'What you use' });
    expect(within(usage).getByText('3 e-books, unlimited')).toBeTruthy();
    // Unlimited has nothing to measure against: storage is the only meter.
    const meters = within(usage).getAllByRole('meter');
    expect(meters).toHaveLength(1);
    expect(meters[0]!.getAttribute('aria-valuetext')).toBe('1.5 GB of 50 GB');
    expect(within(usage).getByRole('meter', { name: 'Storage' })).toBe(meters[0]);
    // Enterprise stays a conversation.
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/#contact');
  });

  it('offers the free trial to an author who has not had it, and starts it', async () => {
    const user = userEvent.setup();
    const none = trial({ plan: null, status: null, trial_used: false, trial_ends_at: null, limits: { ebooks: 0, storage_bytes: 0 }, usage: { ebooks: 0, storage_bytes: 0 } });
    const seen = showPlan(none, (key) => (key === 'POST /me/plan/trial' ? [200, { message: PLAN_MESSAGES.trialStarted, data: trial() }] : undefined));
    expect(await screen.findByText('Start the free 14-day trial of Professional, or choose a plan below.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the free trial' }));
    await waitFor(() => expect(posts(seen)).toEqual([['/me/plan/trial', undefined]]));
  });

  it('chooses Basic: with card payments it goes to Stripe Checkout, without them the plan shows its invoice', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const checkout = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const seen = showPlan(trial(), (key) => (key === 'POST /me/plan/subscribe' ? [200, { message: PLAN_MESSAGES.checkoutStarted, data: trial(), redirect_url: checkout }] : undefined));
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(posts(seen)).toEqual([['/me/plan/subscribe', { plan: 'basic' }]]);
  });

  it("sends a plan paid by card whose renewal failed to Stripe's customer portal, to change its card; a manual plan has no such button", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const portal = 'https://billing.stripe.com/p/session/bps_test_1';
    const pastDue = trial({ plan: 'basic', status: 'past_due', billing: 'stripe', trial_ends_at: null, current_period_end: inDays(-2), limits: { ebooks: 5, storage_bytes: 5 * GB } });
    const seen = showPlan(pastDue, (key) => (key === 'POST /me/plan/portal' ? [200, { data: { url: portal } }] : undefined));
    expect(await screen.findByText(/Your last payment failed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Card and invoices' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(portal));
    expect(posts(seen)).toEqual([['/me/plan/portal', undefined]]);
  });

  it('offers no card to change on a plan paid by hand', async () => {
    showPlan(trial({ plan: 'basic', status: 'active', billing: 'manual', trial_ends_at: null, current_period_end: inDays(20), limits: { ebooks: 5, storage_bytes: 5 * GB } }));
    await screen.findByRole('region', { name: /^Your plan/ });
    expect(screen.queryByRole('button', { name: 'Card and invoices' })).toBeNull();
  });

  it('shows an invoice awaiting payment: its number, amount, due date and how to pay; and withdraws it', async () => {
    const user = userEvent.setup();
    const invoice = { number: 'PLAN-2026-0007', amount: 29, currency: 'USD' as const, due_at: '2026-12-20T12:00:00.000Z', instructions: 'Bank transfer to Folio Ltd, IBAN GB00 0000.' };
    const pending = trial({ plan: 'basic', status: 'pending', trial_ends_at: inDays(-1), invoice, limits: { ebooks: 5, storage_bytes: 5 * GB }, usage: { ebooks: 2, storage_bytes: 0 } });
    const seen = showPlan(pending, (key) => (key === 'POST /me/plan/cancel' ? [200, { message: PLAN_MESSAGES.cancelled, data: trial() }] : undefined));
    expect(await screen.findByText('Awaiting payment of invoice PLAN-2026-0007.')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Invoice PLAN-2026-0007' });
    expect(within(details).getByText('$29.00')).toBeTruthy();
    expect(within(details).getByText('December 20, 2026')).toBeTruthy();
    expect(within(details).getByText(invoice.instructions)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'E-books' }).getAttribute('aria-valuetext')).toBe('2 of 5 e-books');
    // The plan the invoice is for is chosen already; the other one may still be.
    expect(screen.queryByRole('button', { name: 'Choose Basic' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Professional' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the free trial' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invoice' }));
    await waitFor(() => expect(posts(seen)).toEqual([['/me/plan/cancel', undefined]]));
  });

  it('tells an author whose plan lapsed that their books are safe, and when the extra ones leave the library', async () => {
    showPlan(trial({ plan: 'basic', status: 'lapsed', lapsed_at: '2026-11-01T00:00:00.000Z', withdraw_at: '2026-12-31T00:00:00.000Z', limits: { ebooks: 0, storage_bytes: 5 * GB } }));
    expect(await screen.findByText('Your plan ended on November 1, 2026. Your books are safe.')).toBeTruthy();
    expect(screen.getByText(/^On December 31, 2026, your 5 most recently updated published books stay in the public library/)).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What happens if my plan ends' })).toBeTruthy();
  });

  it('asks before cancelling, saying when the plan ends and what happens after, and resumes a cancelled plan', async () => {
    const user = userEvent.setup();
    const active = trial({ plan: 'basic', status: 'active', billing: 'stripe', current_period_end: '2027-01-06T12:00:00.000Z', limits: { ebooks: 5, storage_bytes: 5 * GB } });
    const seen = showPlan(active, (key) => (key === 'POST /me/plan/cancel' ? [200, { message: PLAN_MESSAGES.cancelled, data: { ...active, cancel_at_period_end: true } }] : undefined));
    expect(await screen.findByText('Renews on January 6, 2027.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Basic plan?' });
    expect(within(dialog).getByText(/^Your plan stays until January 6, 2027\. After that, nothing is deleted/)).toBeTruthy();
    // Keeping the plan sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(posts(seen)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(posts(seen)).toEqual([['/me/plan/cancel', undefined]]));
  });

  it('offers to resume a plan set to end', async () => {
    const user = userEvent.setup();
    const ending = trial({ plan: 'basic', status: 'active', billing: 'stripe', current_period_end: '2027-01-06T12:00:00.000Z', cancel_at_period_end: true });
    const seen = showPlan(ending, (key) => (key === 'POST /me/plan/resume' ? [200, { message: PLAN_MESSAGES.resumed, data: { ...ending, cancel_at_period_end: false } }] : undefined));
    expect(await screen.findByText('Cancelled: your plan ends on January 6, 2027.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(posts(seen)).toEqual([['/me/plan/resume', undefined]]));
  });

  it('back from Stripe Checkout, asks again until the payment is confirmed', async () => {
    let answers = 0;
    const active = trial({ plan: 'basic', status: 'active', billing: 'stripe', current_period_end: '2027-01-06T12:00:00.000Z' });
    // Stripe's webhook reaches the server after the author: the second answer has the plan.
    showPlan(() => (++answers < 2 ? trial({ billing: 'stripe' }) : active), undefined, '/admin/settings/plan?checkout=success');
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Stripe is confirming your payment: your plan shows here in a moment.');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment confirmed: your plan is active.'), { timeout: 8000 });
    expect(screen.getByText('Renews on January 6, 2027.')).toBeTruthy();
  }, 15_000);

  it('says plans are not for an account they do not apply to', async () => {
    showPlan(trial({ applies: false }));
    expect(await screen.findByText('Plans are for authors and publishers: your account needs none.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you use' })).toBeNull();
  });
});
