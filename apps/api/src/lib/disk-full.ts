/** PostgreSQL's SQLSTATE for a write that found no room (`disk_full`), from PostgreSQL or the embedded database. */
const DISK_FULL_SQLSTATE = '53100';

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
