import type { AnalyticsBatch } from '@folio/shared';
import { API_BASE } from '../../../http/earlyAnswers';

export const EVENTS_URL = `${API_BASE}/public/events`;

/** The one type a page may send to another site without asking it first (CORS-safelisted): the events route reads it as JSON. */
const ACROSS_SITES_TYPE = 'text/plain;charset=UTF-8';

/** Hands the body to the browser's beacon queue; false where there is none, or it refuses (full, or a type it will not send). */
function beacon(url: string, body: string, type: string): boolean {
  try {
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type }));
  } catch {
    return false;
  }
}

/** A keepalive fetch, forgotten: it lives as long as a beacon, and a failure is neither shown nor tried again. */
function post(url: string, init: RequestInit) {
  try {
    fetch(url, { method: 'POST', keepalive: true, ...init }).catch(() => {});
  } catch {
    // A request the browser refuses outright (a body over the keepalive limit): the batch is lost.
  }
}

/**
 * Sends a batch of events, and forgets it: a failure is never shown to a reader nor tried again. A visitor's goes
 * by sendBeacon, which the browser delivers even as the page closes; a signed-in reader's by a keepalive fetch,
 * which lives as long, since a beacon cannot carry the token (the server then counts the account). A beacon the
 * browser refuses goes once by fetch instead.
 */
export function sendBatch(batch: AnalyticsBatch, token: string | null) {
  const body = JSON.stringify(batch);
  if (!token && beacon(EVENTS_URL, body, 'application/json')) return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  post(EVENTS_URL, { headers, body });
}

/**
 * Sends a batch from the offline flipbook to the site it was exported from (`url`, the absolute address of its events
 * route), as a visitor's, and forgets it. From file:// (origin "null") or another host, a beacon of JSON would need
 * the site's leave first, which a beacon never asks: the same JSON goes as text/plain. The browser offline, the
 * batch is dropped, not kept for later: an offline reader holds nothing of its reading.
 */
export function sendBatchTo(url: string, batch: AnalyticsBatch) {
  if (!navigator.onLine) return;
  const body = JSON.stringify(batch);
  if (beacon(url, body, ACROSS_SITES_TYPE)) return;
  // Its answer is the other site's, unread: no-cors asks nothing of it.
  post(url, { mode: 'no-cors', headers: { 'Content-Type': ACROSS_SITES_TYPE }, body });
}
