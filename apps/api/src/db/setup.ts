import { withAdvisoryLock } from '../lib/advisory-lock.ts';
import { installJobQueue } from '../modules/jobs/queue.ts';
import type { Database } from './client.ts';
import type { SeedContext } from './seed/context.ts';
import { seed } from './seed/index.ts';

/**
 * The lock under which a start migrates and seeds (one above the maintenance lock). Several instances that
 * start at the same moment on one database take turns: the first migrates and seeds, the others then find
 * nothing left to do, so the schema changes and the demo exist exactly once.
 */
const SETUP_LOCK = 0x466f6c6970;

/** Brings the schema up to date, the job queue's tables included (a start, or `npm run db:migrate` in a deployment). */
export async function migrateDatabase(database: Database) {
  await withAdvisoryLock(database.db, SETUP_LOCK, async () => {
    await database.migrate();
    await installJobQueue(database.db);
  }, { wait: true });
}

/** The configured administrator and, when asked, the demo content: once per database however many start. */
export async function seedDatabase(database: Database, ctx: Omit<SeedContext, 'db'> & { demo: boolean }) {
  await withAdvisoryLock(database.db, SETUP_LOCK, () => seed({ ...ctx, db: database.db }), { wait: true });
}
