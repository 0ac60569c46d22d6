// The cart says what its Copies choice buys (decision 029): one copy is the buyer's; more are codes to hand out.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { serve } from '../ebooks/testing';
import CartPage from './CartPage';
import { clearCart, updateCart } from './cartStore';

const BOOK = { ebook_id: '5f0c0000-0000-4000-8000-0000000000e1', title: 'The Owl Who Read', cover_image: null, final_price: 12 };

afterEach(() => clearCart());

describe('the cart’s Copies', () => {
  it('says that one copy is the buyer’s and that more copies are as many codes to hand out', async () => {
    const user = userEvent.setup();
    serve((key, config) => {
      if (key !== 'POST /checkout/quote') return undefined;
      const { items } = JSON.parse(config.data as string) as { items: { ebook_id: string; quantity: number }[] };
      const quantity = items[0]!.quantity;
      return [200, { data: { items: [{ ...BOOK, unit_price: 12, discount_amount: 0, quantity, line_total: 12 * quantity }], subtotal_amount: 12 * quantity, discount_amount: 0, total_amount: 12 * quantity, total_quantity: quantity, coupon: null, coupon_error: null } }];
    });
    updateCart(() => ({ items: [{ ...BOOK, quantity: 1 }], coupon_code: null }));
    renderWithStore(memoryRouter([{ path: '/cart', element: <CartPage /> }], { initialEntries: ['/cart'] }).element);

    const copies = await screen.findByRole('combobox', { name: 'Copies of The Owl Who Read' });
    expect(screen.getByText('One copy: yours, in My library.')).toBeTruthy();
    await user.selectOptions(copies, '3');
    const hint = screen.getByText('Your copy in My library, and 3 codes to hand out: each code gives the book to one reader.');
    // The hint is the choice's description, read with it.
    expect(copies.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
