import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { book } from '../ebooks/testing';
import { lastDays } from './period';
import { ANALYTICS_URL, bookFigures, noReading, showBookAnalytics } from './testAnalytics';

/** A headline card by its label: its figure and its comparison. */
const card = async (label: string) => within(await screen.findByRole('region', { name: 'Headline figures' })).getByText(label).closest('li')!;

describe("a book's analytics", () => {
  it('shows the headline figures, each compared with the period before in signs and in words', async () => {
    showBookAnalytics(bookFigures());
    const views = await card('Views');
    expect(within(views).getByText('150')).toBeTruthy();
    expect(within(views).getByText('↑ 50%')).toBeTruthy();
    expect(within(views).getByText('Up 50% on the period before')).toBeTruthy();
    expect(within(await card('Readers')).getByText('The same as the period before')).toBeTruthy();
    const time = await card('Average reading time');
    expect(within(time).getByText('3 min 20 sec')).toBeTruthy();
    expect(within(time).getByText('Down 20% on the period before')).toBeTruthy();
    const completion = await card('Completion');
    expect(within(completion).getByText('25%')).toBeTruthy();
    expect(within(completion).getByText('Nothing in the period before')).toBeTruthy();
    expect(screen.getByText('Compared with Oct 2, 2026 – Oct 31, 2026')).toBeTruthy();
    expect(screen.queryByText(/estimated from/)).toBeNull();
  });

  it('says when the figures of a book read by very many were counted from a sample of its readers', async () => {
    showBookAnalytics(bookFigures({ sample: 0.0625 }));
    await card('Readers');
    expect(screen.getByText("Readers, reading time, completion and the page funnel are estimated from 6.3% of this period's readers: the book is read by so many that they are counted from a sample.")).toBeTruthy();
  });

  it('gives every chart a table for screen readers', async () => {
    showBookAnalytics(bookFigures());
    const overTime = await screen.findByRole('table', { name: 'Views and readers over time, as a table' });
    expect(within(overTime).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Views', 'Readers', 'Reading time']);
    const day = within(overTime).getByRole('row', { name: /Nov 2, 2026/ });
    expect(within(day).getAllByRole('cell').map((c) => c.textContent)).toEqual(['60', '20', '20 min']);
    const funnel = screen.getByRole('table', { name: 'Readers who reached each page, as a table' });
    expect(within(within(funnel).getByRole('row', { name: /Page 2/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['50%', '20']);
    const time = screen.getByRole('table', { name: 'Time per page, as a table' });
    expect(within(within(time).getByRole('row', { name: /Page 1/ })).getByRole('cell').textContent).toBe('1 min 30 sec');
    // The drawings themselves are hidden from screen readers: the tables say the same.
    expect(document.querySelectorAll('.recharts-wrapper').length).toBe(3);
    for (const chart of document.querySelectorAll('.recharts-wrapper')) expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the lists: links, searches, media, sources, interactions, and sales', async () => {
    showBookAnalytics(bookFigures());
    const links = await screen.findByRole('table', { name: 'Top links' });
    expect(within(links).getByRole('row', { name: /example.com\/whales/ }).textContent).toContain('7');
    expect(within(links).getByText('Page 2 of the book')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Top searches' })).getByRole('row', { name: /octopus/ }).textContent).toContain('5');
    const media = within(screen.getByRole('table', { name: 'Media plays' })).getByRole('row', { name: /song.mp3/ });
    expect(within(media).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sound', '9', '60%']);
    const sources = screen.getByRole('table', { name: 'Sources' });
    expect(within(sources).getByRole('row', { name: /Folio's site/ }).textContent).toContain('100');
    expect(within(sources).getByRole('row', { name: /Embedded on school.example/ }).textContent).toContain('50');
    expect(within(screen.getByRole('table', { name: 'Interactions' })).getByRole('row', { name: /Questions answered/ }).textContent).toContain('6');
    const sales = screen.getByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('Revenue').nextElementSibling?.textContent).toBe('$45.00');
    expect(within(sales).getByText('Conversion').nextElementSibling?.textContent).toBe('7.5%');
    expect(within(sales).getByText('Coupons used').nextElementSibling?.textContent).toBe('1');
  });

  it('hides the searches when the server keeps them from this user', async () => {
    showBookAnalytics(bookFigures({ searches: null }));
    expect(await screen.findByRole('table', { name: 'Top links' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top searches' })).toBeNull();
  });

  it('says what to do when nobody read the book in the period', async () => {
    showBookAnalytics(noReading(), { ebook: book({ status: 'draft' }) });
    expect(await screen.findByRole('heading', { name: 'Nobody read in this period' })).toBeTruthy();
    expect(screen.getByText('Readers cannot open the book yet: publish it, then share its link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the book to publish it' }).getAttribute('href')).toBe(`/admin/ebooks/${book().id}`);
    expect(screen.queryByRole('table', { name: /as a table/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says when the figures cannot be loaded', async () => {
    showBookAnalytics(null);
    expect((await screen.findByRole('alert')).textContent).toBe('The figures could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Headline figures' })).toBeNull();
  });
});

describe('the period', () => {
  it('reads the days from the address, asks for them, and keeps a new choice in the address', async () => {
    const { router, reads } = showBookAnalytics(bookFigures(), { search: '?from=2026-11-01&to=2026-11-30' });
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
    await waitFor(() => expect(reads()[0]?.params).toEqual({ from: '2026-11-01', to: '2026-11-30' }));

    const week = screen.getByRole('button', { name: 'Last 7 days' });
    expect(week.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(week);
    const expected = lastDays(7);
    await waitFor(() => expect(reads().at(-1)?.params).toEqual(expected));
    expect(router.history.location.search).toBe(`?from=${expected.from}&to=${expected.to}`);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(router.history.location.search).toBe(`?from=2026-10-01&to=${expected.to}`));
  });

  it('shows the last 30 days when the address names none, and asks for the server’s default', async () => {
    const { reads } = showBookAnalytics(bookFigures());
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(reads()[0]?.params).toEqual({});
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the first day comes after the last, and asks nothing of the server', async () => {
    const { reads } = showBookAnalytics(bookFigures(), { search: '?from=2026-11-30&to=2026-11-01' });
    expect(await screen.findByText('The first day must come before the last.')).toBeTruthy();
    expect(reads()).toHaveLength(0);
  });

  it('downloads the period as CSV with the user’s token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const { seen } = showBookAnalytics(bookFigures(), { search: '?from=2026-11-01&to=2026-11-30', other: (key) => (key.startsWith(`GET ${ANALYTICS_URL}/csv`) ? [200, new Blob(['day,views'])] : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(seen.some((c) => c.url === `${ANALYTICS_URL}/csv?from=2026-11-01&to=2026-11-30` && c.responseType === 'blob')).toBe(true));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

/** Where the time axis's labels stand, left to right, in the order of the days. */
const dayTicks = (chart: Element) => [...chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => Number(tick.getAttribute('x')));

describe('the charts in Arabic', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('run time from the right, with the values on the right', async () => {
    await i18n.changeLanguage('ar');
    showBookAnalytics(bookFigures());
    await screen.findByRole('table', { name: /over time/ });
    const chart = document.querySelector('.recharts-wrapper')!;
    expect(chart.querySelector('.recharts-yAxis line[orientation="right"]')).not.toBeNull();
    const ticks = dayTicks(chart);
    expect(ticks.length).toBeGreaterThan(1);
    // The first day's tick is the rightmost.
    expect(ticks[0]).toBeGreaterThan(ticks.at(-1)!);
  });

  it('run time from the left in English', async () => {
    showBookAnalytics(bookFigures());
    await screen.findByRole('table', { name: /over time/ });
    const chart = document.querySelector('.recharts-wrapper')!;
    expect(chart.querySelector('.recharts-yAxis line[orientation="left"]')).not.toBeNull();
    const ticks = dayTicks(chart);
    expect(ticks[0]).toBeLessThan(ticks.at(-1)!);
  });
});

describe('the heatmap', () => {
  it('draws the page with the taps over it, and another page when chosen', async () => {
    const { reads } = showBookAnalytics(bookFigures());
    const panel = await screen.findByRole('region', { name: 'Taps on the page' });
    expect(await within(panel).findByText('5 taps and clicks on this page in the period.')).toBeTruthy();
    // The page itself, drawn under the cells.
    expect(await within(panel).findByText('Whales sing')).toBeTruthy();
    const cells = [...panel.querySelectorAll<HTMLElement>('[data-count]')];
    expect(cells.map((c) => [c.dataset.count, c.style.left, c.style.top])).toEqual([['4', '0%', '0%'], ['1', '95%', '95%']]);
    // The busiest cell is the least see-through.
    expect(cells[0]!.style.background).toContain('0.75');
    expect(reads(`${ANALYTICS_URL}/heatmap`)[0]?.params).toEqual({ page: 1 });

    await userEvent.selectOptions(within(panel).getByLabelText('Page to show'), '2');
    await waitFor(() => expect(reads(`${ANALYTICS_URL}/heatmap`).at(-1)?.params).toEqual({ page: 2 }));
  });
});
