import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookHolding, PublicEbook } from '@folio/shared';
import { clearCart, getCart } from '../cart/cartStore';
import { BookActions } from './BookActions';

const book = (final_price: number) => ({ id: 'b1', title: 'Forest Friends', cover_image: null, final_price }) as unknown as PublicEbook;
const show = (price: number, holding?: BookHolding) =>
  render(
    <MemoryRouter>
      <BookActions book={book(price)} holding={holding} />
    </MemoryRouter>,
  );

afterEach(() => clearCart());

describe("a book page's actions", () => {
  it('should offer Read alone for a free book: the whole book is there to read, no preview of it', () => {
    show(0);
    expect(screen.getByRole('link', { name: 'Read' }).getAttribute('href')).toBe('/ebooks/b1');
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
  });

  it('should offer Read alone for a book its reader owns', () => {
    show(4.99, { holding: 'owned' } as BookHolding);
    expect(screen.getByRole('link', { name: 'Read' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
  });

  it('should offer the owner of a paid book copies to hand out: two in the cart, then the way to it', async () => {
    show(4.99, { holding: 'owned' } as BookHolding);
    await userEvent.click(screen.getByRole('button', { name: 'Buy copies to hand out' }));
    expect(getCart().items).toEqual([expect.objectContaining({ ebook_id: 'b1', quantity: 2 })]);
    expect(screen.getByRole('link', { name: 'In your cart: check out' })).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: 'Read' })).toBeTruthy();
  });

  it('should not offer copies of a free book', () => {
    show(0, { holding: 'owned' } as BookHolding);
    expect(screen.queryByRole('button', { name: 'Buy copies to hand out' })).toBeNull();
  });

  it('should offer Add to cart and Preview for a paid book not bought', () => {
    show(4.99);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/flipbooks/b1');
    expect(screen.queryByRole('link', { name: 'Read' })).toBeNull();
  });
});
