import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { CheckoutQuoteSchema, CheckoutResultSchema, MyOrderResponseSchema, writtenOf, type MyOrder } from '@folio/shared';
import { createStore } from '../../app/store';
import { login } from '../auth/authSlice';
import { ABILITIES } from '../../test/abilities';
import { memoryRouter } from '../../test/router';
import { serve } from '../ebooks/testing';
import { getCart, updateCart } from '../cart/cartStore';
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
  items: [{ id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 1, line_total: 12, codes_batch_id: null }],
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

/** The checkout page at `address`, for the signed-in buyer. */
function renderCheckout(address: string) {
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Maria Gonzalez', email: 'maria@example.com', role: 'user', profile_picture: null, abilities: ABILITIES.user } }));
  const router = memoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], { initialEntries: [address] });
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
}

/** /checkout?order=<id>, as a reload of the confirmation opens it, the answer checked against the shared contract. */
function reloadConfirmation(order: MyOrder) {
  const answer = MyOrderResponseSchema.parse({ data: order });
  serve((key) => (key === `GET /me/orders/${ID}` ? [200, answer] : undefined));
  renderCheckout(`/checkout?order=${ID}`);
}

describe('placing the order', () => {
  it('confirms the order the checkout answered, without reading it back', async () => {
    const { payment_instructions: instructions, ...order } = placed();
    const quote = CheckoutQuoteSchema.parse({ items: [{ ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 1, line_total: 12 }], subtotal_amount: 12, discount_amount: 0, total_amount: 12, total_quantity: 1, coupon: null, coupon_error: null, coupon_refusal: null });
    const answer = writtenOf(CheckoutResultSchema).parse({ message: 'Order placed successfully.', data: { order, payment: { provider: 'manual', redirect_url: null, instructions } } });
    const sent = serve((key) => (key === 'POST /checkout/quote' ? [200, { data: quote }] : key === 'POST /checkout' ? [201, answer] : undefined));
    updateCart(() => ({ items: [{ ebook_id: 'b1', title: 'Tides', cover_image: null, final_price: 12, quantity: 1 }], coupon_code: null }));
    renderCheckout('/checkout');

    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toHaveProperty('disabled', false));
    fireEvent.click(place);
    expect(await screen.findByTestId('tracking-number')).toHaveProperty('textContent', 'FOL-7K3M-9QXA');
    expect(screen.getByRole('region', { name: 'How to pay' }).textContent).toContain(INSTRUCTIONS);
    expect(sent.map((request) => `${request.method.toUpperCase()} ${request.url}`).filter((request) => request.includes('/me/orders'))).toEqual([]);
    expect(getCart().items).toEqual([]);
  });
});

describe('the order confirmation, reloaded', () => {
  it('still shows how to pay an order that awaits its manual payment', async () => {
    reloadConfirmation(placed());
    expect(await screen.findByTestId('tracking-number')).toHaveProperty('textContent', 'FOL-7K3M-9QXA');
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    expect(howToPay.textContent).toContain(INSTRUCTIONS);
  });

  it('says where the codes of several copies will be, and none for single copies', async () => {
    const line = { id: 'i1', ebook_id: 'b1', title: 'Tides', cover_image: null, unit_price: 12, discount_amount: 0, quantity: 3, line_total: 36, codes_batch_id: null };
    reloadConfirmation(placed({ items: [line] }));
    expect(await screen.findByText("Once the order is paid, the codes for its copies are on the order's page, ready to download or print.")).toBeTruthy();
  });

  it('shows no instructions once the order is paid', async () => {
    reloadConfirmation(placed({ status: 'delivered', payment_status: 'paid', paid_at: '2026-03-01T11:00:00.000Z', payment_instructions: null }));
    expect(await screen.findByText('Your payment is confirmed: your books are in your library.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByText(/codes for its copies/)).toBeNull();
  });
});
