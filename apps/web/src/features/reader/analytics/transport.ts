import type { AnalyticsBatch } from '@folio/shared';
import { API_BASE } from '../../../http/earlyAnswers';

export const EVENTS_URL = `${API_BASE}/public/events`;

/** Hands the body to the browser's beacon queue; false where there is none, or it refuses (full, or a type it will not send). */
function beacon(body: string): boolean {
  try {
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    return false;
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
  if (!token && beacon(body)) return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    fetch(EVENTS_URL, { method: 'POST', keepalive: true, headers, body }).catch(() => {});
  } catch {
    // A request the browser refuses outright (a body over the keepalive limit): the batch is lost.
  }
}
