import type { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job, type Db as BossDb, type DrizzleTransactionLike, type QueueOptions } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { appMeta, uploads } from '../../db/schema.ts';
import { watchingDiskFull } from '../../lib/disk-full.ts';
import type { Statement } from '../xapi/statements.ts';
import type { ScoreJob } from '../lti/score-job.ts';
import type { JobQueue } from './types.ts';

/** pg-boss keeps its tables in a schema of its own (docs/decisions/009-background-jobs.md). */
const SCHEMA = 'pgboss';
const PDF_QUEUE = 'process-pdf';
/** Attempts after the first: a storage that does not answer gets about half a minute (5, 10, 20 s) to come back. */
const PDF_RETRIES = 3;

/**
 * One job per upload at a time (`exclusive` on the upload's id), so that queuing a PDF again is harmless. A
 * worker's heartbeat says it is alive: when a killed worker's job stops beating, the queue gives it to another
 * worker (or to the same after its restart); a job that runs past its expiry is taken back too. pg-boss keeps
 * these with the queue when it creates it: a change reaches an existing queue through `updateQueue`.
 */
const PDF_QUEUE_OPTIONS: QueueOptions & { policy: 'exclusive' } = {
  policy: 'exclusive',
  retryLimit: PDF_RETRIES,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 30,
  expireInSeconds: 15 * 60,
};

const XAPI_QUEUE = 'xapi-statements';
/** Statements an LRS never took, after every try: kept, to be looked at and sent again by hand. */
const XAPI_UNDELIVERED = 'xapi-undelivered';
/**
 * An LRS that is down is tried again, waiting twice as long each time up to an hour: 40 tries reach over a day
 * and a half. What it never takes goes to XAPI_UNDELIVERED rather than away.
 */
const XAPI_RETRIES = 40;
/** Scores for LMS gradebooks (LTI Assignment and Grade Services), tried again like statements. */
const LTI_SCORE_QUEUE = 'lti-scores';
const LTI_UNDELIVERED = 'lti-scores-undelivered';

/** Book exports (modules/exports): a failure from the storage or the database is tried twice more. */
const EXPORT_QUEUE = 'book-exports';
const EXPORT_RETRIES = 2;
/** An account's data export (modules/privacy): tried again like a book's. */
const ACCOUNT_EXPORT_QUEUE = 'account-exports';
/** A PDF book made into editable pages (modules/conversions): tried again like an export. */
const CONVERSION_QUEUE = 'pdf-conversions';
/** Mail to the people a comment mentions (modules/comments/mentions.ts): a mail server that refuses is tried again. */
const MENTION_QUEUE = 'comment-mentions';
const MENTION_RETRIES = 5;
/**
 * Automatic versions of books whose editing paused (modules/versions/auto.ts): one job at a time that, as it starts,
 * queues the next one a minute later, so that the chain goes on across instances and restarts (each start queues one
 * too; `stately` keeps at most one waiting and one running). A failed run is not tried again: the next one is queued.
 */
const AUTO_VERSION_QUEUE = 'book-auto-versions';
/** Reading analytics' rollup (modules/analytics/rollup.ts): a chain of runs like the automatic versions', every ROLLUP_EVERY_SECONDS. */
const ROLLUP_QUEUE = 'reading-rollup';

/** How often workers look for jobs, how often the queue takes back jobs whose worker went away, and how long an LRS is first waited for. */
export interface QueueTiming {
  pollingIntervalSeconds: number;
  superviseIntervalSeconds: number;
  xapiRetryDelaySeconds?: number;
}
export const QUEUE_TIMING: QueueTiming = { pollingIntervalSeconds: 1, superviseIntervalSeconds: 30, xapiRetryDelaySeconds: 30 };

/**
 * pg-boss on the app's own database: the embedded PGlite (one session for the whole process) or the
 * PostgreSQL pool, each statement on a pooled connection as pg-boss's own pool would run it.
 */
function connectionOf(db: Db): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return { db: { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }> }, backend: 'postgres' };
  }
  return { db: fromPglite(client), backend: 'pglite' };
}

const bossOn = (db: Db, timing: QueueTiming, more: ConstructorOptions = {}) =>
  new PgBoss({
    ...connectionOf(db),
    schema: SCHEMA,
    // Folio schedules no jobs by the clock (its maintenance has a timer of its own).
    schedule: false,
    superviseIntervalSeconds: timing.superviseIntervalSeconds,
    monitorIntervalSeconds: timing.superviseIntervalSeconds,
    ...more,
  });

/** Creates or updates pg-boss's tables and Folio's queues. */
async function install(boss: PgBoss) {
  await boss.start();
  await boss.createQueue(PDF_QUEUE, PDF_QUEUE_OPTIONS);
  await boss.createQueue(XAPI_UNDELIVERED);
  await boss.createQueue(XAPI_QUEUE, { deadLetter: XAPI_UNDELIVERED, retryLimit: XAPI_RETRIES, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 5 * 60 });
  await boss.createQueue(LTI_UNDELIVERED);
  await boss.createQueue(LTI_SCORE_QUEUE, { deadLetter: LTI_UNDELIVERED, retryLimit: XAPI_RETRIES, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 5 * 60 });
  await boss.createQueue(EXPORT_QUEUE, { retryLimit: EXPORT_RETRIES, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 30 * 60 });
  await boss.createQueue(ACCOUNT_EXPORT_QUEUE, { retryLimit: EXPORT_RETRIES, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 30 * 60 });
  await boss.createQueue(CONVERSION_QUEUE, { retryLimit: EXPORT_RETRIES, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 30 * 60 });
  await boss.createQueue(MENTION_QUEUE, { retryLimit: MENTION_RETRIES, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 });
  // A run a minute: the finished ones are kept an hour, not pg-boss's week.
  await boss.createQueue(AUTO_VERSION_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: 3600 });
  await boss.createQueue(ROLLUP_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: 600 });
}

/**
 * Installs the queue's tables and stops, as a step of migrating the database (`npm run db:migrate`, and the
 * test snapshots): a process that starts the queue afterwards only checks them, which is quick.
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = bossOn(db, QUEUE_TIMING, { supervise: false });
  await install(boss);
  await boss.stop({ graceful: false });
}

/** The job queue of a process; it lives in the database, so jobs outlast any process. Nothing runs before `start`. */
/** Marks, in app_meta, that the PDFs processed before first pages were drawn have been queued for their drawing. */
const FIRST_PAGES_QUEUED = 'pdf_first_pages_queued_at';

/**
 * The PDFs processed before their processing drew the first page, once per installation: the first worker to start
 * after the release that draws them records the marker and gets them, and their jobs draw the page alone
 * (process-pdf.ts). A page that cannot be drawn is not tried again at every start.
 */
async function undrawnOnce(db: Db): Promise<string[]> {
  const [marked] = await db.insert(appMeta).values({ key: FIRST_PAGES_QUEUED, value: new Date().toISOString() }).onConflictDoNothing().returning({ key: appMeta.key });
  if (!marked) return [];
  const rows = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.kind, 'pdf'), eq(uploads.processing, 'done'), isNull(uploads.thumbKey)));
  return rows.map((row) => row.id);
}

export function createJobQueue(db: Db, log: FastifyBaseLogger, timing: QueueTiming = QUEUE_TIMING): JobQueue {
  const boss = bossOn(db, timing);
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue'));
  const queuePdf = (uploadId: string, tx?: Db) =>
    boss.send(PDF_QUEUE, { uploadId }, { singletonKey: uploadId, ...(tx && { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) }) });

  return {
    async start(given) {
      await install(boss);
      if (!given) return;
      const { diskFull } = given;
      const worker = diskFull ? { ...given, storage: watchingDiskFull(given.storage, diskFull) } : given;
      /** Takes the jobs of `queue`; one that fails for a full disk is logged as such and reported in readiness. */
      const work = <T extends object>(queue: string, handle: (job: Job<T>) => Promise<void>) =>
        boss.work<T>(queue, { pollingIntervalSeconds: timing.pollingIntervalSeconds }, async ([job]) => {
          try {
            await handle(job!);
          } catch (error) {
            if (diskFull?.note(error)) worker.log.error({ err: error, queue }, 'a background job found the disk full');
            throw error;
          }
        });
      await work<{ uploadId: string }>(PDF_QUEUE, async (job) => {
        // Loaded with the first job: processing brings pdf-lib, which a start does not need.
        const { processPdf } = await import('./process-pdf.ts');
        await processPdf(worker, job.data.uploadId, { lastAttempt: job.retryCount >= PDF_RETRIES });
      });
      await work<{ ebookId: string; statements: Statement[] }>(XAPI_QUEUE, async (job) => {
        const { lrsOf, postStatements } = await import('../xapi/lrs.ts');
        const lrs = await lrsOf(worker.db, job.data.ebookId, worker.siteLrs);
        // The book's LRS was removed since, and the site has none: the statements have nowhere to go.
        if (lrs) await postStatements(lrs, job.data.statements);
      });
      await work<ScoreJob>(LTI_SCORE_QUEUE, async (job) => {
        const { postScore } = await import('../lti/grades.ts');
        await postScore(worker.db, job.data);
      });
      await work<{ exportId: string }>(EXPORT_QUEUE, async (job) => {
        // Loaded with the first job: an export brings the EPUB and zip writers, which a start does not need.
        const { makeExport } = await import('../exports/make.ts');
        await makeExport(worker, job.data.exportId, { lastAttempt: job.retryCount >= EXPORT_RETRIES });
      });
      await work<{ exportId: string }>(ACCOUNT_EXPORT_QUEUE, async (job) => {
        const { makeAccountExport } = await import('../privacy/account-export.ts');
        await makeAccountExport(worker, job.data.exportId, { lastAttempt: job.retryCount >= EXPORT_RETRIES });
      });
      await work<{ conversionId: string }>(CONVERSION_QUEUE, async (job) => {
        // Loaded with the first job: a conversion brings pdf.js and sharp, which a start does not need.
        const { convertPdf } = await import('../conversions/convert.ts');
        await convertPdf(worker, job.data.conversionId, { lastAttempt: job.retryCount >= EXPORT_RETRIES });
      });
      await work<{ commentId: string }>(MENTION_QUEUE, async (job) => {
        const { tellMentioned } = await import('../comments/mentions.ts');
        // A worker without a mailer (a test's) leaves mail to the processes that have one.
        if (worker.mailer) await tellMentioned({ db: worker.db, mailer: worker.mailer, publicUrl: worker.publicUrl }, job.data.commentId);
      });
      await work(AUTO_VERSION_QUEUE, async () => {
        const { AUTO_VERSION_EVERY_SECONDS, makeAutoVersions } = await import('../versions/auto.ts');
        await boss.send(AUTO_VERSION_QUEUE, {}, { startAfter: AUTO_VERSION_EVERY_SECONDS });
        await makeAutoVersions(worker.db);
      });
      await boss.send(AUTO_VERSION_QUEUE, {});
      await work(ROLLUP_QUEUE, async () => {
        const { ROLLUP_EVERY_SECONDS, rollUp } = await import('../analytics/rollup.ts');
        await boss.send(ROLLUP_QUEUE, {}, { startAfter: ROLLUP_EVERY_SECONDS });
        await rollUp(worker.db);
      });
      await boss.send(ROLLUP_QUEUE, {});
      // A PDF whose job is gone (it was uploaded before processing moved here, or its last attempt could not
      // even record the failure) is queued again; one whose job is still queued or running is left alone.
      const unfinished = await worker.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.processing, ['pending', 'processing']));
      for (const { id } of unfinished) await queuePdf(id);
      for (const id of await undrawnOnce(worker.db)) await queuePdf(id);
    },
    async processPdf(tx, uploadId) {
      await queuePdf(uploadId, tx);
    },
    async sendStatements(tx, ebookId, statements) {
      await boss.send(XAPI_QUEUE, { ebookId, statements }, { retryDelay: timing.xapiRetryDelaySeconds ?? 30, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async postScore(tx, score) {
      await boss.send(LTI_SCORE_QUEUE, score, { retryDelay: timing.xapiRetryDelaySeconds ?? 30, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async exportBook(tx, exportId) {
      await boss.send(EXPORT_QUEUE, { exportId }, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async exportAccount(tx, exportId) {
      await boss.send(ACCOUNT_EXPORT_QUEUE, { exportId }, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async convertPdf(tx, conversionId) {
      await boss.send(CONVERSION_QUEUE, { conversionId }, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async tellMentioned(tx, commentId) {
      await boss.send(MENTION_QUEUE, { commentId }, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async stop(timeoutMs) {
      try {
        await boss.stop({ graceful: true, timeout: timeoutMs });
      } catch (error) {
        // A database already gone cannot be told: the interrupted jobs are taken back by their expiry.
        log.error({ err: error }, 'job queue: stopping failed');
      }
    },
  };
}
