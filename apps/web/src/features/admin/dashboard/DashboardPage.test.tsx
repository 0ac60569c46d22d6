import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../../test/router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { ABILITIES } from '../../../test/abilities';
import { api, type SentRequest } from '../../../http/client';
import DashboardPage from './DashboardPage';
import type { AccountAnalytics, DashboardData } from '@folio/shared';

const book = (id: string, title: string, authors: string[], categories: string[]) =>
  ({ id, title, authors, categories, status: 'draft', approval_status: 'pending', created_at: '2026-03-01T10:00:00Z' }) as const;

/** The reading of the last 30 days the API answers for the books (GET /admin/analytics): only "Ocean Friends" was read. */
const analytics: AccountAnalytics = {
  scope: 'site',
  views: 12,
  readers: 1,
  avg_seconds: 60,
  completion: 0,
  period: { from: '2026-11-07', to: '2026-12-06' },
  previous: { views: 0, readers: 0, avg_seconds: 0, completion: 0, period: { from: '2026-10-08', to: '2026-11-06' } },
  series: [],
  sources: [],
  sales: { orders: 0, revenue: 0, coupons_used: 0, conversion: 0 },
  books: [{ id: 'b1', title: 'Ocean Friends', views: 12, readers: 1, avg_seconds: 60, completion: 0 }],
  refused_today: 0,
};

function renderWith(data: DashboardData, role: Role = 'admin') {
  const requests: string[] = [];
  api.transport = async (config: SentRequest) => {
    requests.push(`${config.method} ${config.url}`);
    return { data: { data: config.url === '/admin/analytics' ? analytics : data }, status: 200 };
  };
  const store = createStore();
  store.dispatch(login({ token: 't', user: { id: 'u1', name: 'Amina Rahman', email: 'admin@folio.test', role, profile_picture: null, abilities: ABILITIES[role] } }));
  const router = memoryRouter([{ path: '/admin', element: <DashboardPage /> }], { initialEntries: ['/admin'] });
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return requests;
}

/** The figure shown under a count card's label. */
const countOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the dashboard', () => {
  it('shows the four counts and the recent and pending books with their authors and categories', async () => {
    const requests = renderWith({
      counts: { total: 31, published: 12, unpublished: 19, genres: 11 },
      recent: [book('b1', 'Ocean Friends', ['Kenji Sato', 'Lena Park'], ['Picture Books']), book('b2', 'Fractions', [], [])],
      pending: [book('b3', 'Journey to the Stars', ['Mira Chen'], ['Science', 'Early Readers'])],
    });
    expect(screen.getByText('Welcome back, Amina Rahman.')).toBeTruthy();
    expect(await screen.findByText('31')).toBeTruthy();
    await screen.findAllByRole('columnheader', { name: 'Last 30 days' });
    expect(countOf('Total eBooks')).toBe('31');
    expect(countOf('Published')).toBe('12');
    expect(countOf('Unpublished')).toBe('19');
    expect(countOf('Genres')).toBe('11');
    expect(requests).toEqual(['get /admin/dashboard', 'get /admin/analytics']);

    const recent = screen.getByRole('region', { name: 'Recent eBooks' });
    expect(within(recent).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Author', 'Category', 'Last 30 days']);
    const ocean = within(recent).getByRole('row', { name: /Ocean Friends/ });
    expect(within(ocean).getByText('Kenji Sato, Lena Park')).toBeTruthy();
    expect(within(ocean).getByText('Picture Books')).toBeTruthy();
    // Each book's reading of the last 30 days, linking to its analytics; a dash for a book nobody read.
    const reading = await within(ocean).findByRole('link', { name: 'Analytics of Ocean Friends: 12 views · 1 reader' });
    expect(reading.getAttribute('href')).toBe('/admin/ebooks/b1/analytics');
    expect(within(within(recent).getByRole('row', { name: /Fractions/ })).getByText('—', { selector: 'td:last-child > span' })).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'Ocean Friends' }).getAttribute('href')).toBe('/admin/ebooks/b1');

    const pending = screen.getByRole('region', { name: 'Pending eBooks' });
    expect(within(pending).getByRole('link', { name: 'Journey to the Stars' }).getAttribute('href')).toBe('/admin/ebooks/b3');
    expect(within(pending).getByText('Science, Early Readers')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/pending-ebooks');
  });

  it('says so when there are no books, and links an author to their books only', async () => {
    renderWith({ counts: { total: 0, published: 0, unpublished: 0, genres: 11 }, recent: [], pending: [] }, 'author');
    expect(await screen.findByText('No eBooks yet.')).toBeTruthy();
    expect(screen.getByText('No eBooks are waiting for approval.')).toBeTruthy();
    expect(countOf('Genres')).toBe('11');
    const pending = screen.getByRole('region', { name: 'Pending eBooks' });
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Recent eBooks' })).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/ebooks');
  });
});
