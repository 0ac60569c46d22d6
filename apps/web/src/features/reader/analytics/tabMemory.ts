import { ANALYTICS_VIEW_GAP_MINUTES } from '@folio/shared';

/**
 * What the reader keeps of analytics, in the tab's session storage only (never local storage or cookies): its
 * random id, and when each book's view was last counted. Where session storage is refused (a sandboxed frame),
 * they live in memory for as long as the page.
 */
const SESSION_KEY = 'folio.analytics.session';
const VIEWS_KEY = 'folio.analytics.views';
const fallback = new Map<string, string>();

function read(storage: Storage | null, key: string): string | null {
  try {
    if (storage) return storage.getItem(key);
  } catch {
    // Refused: the memory below stands in.
  }
  return fallback.get(key) ?? null;
}

function write(storage: Storage | null, key: string, value: string) {
  try {
    if (storage) return storage.setItem(key, value);
  } catch {
    // Refused or full: the memory below stands in.
  }
  fallback.set(key, value);
}

/** The tab's session storage, or null where reading it throws (storage blocked). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** 16 random bytes in base64url (22 characters): tells this tab's visits apart, and nothing else. */
export function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The tab's id, made on first use. */
export function tabSession(storage: Storage | null): string {
  const kept = read(storage, SESSION_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,32}$/.test(kept)) return kept;
  const id = randomSessionId();
  write(storage, SESSION_KEY, id);
  return id;
}

/**
 * Whether a view of the book is to be counted now: the first in this tab, or the first after
 * ANALYTICS_VIEW_GAP_MINUTES. A view counted is remembered.
 */
export function takeView(storage: Storage | null, ebookId: string, now: number): boolean {
  let views: Record<string, number> = {};
  try {
    views = JSON.parse(read(storage, VIEWS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Unreadable: counted afresh.
  }
  const last = views[ebookId];
  if (typeof last === 'number' && now - last < ANALYTICS_VIEW_GAP_MINUTES * 60_000 && last <= now) return false;
  // Views older than the gap are of no use any more: the record stays as small as the books read lately.
  const kept = Object.fromEntries(Object.entries(views).filter(([, at]) => typeof at === 'number' && now - at < ANALYTICS_VIEW_GAP_MINUTES * 60_000));
  write(storage, VIEWS_KEY, JSON.stringify({ ...kept, [ebookId]: now }));
  return true;
}
