// What the job queue offers the modules that queue work, and what a job is given to do it: apart from the queue
// (queue.ts), which loads the jobs themselves (process-pdf.ts, exports/make.ts, lti/grades.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { DiskFullWatch } from '../../lib/disk-full.ts';
import type { Lrs } from '../../config.ts';
import type { Statement } from '../xapi/statements.ts';
import type { ScoreJob } from '../lti/score-job.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** What a job works with. */
export interface JobContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The site's LRS (XAPI_ENDPOINT), for the books without their own. */
  siteLrs?: Lrs;
  /** The Chromium that draws PDF exports, if the machine has one. */
  chromiumPath?: string | null;
  /** The scripts exports carry (modules/exports/export-scripts.ts): the offline reader, the EPUB's questions script. */
  exportScriptsDir?: string | null;
  /** The most a book's pages may take (BOOK_MAX_MB): a PDF made into pages is held to it like any book. */
  bookMaxBytes?: number;
  /** What an account may store (STORAGE_QUOTA_MB): the pictures of a PDF made into pages count against it. */
  storageQuotaBytes?: number;
  /** Whether authors and publishers are held to their plan (PLANS): its storage and its number of books. */
  plans?: boolean;
  /** The instance's readiness, told when a job finds the disk full. */
  diskFull?: DiskFullWatch;
  /** The mail of SMTP_URL (or the log), and the site's address for links in mails (PUBLIC_URL). */
  mailer?: Mailer;
  publicUrl?: string;
}

export interface JobQueue {
  /**
   * Creates or updates pg-boss's tables and the queues; given a worker's context, this process then takes jobs
   * too, starting with the PDFs left unprocessed.
   */
  start(worker?: JobContext): Promise<void>;
  /**
   * Queues the processing of a stored PDF book in `tx`, the transaction that records its upload: the job
   * exists exactly when the upload does.
   */
  processPdf(tx: Db, uploadId: string): Promise<void>;
  /**
   * Queues xAPI statements of a book for its LRS, in `tx`, the transaction that keeps the answer they tell of:
   * they are sent exactly when the answer is kept, and tried again while the LRS is down.
   */
  sendStatements(tx: Db, ebookId: string, statements: Statement[]): Promise<void>;
  /** Queues a reader's score for an LMS gradebook, in the transaction of the answer that changed it. */
  postScore(tx: Db, score: ScoreJob): Promise<void>;
  /** Queues the making of a book's export, in the transaction that records it. */
  exportBook(tx: Db, exportId: string): Promise<void>;
  /** Queues the making of an account's data export (modules/privacy), in the transaction that records it. */
  exportAccount(tx: Db, exportId: string): Promise<void>;
  /** Queues the making of a PDF book's editable pages (modules/conversions), in the transaction that records it. */
  convertPdf(tx: Db, conversionId: string): Promise<void>;
  /** Queues the mail to the people a comment mentions (modules/comments), in the transaction that keeps the comment. */
  tellMentioned(tx: Db, commentId: string): Promise<void>;
  /** Lets the jobs in progress finish for at most `timeoutMs`; the unfinished ones are tried again by the next worker. */
  stop(timeoutMs: number): Promise<void>;
}
