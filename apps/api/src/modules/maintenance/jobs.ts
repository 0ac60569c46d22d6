import type { FastifyInstance } from 'fastify';
import { purgeEndedLocks } from '../auth/sign-in-lock.ts';
import { purgeExpiredLaunches } from '../lti/launch.ts';
import { runPrivacyMaintenance } from '../privacy/maintenance.ts';
import { thinVersions } from '../versions/thinning.ts';
import { maintainReadingEvents } from '../analytics/partitions.ts';
import { runPlanMaintenance } from '../plans/lapse.ts';
import { withMaintenanceLock } from './lock.ts';
import { removeOrphanUploads } from './orphan-uploads.ts';
import { privatiseIdentityDocuments, recordThumbnails } from './private-documents.ts';

type MaintenanceContext = Pick<FastifyInstance, 'db' | 'counters' | 'storage' | 'config' | 'log'>;

/**
 * The periodic work, run by the scheduler (and by tests directly): expired rate-limit counters, sign-in locks and LTI logins, and uploads
 * that nothing has used since the grace period. Answers false when another process was running it.
 */
export async function runMaintenance({ db, counters, storage, config, log }: MaintenanceContext): Promise<boolean> {
  return withMaintenanceLock(db, async () => {
    await counters.purge();
    await purgeEndedLocks(db);
    await purgeExpiredLaunches(db);
    const removed = await removeOrphanUploads(db, storage, config.orphanUploadGraceMs);
    if (removed) log.info({ removed }, 'removed unused uploads');
    // Expired consent requests and exports, accounts due for deletion, unused pupil accounts (modules/privacy).
    await runPrivacyMaintenance({ db, storage, config, log });
    // Books' automatic versions thinned with age (modules/versions), so that their history stays bounded.
    const thinned = await thinVersions(db);
    if (thinned) log.info({ thinned }, 'thinned automatic versions of books');
    // Reading events: the coming days' partitions made, those past ANALYTICS_RAW_DAYS dropped (modules/analytics).
    const dropped = await maintainReadingEvents(db, config.analyticsRawDays);
    if (dropped) log.info({ dropped }, 'dropped days of raw reading events past their keeping');
    // Plans: lapses recorded and mailed, manual renewals invoiced, books withdrawn after the grace (modules/plans).
    await runPlanMaintenance({ db, config, log });
  });
}

/** The one-off work of a start: files stored before the current rules are brought under them. */
export async function prepareStorage({ db, storage, log }: MaintenanceContext): Promise<boolean> {
  return withMaintenanceLock(db, async () => {
    await recordThumbnails(db);
    const moved = await privatiseIdentityDocuments(db, storage);
    if (moved) log.info({ moved }, 'moved identity documents out of the public uploads folder');
  });
}
