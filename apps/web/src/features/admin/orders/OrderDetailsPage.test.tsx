import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { OrderAbilities, OrderDetails } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { ABILITIES } from '../../../test/abilities';
import { serve } from '../../ebooks/testing';
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
  lines: 'all',
  customer: { name: 'Maria Gonzalez', email: 'maria@example.com' },
  items: [{ id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 1, line_total: 12, codes_batch_id: null }],
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
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Amina', email: 'admin@folio.test', role: 'admin', profile_picture: null, abilities: ABILITIES.admin } }));
  const router = memoryRouter([{ path: '/admin/orders/:orderId', element: <OrderDetailsPage /> }], { initialEntries: [`/admin/orders/${ID}`] });
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return seen;
}

describe('the order details screen follows the order\'s abilities', () => {
  it('offers the status dropdown and the payment buttons when the abilities allow them, and asks before recording a payment', async () => {
    const seen = renderDetails(details({ view: true, update_status: true, mark_payment: true, cancel: false }));
    const paid = () => seen.filter((c) => c.method === 'post' && c.url === `/admin/orders/${ID}/payment`);
    const markPaid = await screen.findByRole('button', { name: 'Mark as paid' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as failed' })).toBeTruthy();
    await userEvent.click(markPaid);
    // Nothing is recorded until confirmed; Cancel records nothing.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('FOL-7K3M9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(paid()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(paid()).toHaveLength(1));
    expect(JSON.parse(String(paid()[0]!.data))).toMatchObject({ payment_status: 'paid' });
  });

  it("shows a line's share of a coupon in its own column", async () => {
    renderDetails(
      details(
        { view: true, update_status: false, mark_payment: false, cancel: false },
        {
          items: [{ id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 2.99, discount_amount: 0.3, quantity: 1, line_total: 2.69, codes_batch_id: null }],
          subtotal_amount: 2.99,
          discount_amount: 0.3,
          total_amount: 2.69,
          coupon_code: 'SPRING',
        },
      ),
    );
    expect(await screen.findByRole('columnheader', { name: 'Discount' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Tides/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Tides', '$2.99', '1', '−$0.30', '$2.69']);
  });

  it("links a paid line of several copies to the batch of its codes, and a single copy to none", async () => {
    renderDetails(
      details(
        { view: true, update_status: false, mark_payment: false, cancel: false },
        {
          items: [
            { id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 3, line_total: 36, codes_batch_id: 'batch-1' },
            { id: 'i2', ebook_id: 'b2', title: 'Winds', cover_image: null, unit_price: 5, discount_amount: 0, quantity: 1, line_total: 5, codes_batch_id: null },
          ],
          status: 'delivered',
          payment_status: 'paid',
        },
      ),
    );
    const codes = await screen.findByRole('link', { name: 'Codes for the 3 copies' });
    expect(codes.getAttribute('href')).toBe('/admin/access-codes/batch-1');
    expect(within(screen.getByRole('row', { name: /Tides/ })).getByRole('link', { name: 'Codes for the 3 copies' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Winds/ })).queryByRole('link', { name: /Codes/ })).toBeNull();
  });

  it('shows badges and no payment buttons when they do not, whatever the role', async () => {
    renderDetails(details({ view: true, update_status: false, mark_payment: false, cancel: false }, { payment_provider: 'stripe' }));
    await screen.findByText('Maria Gonzalez', { selector: 'p > bdi' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as failed' })).toBeNull();
  });
});
