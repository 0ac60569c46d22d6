import type { AccountAnalytics, AccountAnalyticsQuery, AnalyticsQuery, BookAnalytics, Heatmap } from '@folio/shared';
import { apiSlice } from '../../http/api';

export const bookAnalyticsUrl = (id: string) => `/admin/ebooks/${encodeURIComponent(id)}/analytics`;

/** Which book, and its period (UTC days, both included); without days the server takes the last ANALYTICS_DEFAULT_DAYS. */
type BookArgs = { id: string } & AnalyticsQuery;

/**
 * The reading dashboards (GET …/analytics). They are read afresh each time they open: the figures grow while people
 * read, and a cached period would show yesterday's totals.
 */
const analyticsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    bookAnalytics: build.query<BookAnalytics, BookArgs>({
      query: ({ id, from, to }) => ({ url: bookAnalyticsUrl(id), params: { from, to } }),
      transformResponse: (answer: { data: BookAnalytics }) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /** Where readers tapped on one page (GET …/analytics/heatmap?page=). */
    bookHeatmap: build.query<Heatmap, BookArgs & { page: number }>({
      query: ({ id, page, from, to }) => ({ url: `${bookAnalyticsUrl(id)}/heatmap`, params: { page, from, to } }),
      transformResponse: (answer: { data: Heatmap }) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /**
     * All the signed-in user's books, or the whole site for an admin (GET /api/admin/analytics). `aside`: shown beside
     * another screen's own content (the dashboard's home), where a refusal hides the figures instead of leaving the screen.
     * `books`: those books' lines rather than the most viewed (the ids, comma-separated).
     */
    accountAnalytics: build.query<AccountAnalytics, AccountAnalyticsQuery & { aside?: boolean }>({
      query: ({ from, to, books, aside = false }) => ({ url: '/admin/analytics', params: { from, to, books }, redirectOnAuthError: !aside }),
      transformResponse: (answer: { data: AccountAnalytics }) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useBookAnalyticsQuery, useBookHeatmapQuery, useAccountAnalyticsQuery } = analyticsApi;
