import type { AccessCode } from '@folio/shared';

/** A day as the reader's language writes it (an expiry is a day's end, UTC). */
export const dayOf = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** A moment as the reader's language writes it. */
export const momentOf = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Where a code stands, for its badge: revoked, every seat taken, some taken, or none yet. */
export type CodeState = 'revoked' | 'used' | 'partly' | 'unused';
export const codeStateOf = (code: Pick<AccessCode, 'revoked_at' | 'seats' | 'seats_left'>): CodeState =>
  code.revoked_at ? 'revoked' : code.seats_left === 0 ? 'used' : code.seats_left < code.seats ? 'partly' : 'unused';

/** Whether a batch's expiry has passed. */
export const hasExpired = (expiresAt: string | null, now = Date.now()) => expiresAt !== null && Date.parse(expiresAt) <= now;
