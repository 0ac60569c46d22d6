import { and, eq, isNull } from 'drizzle-orm';
import { elementFields, markedByTeacher, questionVersion } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ltiGrades, ltiPlatforms, quizAnswers } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/types.ts';
import { bookQuestions } from '../reading/answers.ts';
import { accessTokenFor, forgetAccessToken, TIMEOUT_MS } from './access-token.ts';
import { SCORE_SCOPE } from './launch.ts';
import type { ScoreJob } from './score-job.ts';

const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';

/** How many of the reader's answers to the book's questions as they are now wait for a teacher's mark. */
async function awaitingMarks(tx: Db, userId: string, ebookId: string): Promise<number> {
  const unmarked = await tx
    .select({ elementId: quizAnswers.elementId, version: quizAnswers.questionVersion })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.userId, userId), eq(quizAnswers.ebookId, ebookId), isNull(quizAnswers.markedAt)));
  if (!unmarked.length) return 0;
  const marking = new Map<string, string>();
  for (const { element } of await bookQuestions(tx, ebookId)) {
    const quiz = elementFields('quiz', element);
    if (markedByTeacher(quiz)) marking.set(element.id, questionVersion(quiz));
  }
  return unmarked.filter((answer) => marking.get(answer.elementId) === answer.version).length;
}

/**
 * After a reader's answer (or a teacher's mark), queues their score in the book for each LMS gradebook the book
 * was launched into for them, in the same transaction: the share of the book's points they have, whether they
 * have answered every question, and whether an answer still waits for the teacher's mark.
 */
export async function queueScores(tx: Db, jobs: JobQueue, userId: string, ebookId: string, progressOf: () => Promise<{ score: number; points: number; answered: number; questions: number }>): Promise<void> {
  const links = await tx.select().from(ltiGrades).where(and(eq(ltiGrades.userId, userId), eq(ltiGrades.ebookId, ebookId)));
  if (!links.length) return;
  const progress = await progressOf();
  const waiting = await awaitingMarks(tx, userId, ebookId);
  for (const link of links) {
    const score: ScoreJob = {
      platformId: link.platformId,
      lineItem: link.lineItem,
      sub: link.sub,
      scoreGiven: progress.score,
      scoreMaximum: Math.max(progress.points, 1),
      completed: progress.questions > 0 && progress.answered >= progress.questions,
      awaitingMark: waiting > 0,
      timestamp: new Date().toISOString(),
    };
    await jobs.postScore(tx, score);
  }
}

/**
 * The LMSs (by the product family their launches name, launch.ts) whose gradebook shows a score only when it is
 * `FullyGraded`: while an answer waits for the teacher's mark they are sent the score so far as `FullyGraded`, or
 * they would show no grade at all. Moodle saves a score that is not `FullyGraded` without its `scoreGiven`
 * (mod/lti/service/gradebookservices, resources/scores.php); Schoology documents only that it is certified for AGS
 * 2.0 (developers.schoology.com/app-platform/lti-apps), which lets a platform ignore a score that is not
 * `FullyGraded` (AGS 2.0, Score publish service, `gradingProgress`), so Folio does not count on it showing one.
 */
const SHOWS_ONLY_FULLY_GRADED = new Set(['moodle', 'schoology']);

/**
 * The score as AGS 2.0 §3.4 words it, written so that the LMS shows it (README, "Using Folio from an LMS";
 * decision 023): `FullyGraded` after every answer, as Canvas ignores a score given as `Pending`, `NotReady` or
 * `Failed`. While an answer waits for the teacher's mark: `PendingManual` with the score so far, which Canvas puts
 * in its gradebook and flags for a grader (its Score API) and which is AGS's word for it, for an LMS Folio knows
 * nothing of; `FullyGraded` with the score so far for those that show nothing else (above). The teacher's mark
 * then sends the final score, `FullyGraded`. `activityProgress` says whether every question is answered.
 */
const scoreBody = (job: ScoreJob, productFamily: string | null) => ({
  userId: job.sub,
  scoreGiven: job.scoreGiven,
  scoreMaximum: job.scoreMaximum,
  activityProgress: job.completed ? 'Completed' : 'InProgress',
  gradingProgress: job.awaitingMark && !SHOWS_ONLY_FULLY_GRADED.has(productFamily ?? '') ? 'PendingManual' : 'FullyGraded',
  timestamp: job.timestamp,
});

/**
 * Posts a score (a job of the queue) to the line item's `scores` (AGS §3.4.1: the line item's address with
 * /scores before its query), with the LMS's access token for the score scope, reused while it lasts. A failure
 * is thrown, for the queue to try again.
 */
export async function postScore(db: Db, job: ScoreJob): Promise<void> {
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, job.platformId));
  // The LMS was removed since: its gradebook is no longer Folio's to write.
  if (!platform) return;
  const token = await accessTokenFor(db, platform, SCORE_SCOPE);
  const url = new URL(job.lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  const posted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': SCORE_TYPE, authorization: `Bearer ${token}` },
    body: JSON.stringify(scoreBody(job, platform.productFamily)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // A token the LMS revoked before it expired: forgotten, so that the queue's next try asks for another.
  if (posted.status === 401) await forgetAccessToken(db, platform.id, SCORE_SCOPE, token);
  // Moodle answers 409 to a score no newer than the one it has (a try again of a score it took): nothing to send.
  if (posted.status === 409) return;
  if (!posted.ok) throw new Error(`The LMS refused the score: ${posted.status}`);
}
