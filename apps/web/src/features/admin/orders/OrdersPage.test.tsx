import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppAbilities, OrderAbilities, OrderListItem, OrderScope, Role } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { ABILITIES } from '../../../test/abilities';
import { serve } from '../../ebooks/testing';
import OrdersPage from './OrdersPage';

const ADMIN: OrderAbilities = { view: true, update_status: true, mark_payment: false, cancel: false };
const CUSTOMER: OrderAbilities = { view: true, update_status: false, mark_payment: false, cancel: true };

const order = (over: Partial<OrderListItem> = {}): OrderListItem => ({
  id: '5f0c0000-0000-4000-8000-000000000001',
  tracking_number: 'FOL-7K3M9Q',
  user: { name: 'Maria Gonzalez' },
  total_amount: 24.5,
  total_quantity: 3,
  status: 'pending',
  payment_status: 'paid',
  created_at: '2026-03-01T10:00:00Z',
  abilities: ADMIN,
  lines: 'all',
  ...over,
});

/** Rows as the wire may carry them: the screen copes with what its schema does not promise (spec §2 'Unknown'). */
const page = (rows: object[], lastPage = 1) => ({ data: rows, current_page: 1, last_page: lastPage, per_page: 20, total: rows.length });

/** The screen signed in as `role`, with the app abilities the API gives that role unless others are given. */
function renderOrders(role: Role = 'admin', abilities: AppAbilities = ABILITIES[role]) {
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Someone', email: 'someone@folio.test', role, profile_picture: null, abilities } }));
  const router = memoryRouter(
    [
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/admin/orders/:orderId', element: <p>details</p> },
    ],
    { initialEntries: ['/admin/orders'] },
  );
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return router;
}

/** Each role's order scope (the API's orders policy) and the title the screen then has (spec §2 'Orders'). */
const TITLES: { role: Role; scope: OrderScope; title: string }[] = [
  { role: 'admin', scope: 'all', title: 'Manage Orders' },
  { role: 'publisher', scope: 'sold_and_own', title: 'Manage Orders' },
  { role: 'author', scope: 'sold_and_own', title: 'Manage Orders' },
  { role: 'user', scope: 'own', title: 'My Orders' },
];

const listQueries = (seen: { method?: string; url?: string; params?: unknown }[]) => seen.filter((c) => c.method === 'get' && c.url === '/admin/orders').map((c) => c.params);

afterEach(() => vi.restoreAllMocks());

describe('the orders screen (spec §2 Orders, §4, §7)', () => {
  it('asks for page 1 of 20 rows and shows each column as the spec words it', async () => {
    const seen = serve((key) => (key === 'GET /admin/orders' ? [200, page([order(), { ...order({ id: 'o2', tracking_number: 'FOL-2' }), payment_status: null, total_amount: '7' }])] : undefined));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Manage Orders' })).toBeTruthy();
    await screen.findByRole('link', { name: 'View FOL-7K3M9Q' });
    expect(listQueries(seen)[0]).toEqual({ page: 1, per_page: 20 });
    for (const header of ['#', 'Tracking Number', 'Customer', 'Total Amount', 'Items', 'Status', 'Payment Status', 'Date', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('$24.50')).toBeTruthy();
    expect(within(first!).getByText('Maria Gonzalez')).toBeTruthy();
    expect(within(first!).getByText('3')).toBeTruthy();
    expect(within(first!).getByText('Paid').getAttribute('data-tone')).toBe('paid');
    expect(within(first!).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(second!).getByText('$7.00')).toBeTruthy();
    expect(within(second!).getByText('Unknown').getAttribute('data-tone')).toBe('other');
    const status = within(first!).getByRole('combobox', { name: 'Status of order FOL-7K3M9Q' });
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed']);
  });

  it('a successful status change refetches; a failed one says so and does not', { timeout: 15_000 }, async () => {
    let fail = false;
    const error = vi.spyOn(toast, 'error');
    const seen = serve((key) => {
      if (key === 'GET /admin/orders') return [200, page([order()])];
      if (key.startsWith('POST /admin/orders/')) return fail ? [500, { message: 'Boom' }] : [200, { message: 'Order status updated.' }];
    });
    renderOrders();
    const select = await screen.findByRole('combobox', { name: 'Status of order FOL-7K3M9Q' });
    await userEvent.selectOptions(select, 'delivered');
    await waitFor(() => expect(listQueries(seen)).toHaveLength(2));
    const post = seen.find((c) => c.method === 'post');
    expect(post?.url).toBe(`/admin/orders/${order().id}/update-status`);
    expect(JSON.parse(post?.data as string)).toEqual({ status: 'delivered' });

    fail = true;
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of order FOL-7K3M9Q' }), 'refunded');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update order status'));
    expect(listQueries(seen)).toHaveLength(2);
    expect((screen.getByRole('combobox', { name: 'Status of order FOL-7K3M9Q' }) as HTMLSelectElement).value).toBe('pending');
  });

  it('asks before marking an unpaid order delivered, and says the buyer gets nothing until it is paid', { timeout: 15_000 }, async () => {
    const seen = serve((key) => {
      if (key === 'GET /admin/orders') return [200, page([order({ payment_status: 'pending' })])];
      if (key.startsWith('POST /admin/orders/')) return [200, { message: 'Order status updated.' }];
    });
    renderOrders();
    const select = () => screen.findByRole('combobox', { name: 'Status of order FOL-7K3M9Q' });
    await userEvent.selectOptions(await select(), 'delivered');
    const question = await screen.findByRole('alertdialog', { name: 'Mark an unpaid order as delivered?' });
    expect(question.textContent).toContain(
      "Order FOL-7K3M9Q is not paid. Delivered records no payment: its books reach the buyer's library only once its payment is recorded as paid, and the buyer can no longer cancel it.",
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen.some((c) => c.method === 'post')).toBe(false);
    expect(((await select()) as HTMLSelectElement).value).toBe('pending');

    await userEvent.selectOptions(await select(), 'delivered');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() => expect(listQueries(seen)).toHaveLength(2));
    expect(JSON.parse(seen.find((c) => c.method === 'post')?.data as string)).toEqual({ status: 'delivered' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Other statuses are set at once, as spec §4 has them.
    await userEvent.selectOptions(await select(), 'processing');
    await waitFor(() => expect(seen.filter((c) => c.method === 'post')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('searches on Enter from page 1, filters by both dropdowns, and Clear filters resets all three', { timeout: 15_000 }, async () => {
    const seen = serve((key) => (key === 'GET /admin/orders' ? [200, page([order()], 3)] : undefined));
    renderOrders();
    await screen.findByRole('link', { name: 'View FOL-7K3M9Q' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listQueries(seen).at(-1)).toEqual({ page: 2, per_page: 20 }));

    const search = screen.getByLabelText('Search Orders');
    expect(search.getAttribute('placeholder')).toBe('Search by tracking number or customer name...');
    await userEvent.type(search, 'maria');
    expect(listQueries(seen).at(-1)).toEqual({ page: 2, per_page: 20 });
    await userEvent.type(search, '{Enter}');
    await waitFor(() => expect(listQueries(seen).at(-1)).toEqual({ page: 1, per_page: 20, search: 'maria' }));

    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['', 'pending', 'processing', 'completed', 'cancelled']);
    await userEvent.selectOptions(status, 'completed');
    await userEvent.selectOptions(screen.getByLabelText('Payment Status'), 'paid');
    await waitFor(() => expect(listQueries(seen).at(-1)).toEqual({ page: 1, per_page: 20, search: 'maria', status: 'completed', payment_status: 'paid' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear Status' }));
    await waitFor(() => expect(listQueries(seen).at(-1)).toEqual({ page: 1, per_page: 20, search: 'maria', payment_status: 'paid' }));

    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear.getAttribute('title')).toBe('Clear filters');
    await userEvent.click(clear);
    await waitFor(() => expect(listQueries(seen).at(-1)).toEqual({ page: 1, per_page: 20 }));
    expect((screen.getByLabelText('Search Orders') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('asks again on Enter with the same words, once per Enter', { timeout: 15_000 }, async () => {
    const seen = serve((key) => (key === 'GET /admin/orders' ? [200, page([order()])] : undefined));
    renderOrders();
    await screen.findByRole('link', { name: 'View FOL-7K3M9Q' });
    await userEvent.type(screen.getByLabelText('Search Orders'), 'maria{Enter}');
    await waitFor(() => expect(listQueries(seen)).toEqual([{ page: 1, per_page: 20 }, { page: 1, per_page: 20, search: 'maria' }]));
    await userEvent.type(screen.getByLabelText('Search Orders'), '{Enter}');
    await waitFor(() => expect(listQueries(seen)).toHaveLength(3));
    expect(listQueries(seen).at(-1)).toEqual({ page: 1, per_page: 20, search: 'maria' });
  });

  it('View opens the order details relative to the list', async () => {
    serve((key) => (key === 'GET /admin/orders' ? [200, page([order()])] : undefined));
    const router = renderOrders();
    await userEvent.click(await screen.findByRole('link', { name: 'View FOL-7K3M9Q' }));
    expect(router.history.location.pathname).toBe(`/admin/orders/${order().id}`);
  });

  it("shows each row's actions from its abilities, not from the role", async () => {
    const denied = order({ id: 'o3', tracking_number: 'FOL-3', abilities: { view: false, update_status: false, mark_payment: false, cancel: false } });
    serve((key) => (key === 'GET /admin/orders' ? [200, page([order(), denied])] : undefined));
    renderOrders('admin');
    await screen.findByRole('link', { name: 'View FOL-7K3M9Q' });
    expect(screen.getByRole('combobox', { name: 'Status of order FOL-7K3M9Q' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status of order FOL-3' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View FOL-3' })).toBeNull();
  });

  it.each(TITLES)('$role (orders of scope $scope): titled $title', async ({ role, scope, title }) => {
    expect(ABILITIES[role].orders.scope).toBe(scope);
    serve((key) => (key === 'GET /admin/orders' ? [200, page([])] : undefined));
    renderOrders(role);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const mine = scope === 'own';
    expect(Boolean(screen.queryByText('Your purchases and where each one stands. Paid books are in My library.'))).toBe(mine);
    expect(await screen.findByText(mine ? 'You have no orders yet. Find a book in the library to place your first one.' : 'No data found')).toBeTruthy();
  });

  it('names the screen from the order scope the API gives, not from the role', async () => {
    serve((key) => (key === 'GET /admin/orders' ? [200, page([])] : undefined));
    renderOrders('user', { ...ABILITIES.user, orders: { ...ABILITIES.user.orders, scope: 'all' } });
    expect(await screen.findByRole('heading', { name: 'Manage Orders' })).toBeTruthy();
  });

  it('calls the list My Orders for an account whose list holds its own purchases alone, whatever its role', async () => {
    serve((key) => (key === 'GET /admin/orders' ? [200, page([])] : undefined));
    renderOrders('admin', { ...ABILITIES.admin, orders: { ...ABILITIES.admin.orders, scope: 'own' } });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
  });

  it('shows a customer each of their orders as one state, with no dropdowns', async () => {
    const mine = [
      order({ status: 'processing', payment_status: 'pending', abilities: CUSTOMER }),
      order({ id: 'o2', tracking_number: 'FOL-2', status: 'delivered', payment_status: 'paid', abilities: CUSTOMER }),
      order({ id: 'o3', tracking_number: 'FOL-3', status: 'pending', payment_status: 'failed', abilities: CUSTOMER }),
    ];
    serve((key) => (key === 'GET /admin/orders' ? [200, page(mine)] : undefined));
    renderOrders('user');
    const heading = await screen.findByRole('heading', { name: 'My Orders' });
    // The sentence about the list comes under its title.
    const intro = screen.getByText(/Your purchases and where each one stands/);
    expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await screen.findByRole('link', { name: 'View FOL-7K3M9Q' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-3)!.textContent)).toEqual(['Awaiting payment', 'Paid · in your library', 'Payment failed']);
    expect(screen.queryByRole('columnheader', { name: 'Payment Status' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Status of order/ })).toBeNull();
  });
});
