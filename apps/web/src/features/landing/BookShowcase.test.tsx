import { act, screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { PublicEbook } from '@folio/shared';
import { serve } from '../ebooks/testing';
import { BookShowcase } from './BookShowcase';

const book = (n: number, over: Partial<PublicEbook> = {}): PublicEbook => ({
  id: `b${n}`,
  title: `Book ${n}`,
  slug: `book-${n}`,
  description: null,
  authors: [{ id: 'a1', name: 'Ayesha Rahman' }],
  categories: [],
  book_type: 'ebook',
  page_dimension: 'A4',
  width: 794,
  height: 1123,
  orientation: 'portrait',
  pdf_page_count: null,
  cover_image: null,
  price: 10,
  discount: 0,
  discount_type: 'fixed',
  final_price: 10,
  publisher: null,
  page_count: 6,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

const renderShowcase = () =>
  renderWithStore(
    <MemoryRouter>
      <BookShowcase />
    </MemoryRouter>,
  );

describe('the landing page book library (spec §2)', () => {
  it('shows the first books, and Show More adds the next page until there is none', async () => {
    const first = Array.from({ length: 8 }, (_, i) => book(i + 1));
    const seen = serve((key, config) => {
      if (key !== 'GET /public/ebooks') return undefined;
      const page = (config.params as { page: number }).page;
      return [200, { data: page === 1 ? first : [book(9, { price: 8, final_price: 0 })], current_page: page, last_page: 2, per_page: 8, total: 9 }];
    });
    renderShowcase();
    expect(await screen.findByRole('link', { name: 'Book 8' })).toBeTruthy();
    expect(screen.getAllByText('$10.00')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByRole('link', { name: 'Book 9' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Book \d$/ })).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    expect(seen.map((c) => c.params)).toEqual([
      { page: 1, per_page: 8, sort: 'newest', lng: 'en' },
      { page: 2, per_page: 8, sort: 'newest', lng: 'en' },
    ]);
  }, 15_000);

  it('says so when the books cannot be loaded, and tries again on request', async () => {
    let down = true;
    serve((key) => (key === 'GET /public/ebooks' ? (down ? [500, { message: 'Server error' }] : [200, { data: [book(1)], current_page: 1, last_page: 1, per_page: 8, total: 1 }]) : undefined));
    renderShowcase();
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Something went wrong. Please try again later.')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Book 1' })).toBeTruthy();
  }, 15_000);

  it("asks for the books again in the interface's new language, and shows their titles as that answer gives them", async () => {
    const seen = serve((key, config) => {
      if (key !== 'GET /public/ebooks') return undefined;
      const arabic = (config.params as { lng: string }).lng === 'ar';
      return [200, { data: [book(1, arabic ? { title: 'الكتاب الأول' } : {})], current_page: 1, last_page: 1, per_page: 8, total: 1 }];
    });
    renderShowcase();
    expect(await screen.findByRole('link', { name: 'Book 1' })).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('ar'));
      const title = await screen.findByRole('heading', { name: 'الكتاب الأول' });
      // Read in its own direction, whatever the interface's.
      expect(title.getAttribute('dir')).toBe('auto');
      expect(seen.map((c) => (c.params as { lng: string }).lng)).toEqual(['en', 'ar']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  }, 15_000);
});
