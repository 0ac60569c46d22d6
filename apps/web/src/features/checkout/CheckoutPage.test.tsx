import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { MyOrderResponseSchema, type MyOrder } from '@folio/shared';
import { createStore } from '../../app/store';
import { login } from '../auth/authSlice';
import { ABILITIES } from '../../test/abilities';
import { memoryRouter } from '../../test/router';
import { serve } from '../admin/ebooks/testing';
import CheckoutPage from './CheckoutPage';

const ID = '5f0c0000-0000-4000-8000-000000000001';
const INSTRUCTIONS = 'Please pay $12.00 by bank transfer or in cash, quoting your order number FOL-7K3M-9QXA. Your books unlock as soon as we confirm the payment.';

/** A placed order as GET /api/me/orders/{id} answers it, awaiting its manual payment. */
const placed = (over: Partial<MyOrder> = {}): MyOrder => ({
  id: ID,
  tracking_number: 'FOL-7K3M-9QXA',
  user: { name: 'Maria Gonzalez' },
  total_amount: 12,
  total_quantity: 1,
  status: 'pending',
  payment_status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
  abilities: { view: true, update_status: false, mark_payment: false, cancel: true },
  lines: 'all',
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
  payment_instructions: INSTRUCTIONS,
  ...over,
});

/** /checkout?order=<id>, as a reload of the confirmation opens it, the answer checked against the shared contract. */
function reloadConfirmation(order: MyOrder) {
  const answer = MyOrderResponseSchema.parse({ data: order });
  serve((key) => (key === `GET /me/orders/${ID}` ? [200, answer] : undefined));
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Maria Gonzalez', email: 'maria@example.com', role: 'user', profile_picture: null, abilities: ABILITIES.user } }));
  const router = memoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], { initialEntries: [`/checkout?order=${ID}`] });
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
}

describe('the order confirmation, reloaded', () => {
  it('still shows how to pay an order that awaits its manual payment', async () => {
    reloadConfirmation(placed());
    expect(await screen.findByTestId('tracking-number')).toHaveProperty('textContent', 'FOL-7K3M-9QXA');
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    expect(howToPay.textContent).toContain(INSTRUCTIONS);
  });

  it('shows no instructions once the order is paid', async () => {
    reloadConfirmation(placed({ status: 'delivered', payment_status: 'paid', paid_at: '2026-03-01T11:00:00.000Z', payment_instructions: null }));
    expect(await screen.findByText('Your payment is confirmed: your books are in your library.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
  });
});
