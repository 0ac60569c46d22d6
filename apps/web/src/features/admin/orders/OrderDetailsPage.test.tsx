import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { OrderAbilities, OrderDetails } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { serve } from '../ebooks/testing';
import OrderDetailsPage from './OrderDetailsPage';

const ID = '5f0c0000-0000-4000-8000-000000000001';

const details = (abilities: OrderAbilities, over: Partial<OrderDetails> = {}): OrderDetails => ({
  id: ID,
  tracking_number: 'FOL-7K3M9Q',
  user: { name: 'Maria Gonzalez' },
  total_amount: 12,
  total_quantity: 1,
  status: 'pending',
  payment_status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
  abilities,
  customer: { name: 'Maria Gonzalez', email: 'maria@example.com' },
  items: [{ id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 1, line_total: 12 }],
  subtotal_amount: 12,
  discount_amount: 0,
  coupon_code: null,
  currency: 'usd',
  payment_provider: 'manual',
  paid_at: null,
  updated_at: '2026-03-01T10:00:00.000Z',
  events: [],
  ...over,
});

/** The page as an admin sees it: the role is the same in every case, only the order's abilities differ. */
function renderDetails(order: OrderDetails) {
  const seen = serve((key) => {
    if (key === `GET /admin/orders/${ID}`) return [200, { data: order }];
    if (key === `POST /admin/orders/${ID}/payment`) return [200, { message: 'Payment status updated successfully.', data: order }];
  });
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Amina', email: 'admin@folio.test', role: 'admin', profile_picture: null } }));
  const router = createMemoryRouter([{ path: '/admin/orders/:orderId', element: <OrderDetailsPage /> }], { initialEntries: [`/admin/orders/${ID}`] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return seen;
}

describe('the order details screen follows the order\'s abilities', () => {
  it('offers the status dropdown and the payment buttons when the abilities allow them', async () => {
    const seen = renderDetails(details({ view: true, update_status: true, mark_payment: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as failed' })).toBeTruthy();
    await waitFor(() => expect(seen.some((c) => c.method === 'post' && c.url === `/admin/orders/${ID}/payment`)).toBe(true));
  });

  it('shows badges and no payment buttons when they do not, whatever the role', async () => {
    renderDetails(details({ view: true, update_status: false, mark_payment: false }, { payment_provider: 'stripe' }));
    await screen.findByText('Maria Gonzalez', { selector: 'p' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as failed' })).toBeNull();
  });
});
