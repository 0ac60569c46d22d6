import axios from 'axios';

/** Why a save failed, as the editor acts on it. */
export type SaveFailure =
  /** Someone saved this book since our version: never overwrite silently (`version` is theirs). */
  | { kind: 'conflict'; version: number | null }
  /** No answer: offline or the server unreachable; the save is retried when back online. */
  | { kind: 'offline' }
  /**
   * The book would be over its size limit (413; `bytes` and `maxBytes` when the server says them): retrying
   * fails again until pages or large content are removed.
   */
  | { kind: 'tooLarge'; bytes: number | null; maxBytes: number | null }
  /** The server refused the save (not allowed, invalid): retrying the same save would fail again. */
  | { kind: 'failed'; message: string | null };

export function classifySaveError(error: unknown): SaveFailure {
  if (!axios.isAxiosError(error)) return { kind: 'failed', message: error instanceof Error ? error.message : null };
  const response = error.response;
  if (!response) return { kind: 'offline' };
  const data = (response.data ?? {}) as { message?: unknown; version?: unknown; bytes?: unknown; max_bytes?: unknown };
  const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
  if (response.status === 409) return { kind: 'conflict', version: numberOrNull(data.version) };
  if (response.status === 413) return { kind: 'tooLarge', bytes: numberOrNull(data.bytes), maxBytes: numberOrNull(data.max_bytes) };
  // A gateway between us and the server answered for it: the server itself is unreachable.
  if ([502, 503, 504].includes(response.status)) return { kind: 'offline' };
  return { kind: 'failed', message: typeof data.message === 'string' ? data.message : null };
}
