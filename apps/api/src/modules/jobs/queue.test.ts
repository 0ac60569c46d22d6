import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { keyOfUrl, type Storage } from '../../lib/storage/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';
import { settledProcessing } from './fixtures/jobs.ts';
import { createJobQueue, type QueueTiming } from './queue.ts';
import { createTestApp } from '../../../test/harness.ts';

/** Workers that look for jobs, and for jobs whose worker went away, every second. */
const QUICK: QueueTiming = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 };

/** The jobs live in the database: they outlast the worker that was running them. */
describe('the job queue across worker restarts', () => {
  let t: TestApp;
  let author: string;
  beforeAll(async () => {
    // The API queues; only the workers the tests start take jobs.
    t = await createTestApp({ runWorker: false });
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const uploadPdf = async (pages: number) => {
    const res = await uploadAs(t, author, 'pdf', await makePdf(pages), 'book.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.url as string;
    const [row] = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.key, keyOfUrl(url)!));
    return { url, id: row!.id };
  };
  /** The upload's job as the queue keeps it: its state, and how many times it was taken up again. */
  const jobOf = async (uploadId: string) => {
    const result = (await t.db.execute(sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'process-pdf' AND singleton_key = ${uploadId}`)) as unknown as { rows: { state: string; retry_count: number }[] };
    return result.rows;
  };
  const statusOf = async (id: string) => (await t.db.select({ processing: uploads.processing }).from(uploads).where(eq(uploads.id, id)))[0]!.processing;
  const startWorker = async (storage: Storage) => {
    const worker = createJobQueue(t.db, t.app.log, QUICK);
    await worker.start({ db: t.db, storage, log: t.app.log });
    return worker;
  };

  it('should finish the jobs of a worker stopped mid-queue once a worker starts again', async () => {
    const pdfs = [await uploadPdf(1), await uploadPdf(2), await uploadPdf(3)];
    // The first worker's storage never answers for the second file, as a bucket that hangs: it is stopped then.
    let opened = 0;
    const hanging: Storage = { ...t.app.storage, open: (key, range) => (++opened === 2 ? new Promise(() => {}) : t.app.storage.open(key, range)) };
    const first = await startWorker(hanging);
    await expect.poll(() => opened, { timeout: 20_000 }).toBe(2);
    await first.stop(500);
    expect([await statusOf(pdfs[0]!.id), await statusOf(pdfs[1]!.id), await statusOf(pdfs[2]!.id)]).toEqual(['done', 'processing', 'pending']);

    const second = await startWorker(t.app.storage);
    try {
      for (const [i, pdf] of pdfs.entries()) expect(await settledProcessing(t, author, pdf.url)).toEqual({ status: 'done', error: null, page_count: i + 1 });
    } finally {
      await second.stop(1_000);
    }
    // The interrupted job was tried again, not queued a second time.
    expect(await jobOf(pdfs[1]!.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
  });

  it('should take back the job of a killed worker and finish it', async () => {
    const pdf = await uploadPdf(2);
    // What a killed worker leaves behind: its job active with a heartbeat that stopped, the upload processing.
    await t.db.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '2 minutes', heartbeat_on = now() - interval '2 minutes' WHERE name = 'process-pdf' AND singleton_key = ${pdf.id}`);
    await t.db.update(uploads).set({ processing: 'processing' }).where(eq(uploads.id, pdf.id));
    expect(await jobOf(pdf.id)).toEqual([{ state: 'active', retry_count: 0 }]);

    const worker = await startWorker(t.app.storage);
    try {
      expect(await settledProcessing(t, author, pdf.url)).toEqual({ status: 'done', error: null, page_count: 2 });
    } finally {
      await worker.stop(1_000);
    }
    expect(await jobOf(pdf.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
  });
});
