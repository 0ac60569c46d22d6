import { eq } from 'drizzle-orm';
import type { BookAnswers, Question, QuizAnswer } from '@folio/shared';
import type { Lrs } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ebookLrs, users } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { ReadAccess } from '../reading/access.ts';
import { answeredStatement, completionStatements, type Learning } from './statements.ts';

/** What recording an answer needs besides the database: the queue, the site's LRS and the site's address. */
export interface XapiSetting {
  jobs: JobQueue;
  siteLrs: Lrs | undefined;
  site: string;
}

/**
 * Queues the xAPI statements of an answer just kept, in its transaction, when the book's statements go anywhere
 * (its own LRS or the site's): `answered` always, and `completed` with `passed` or `failed` when this answer was
 * the reader's first to the last question they had left (`progressOf`: their progress, read once for the answer).
 * Scores come from the kept answer, as the server gave them.
 */
export async function recordAnswer(tx: Db, setting: XapiSetting, userId: string, found: ReadAccess, elementId: string, question: Question, kept: QuizAnswer, progressOf: () => Promise<BookAnswers>): Promise<void> {
  const [own] = await tx.select({ ebookId: ebookLrs.ebookId }).from(ebookLrs).where(eq(ebookLrs.ebookId, found.book.id));
  if (!own && !setting.siteLrs) return;
  const [reader] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const learning: Learning = { site: setting.site, reader: { id: userId, name: reader?.name ?? '' }, book: { id: found.book.id, title: found.book.title }, at: new Date(kept.answered_at) };
  const statements = [answeredStatement(learning, elementId, question, kept.chosen, { correct: kept.correct, score: kept.score }, kept.points)];
  if (kept.attempts === 1) {
    const progress = await progressOf();
    if (progress.answered >= progress.questions) statements.push(...completionStatements(learning, progress.score, progress.points));
  }
  await setting.jobs.sendStatements(tx, found.book.id, statements);
}
