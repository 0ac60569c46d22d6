import type { AnalyticsSource } from '@folio/shared';

export interface ViewSource {
  source: AnalyticsSource;
  /** The host of the site a book is embedded in. */
  site?: string;
}

const hostOf = (address: string): string | null => {
  try {
    return new URL(address).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
};

/**
 * Where the view came from, by the reader's address and the page the tab opened on:
 * - `embed`: a frame on another site (?embed=1), whose host the referrer names;
 * - `lms`: an LMS launch (/lti/enter signs the LMS user in and goes on to the book with ?from=lms);
 * - `class`: a pupil's class library (?from=class);
 * - `share`: a link copied from the reader's Share dialog (?ref=share);
 * - `site`: anything else.
 */
export function viewSource({ search, referrer, host }: { search: string; referrer: string; host: string }): ViewSource {
  const params = new URLSearchParams(search);
  if (params.get('embed') === '1') {
    const site = hostOf(referrer);
    return site && site !== host.toLowerCase() ? { source: 'embed', site } : { source: 'embed' };
  }
  if (params.get('from') === 'lms') return { source: 'lms' };
  if (params.get('from') === 'class') return { source: 'class' };
  if (params.get('ref') === 'share') return { source: 'share' };
  return { source: 'site' };
}

/** The view's source for the reader open in this window. */
export const currentViewSource = (): ViewSource =>
  viewSource({ search: window.location.search, referrer: document.referrer, host: window.location.hostname });
