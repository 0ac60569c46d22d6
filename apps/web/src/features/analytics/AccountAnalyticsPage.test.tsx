import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SOURCES } from '@folio/shared';
import { accountFigures, SHOWN, showAccountAnalytics } from './testAnalytics';

describe('the analytics of all the books', () => {
  it('shows the figures of the period, its sources, its sales and each book linking to its own analytics over the same days', async () => {
    const { seen } = showAccountAnalytics(accountFigures(), { search: '?from=2026-11-01&to=2026-11-30' });
    expect(await screen.findByText('All your books')).toBeTruthy();
    expect(screen.queryByText(/refused today/)).toBeNull();
    const headline = screen.getByRole('region', { name: 'Headline figures' });
    expect(within(headline).getByText('Up 50% on the period before')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Views and readers over time, as a table' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Sources' })).getByRole('row', { name: /A class assignment/ }).textContent).toContain('150');
    expect(within(screen.getByRole('region', { name: 'Sales' })).getByText('Orders').nextElementSibling?.textContent).toBe('3');
    const row = within(screen.getByRole('table', { name: 'Books' })).getByRole('row', { name: /Sea Animals/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['150', '40', '3 min 20 sec', '25%']);
    expect(within(row).getByRole('link', { name: 'Sea Animals' }).getAttribute('href')).toBe(`/admin/ebooks/${SHOWN.id}/analytics?from=2026-11-01&to=2026-11-30`);
    await waitFor(() => expect(seen.find((c) => c.url === '/admin/analytics')?.params).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
  });

  it('names the whole site for an admin, with the batches of events refused today', async () => {
    showAccountAnalytics(accountFigures({ scope: 'site', refused_today: 3 }));
    expect(await screen.findByText('All the books of the site')).toBeTruthy();
    expect(screen.getByText('Batches of reading events refused today as malformed: 3')).toBeTruthy();
  });

  it('says what to do when nobody read any book in the period', async () => {
    showAccountAnalytics(accountFigures({ views: 0, readers: 0, avg_seconds: 0, completion: 0, series: [], sources: [], books: [] }));
    expect(await screen.findByRole('heading', { name: 'Nobody read in this period' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your books' }).getAttribute('href')).toBe('/admin/ebooks');
    expect(screen.queryByRole('table', { name: /as a table/ })).toBeNull();
    expect(screen.getByText('No book was read in this period.')).toBeTruthy();
  });

  it('names every source the server may send in words', async () => {
    showAccountAnalytics(accountFigures({ sources: ANALYTICS_SOURCES.map((source, i) => ({ source, site: null, views: i + 1 })) }));
    const rows = within(await screen.findByRole('table', { name: 'Sources' })).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(["Folio's site", 'Embedded on another site', 'A learning platform (LMS)', 'A class assignment', 'A shared link', 'A downloaded copy: offline flipbook or EPUB (read while online)']);
  });
});
