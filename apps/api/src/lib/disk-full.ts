import type { Storage } from './storage/index.ts';

/** PostgreSQL's SQLSTATE for a write that found no room (`disk_full`), from PostgreSQL or the embedded database. */
const DISK_FULL_SQLSTATE = '53100';

/** How long after a write failed for a full disk readiness still reports it. */
const DISK_FULL_REPORTED_MS = 60_000;

/**
 * Whether an error, or one it wraps (a query error wraps the driver's), is a full disk: a file write's ENOSPC
 * (the uploads folder) or the database's disk_full.
 */
export function isDiskFull(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && typeof e === 'object'; e = e.cause as typeof e) {
    if (e.code === 'ENOSPC' || e.code === DISK_FULL_SQLSTATE) return true;
  }
  return false;
}

/**
 * What an instance knows of its disk, for readiness: nothing is measured ahead, so the disk counts as full
 * once a write (a request's or a background job's) has found it so, and as fine again a minute after the
 * last one did.
 */
export interface DiskFullWatch {
  /** Notes that a write found the disk full. */
  seen(): void;
  /** Notes `error` when it is a full disk; answers whether it was. */
  note(error: unknown): boolean;
  lately(): boolean;
}

export function createDiskFullWatch(): DiskFullWatch {
  let lastSeen = -Infinity;
  const seen = () => {
    lastSeen = Date.now();
  };
  return {
    seen,
    note(error) {
      if (!isDiskFull(error)) return false;
      seen();
      return true;
    },
    lately: () => Date.now() - lastSeen < DISK_FULL_REPORTED_MS,
  };
}

/**
 * `storage` whose writes tell `watch` when they find the disk full. Jobs write files no request answers for
 * (exports, a PDF's first page and cover), and some of those failures are logged and let go (a cover is
 * optional): their full disk still reaches readiness.
 */
export function watchingDiskFull(storage: Storage, watch: DiskFullWatch): Storage {
  const noted = (error: unknown) => {
    watch.note(error);
    throw error;
  };
  return {
    ...storage,
    put: (key, body, mime) => storage.put(key, body, mime).catch(noted),
    putStream: (key, body, mime) => storage.putStream(key, body, mime).catch(noted),
  };
}
