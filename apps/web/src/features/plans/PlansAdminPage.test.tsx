// The admins' Plans page: every account's plan, a status filter, and recording a payment, changing and ending a plan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, type AdminPlanRow } from '@folio/shared';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { listOf, serve } from '../ebooks/testing';
import PlansAdminPage from './PlansAdminPage';

const PENDING_ID = '5f0c0000-0000-4000-8000-0000000000a1';
const TRIAL_ID = '5f0c0000-0000-4000-8000-0000000000a2';
const ACTIVE_ID = '5f0c0000-0000-4000-8000-0000000000a3';
const rows: AdminPlanRow[] = [
  { user_id: PENDING_ID, name: 'Rahim Uddin', email: 'rahim@example.com', role: 'author', plan: 'basic', status: 'pending', billing: 'manual', current_period_end: null, trial_ends_at: '2026-11-20T00:00:00.000Z', invoice_number: 'PLAN-2026-0007' },
  { user_id: ACTIVE_ID, name: 'Lena Park', email: 'lena@example.com', role: 'author', plan: 'professional', status: 'active', billing: 'stripe', current_period_end: '2099-01-06T12:00:00.000Z', trial_ends_at: null, invoice_number: null },
  { user_id: TRIAL_ID, name: 'Oak Press', email: 'press@example.com', role: 'publisher', plan: 'professional', status: 'trialing', billing: 'manual', current_period_end: null, trial_ends_at: '2026-12-20T00:00:00.000Z', invoice_number: null },
];

function showPlans(list: AdminPlanRow[] = rows) {
  const seen = serve((key, config) => {
    if (key === 'GET /admin/plans') return [200, listOf(config.params?.status ? list.filter((r) => r.status === config.params?.status) : list)];
    if (key.startsWith('PATCH /admin/plans/')) return [200, { message: PLAN_MESSAGES.paymentRecorded }];
    return undefined;
  });
  renderWithStore(memoryRouter([{ path: '/admin/plans', element: <PlansAdminPage /> }], { initialEntries: ['/admin/plans'] }).element);
  return seen;
}
const patches = (seen: ReturnType<typeof serve>) => seen.filter((r) => r.method.toUpperCase() === 'PATCH').map((r) => [r.url, JSON.parse(r.data as string)]);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the Plans page of an admin', () => {
  it('lists each account with its role, plan, status, end and billing', async () => {
    showPlans();
    await screen.findByText('Rahim Uddin');
    const pending = within(rowOf('Rahim Uddin'));
    expect(pending.getByText('Author')).toBeTruthy();
    expect(pending.getByText('Basic')).toBeTruthy();
    expect(pending.getByText('Awaiting payment')).toBeTruthy();
    expect(pending.getByText('Invoice PLAN-2026-0007')).toBeTruthy();
    expect(pending.getByText('Manual invoice')).toBeTruthy();
    const trialing = within(rowOf('Oak Press'));
    expect(trialing.getByText('Trial ends December 20, 2026')).toBeTruthy();
    // Only an invoice awaiting payment has one to record; a plan changes within a period paid for.
    expect(trialing.queryByRole('button', { name: /Record the payment/ })).toBeNull();
    expect(trialing.queryByRole('button', { name: /Change the plan/ })).toBeNull();
    const active = within(rowOf('Lena Park'));
    expect(active.getByText('January 6, 2099')).toBeTruthy();
    expect(active.getByText('Card (Stripe)')).toBeTruthy();
    expect(active.getByRole('button', { name: 'Change the plan of Lena Park' })).toBeTruthy();
  });

  it('records a pending invoice’s payment after confirming it', async () => {
    const user = userEvent.setup();
    const seen = showPlans();
    await user.click(await screen.findByRole('button', { name: 'Record the payment of Rahim Uddin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Record the payment of invoice PLAN-2026-0007?' });
    expect(patches(seen)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(patches(seen)).toEqual([[`/admin/plans/${PENDING_ID}`, { action: 'record_payment' }]]));
  });

  it('changes a plan to the one chosen, and ends one after confirming', async () => {
    const user = userEvent.setup();
    const seen = showPlans();
    await user.click(await screen.findByRole('button', { name: 'Change the plan of Lena Park' }));
    const change = await screen.findByRole('alertdialog', { name: /Change the plan of .*Lena Park/ });
    // The other plan is offered first.
    expect((within(change).getByLabelText('New plan') as HTMLSelectElement).value).toBe('basic');
    await user.click(within(change).getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(patches(seen)).toEqual([[`/admin/plans/${ACTIVE_ID}`, { action: 'change', plan: 'basic' }]]));

    await user.click(screen.getByRole('button', { name: 'Cancel the plan of Oak Press' }));
    const cancel = await screen.findByRole('alertdialog');
    expect(within(cancel).getByText(/Nothing is deleted/)).toBeTruthy();
    await user.click(within(cancel).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(patches(seen)).toHaveLength(2));
    expect(patches(seen)[1]).toEqual([`/admin/plans/${TRIAL_ID}`, { action: 'cancel' }]);
  });

  it('filters by status, and says what to do when none has it', async () => {
    const user = userEvent.setup();
    const seen = showPlans();
    await screen.findByText('Rahim Uddin');
    await user.selectOptions(screen.getByLabelText('Status'), 'past_due');
    expect(await screen.findByText('No plan has this status. Choose “All statuses” to see every plan.')).toBeTruthy();
    expect(seen.at(-1)?.params).toEqual({ page: 1, per_page: 20, status: 'past_due' });
  });

  it('says how plans start when there are none', async () => {
    showPlans([]);
    expect(await screen.findByText(/No author or publisher has a plan yet/)).toBeTruthy();
  });
});
