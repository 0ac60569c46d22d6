import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer.ts';
import { createJobQueue, QUEUE_TIMING } from './queue.ts';
import type { JobQueue } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

interface JobsOptions {
  /** Whether this process runs the jobs (the server: RUN_WORKER; `npm run worker`: always). */
  work?: boolean;
}

/**
 * The background job queue (docs/decisions/009-background-jobs.md): every process queues jobs through
 * `app.jobs`; a process that works them also takes them. The queue starts when the app is ready, so that a
 * worker finds it whole (its storage open), and before any request queues a job. Closing the app lets the
 * jobs in progress finish within the shutdown time, before the database closes.
 */
export const jobsPlugin = fp<JobsOptions>(async (app: FastifyInstance, { work = app.config.runWorker }) => {
  const queue = createJobQueue(app.db, app.log, { ...QUEUE_TIMING, xapiRetryDelaySeconds: app.config.xapiRetrySeconds });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start(work ? { db: app.db, storage: app.storage, log: app.log, siteLrs: app.config.xapi, chromiumPath: app.config.chromiumPath, exportScriptsDir: app.config.exportScriptsDir, bookMaxBytes: app.config.bookMaxBytes, storageQuotaBytes: app.config.storageQuotaBytes, plans: app.config.plans, diskFull: app.diskFull, mailer: createMailer(app.config, app.log), publicUrl: app.config.publicUrl } : undefined));
  app.addHook('onClose', () => queue.stop(app.config.shutdownTimeoutMs));
});
