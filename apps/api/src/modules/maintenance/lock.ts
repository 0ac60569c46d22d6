import type { Db } from '../../db/client.ts';
import { withAdvisoryLock } from '../../lib/advisory-lock.ts';

/** The advisory lock of Folio's maintenance jobs (any number, the same in every process: 'Folio' in ASCII). */
const MAINTENANCE_LOCK = 0x466f6c696f;

/**
 * Runs `job` under the maintenance lock, so that of several API processes on one database only one runs it
 * at a time; the others skip it (answers false) instead of waiting.
 */
export const withMaintenanceLock = (db: Db, job: () => Promise<void>) => withAdvisoryLock(db, MAINTENANCE_LOCK, job, { wait: false });
