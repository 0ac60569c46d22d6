import { periodQuery, type Period } from './period';

/** Where the analytics of all the user's books live (the whole site's for an admin): a page of its own in the dashboard. */
export const ACCOUNT_ANALYTICS_PATH = '/admin/analytics';

/** A book's analytics, over `period` when given (a link from a list keeps the list's days). */
export const bookAnalyticsPath = (id: string, period: Period = {}) => {
  const query = periodQuery(period);
  return `/admin/ebooks/${encodeURIComponent(id)}/analytics${query ? `?${query}` : ''}`;
};
