// Analytics as the API answers them, and the dashboards served with them, for the analytics tests.
import type { AccountAnalytics, AnalyticsTotals, BookAnalytics, BookPage, Ebook, Heatmap } from '@folio/shared';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
import type { SentRequest } from '../../http/client';
import { book, serve } from '../ebooks/testing';
import AccountAnalyticsPage from './AccountAnalyticsPage';
import BookAnalyticsPage from './BookAnalyticsPage';

export const SHOWN = book();
export const ANALYTICS_URL = `/admin/ebooks/${SHOWN.id}/analytics`;

const totals = (over: Partial<AnalyticsTotals> = {}): AnalyticsTotals => ({ views: 150, readers: 40, avg_seconds: 200, completion: 0.25, ...over });
const previous = { ...totals({ views: 100, readers: 40, avg_seconds: 250, completion: 0 }), period: { from: '2026-10-02', to: '2026-10-31' } };
const series = [
  { day: '2026-11-01', views: 50, readers: 10, seconds: 600 },
  { day: '2026-11-02', views: 60, readers: 20, seconds: 1200 },
  { day: '2026-11-03', views: 40, readers: 10, seconds: 65 },
];
const sales = { orders: 3, revenue: 45, coupons_used: 1, conversion: 0.075 };

/** A book read in November: three days of views, two pages, a link, a search, a sound, views from an embed. */
export const bookFigures = (over: Partial<BookAnalytics> = {}): BookAnalytics => ({
  ...totals(),
  sample: 1,
  period: { from: '2026-11-01', to: '2026-11-30' },
  previous,
  page_count: 2,
  series,
  pages: [
    { page: 1, readers: 40, reach: 1, avg_seconds: 90 },
    { page: 2, readers: 20, reach: 0.5, avg_seconds: 30 },
  ],
  links: [{ target: 'https://example.com/whales', clicks: 7 }, { target: 'page:2', clicks: 3 }],
  searches: [{ words: 'octopus', count: 5 }],
  media: [{ target: 'https://example.com/song.mp3', kind: 'audio', plays: 9, avg_progress: 0.6 }],
  interactions: { read_aloud: 4, flashcards: 2, zooms: 1, downloads: 0, taps: 12, answers: 6 },
  sources: [{ source: 'site', site: null, views: 100 }, { source: 'embed', site: 'school.example', views: 50 }],
  sales,
  ...over,
});

/** Nothing read in the period (and nothing before). */
export const noReading = (): BookAnalytics =>
  bookFigures({ ...totals({ views: 0, readers: 0, avg_seconds: 0, completion: 0 }), series: [], pages: [], links: [], searches: [], media: [], sources: [], previous: { ...previous, views: 0, readers: 0, avg_seconds: 0, completion: 0 } });

export const accountFigures = (over: Partial<AccountAnalytics> = {}): AccountAnalytics => ({
  ...totals(),
  scope: 'account',
  period: { from: '2026-11-01', to: '2026-11-30' },
  previous,
  series,
  sources: [{ source: 'class', site: null, views: 150 }],
  sales,
  books: [{ id: SHOWN.id, title: SHOWN.title, ...totals() }],
  refused_today: null,
  ...over,
});

const heatmap = (page: number): Heatmap => ({ page, grid: 20, cells: [{ x: 0, y: 0, count: 4 }, { x: 19, y: 19, count: 1 }] });

/** The book's first page: one text box. */
const PAGES: BookPage[] = [
  { id: 'p1', name: 'Page 1', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 'e1', type: 'text', position: { x: 10, y: 10 }, size: { width: 200, height: 40 }, style: {}, html: '<p>Whales sing</p>' } as BookPage['elements'][number]] },
];

type Reply = [status: number, body: unknown];
type Options = { search?: string; ebook?: Ebook; other?: (key: string, config: SentRequest) => Reply | undefined };

/** A book's analytics page at `search`, the API answering `figures` (null: a failure), its book, its pages and its heatmaps. */
export function showBookAnalytics(figures: BookAnalytics | null, { search = '', ebook = SHOWN, other }: Options = {}) {
  const seen = serve((key, config) => {
    if (key === `GET /admin/ebooks/${ebook.id}`) return [200, { data: ebook }];
    if (key === `GET /admin/ebooks/${ebook.id}/pages`) return [200, { data: PAGES }];
    if (key === `GET ${ANALYTICS_URL}`) return figures ? [200, { data: figures }] : [500, {}];
    if (key === `GET ${ANALYTICS_URL}/heatmap`) return [200, { data: heatmap(Number(config.params?.page)) }];
    return other?.(key, config);
  });
  const router = memoryRouter([{ path: '/admin/ebooks/:id/analytics', element: <BookAnalyticsPage /> }], { initialEntries: [`${ANALYTICS_URL}${search}`] });
  const view = renderWithStore(router.element);
  const reads = (url = ANALYTICS_URL) => seen.filter((c) => c.method === 'get' && c.url === url);
  return { seen, router, reads, ...view };
}

/** The analytics of all the user's books at `search`, the API answering `figures`. */
export function showAccountAnalytics(figures: AccountAnalytics, { search = '' }: { search?: string } = {}) {
  const seen = serve((key) => (key === 'GET /admin/analytics' ? [200, { data: figures }] : undefined));
  const router = memoryRouter([{ path: '/admin/analytics', element: <AccountAnalyticsPage /> }], { initialEntries: [`/admin/analytics${search}`] });
  renderWithStore(router.element);
  return { seen, router };
}
