import type { ApiError } from '../../../http/client';

/** Why a save failed, as the editor acts on it. */
type SaveFailure =
  /** Someone saved this book since our version: never overwrite silently (`version` is theirs). */
  | { kind: 'conflict'; version: number | null }
  /** No answer: offline or the server unreachable; the save is retried when back online. */
  | { kind: 'offline' }
  /**
   * The book would be over its size limit (413; `bytes` and `maxBytes` when the server says them): retrying
   * fails again until pages or large content are removed.
   */
  | { kind: 'tooLarge'; bytes: number | null; maxBytes: number | null }
  /** The sign-in has ended (401): saves fail until the person signs in again; the work waits in this browser. */
  | { kind: 'signedOut' }
  /** The server refused the save (not allowed, invalid): retrying the same save would fail again. */
  | { kind: 'failed'; message: string | null };

/** A failure of the data layer (http/baseQuery.ts), as a save's `unwrap()` rejects with it. */
const isApiError = (error: unknown): error is ApiError => typeof error === 'object' && error !== null && 'status' in error && 'data' in error;

export function classifySaveError(error: unknown): SaveFailure {
  if (!isApiError(error)) return { kind: 'failed', message: error instanceof Error ? error.message : null };
  if (error.status === null) return { kind: 'offline' };
  const data = (error.data ?? {}) as { message?: unknown; version?: unknown; bytes?: unknown; max_bytes?: unknown };
  const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
  if (error.status === 409) return { kind: 'conflict', version: numberOrNull(data.version) };
  if (error.status === 413) return { kind: 'tooLarge', bytes: numberOrNull(data.bytes), maxBytes: numberOrNull(data.max_bytes) };
  if (error.status === 401) return { kind: 'signedOut' };
  // A gateway between us and the server answered for it: the server itself is unreachable.
  if ([502, 503, 504].includes(error.status)) return { kind: 'offline' };
  return { kind: 'failed', message: typeof data.message === 'string' ? data.message : null };
}
