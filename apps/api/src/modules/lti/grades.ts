import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { ltiGrades, ltiPlatforms } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/types.ts';
import { signingKey } from './keys.ts';
import { SCORE_SCOPE } from './launch.ts';
import type { ScoreJob } from './score-job.ts';

/**
 * After a reader's answer, queues their score in the book for each LMS gradebook the book was launched into
 * for them, in the answer's transaction: the share of the book's points they have, as the LMS line item counts
 * it, and whether they have answered every question.
 */
export async function queueScores(tx: Db, jobs: JobQueue, userId: string, ebookId: string, progressOf: () => Promise<{ score: number; points: number; answered: number; questions: number }>): Promise<void> {
  const links = await tx.select().from(ltiGrades).where(and(eq(ltiGrades.userId, userId), eq(ltiGrades.ebookId, ebookId)));
  if (!links.length) return;
  const progress = await progressOf();
  for (const link of links) {
    const score: ScoreJob = {
      platformId: link.platformId,
      lineItem: link.lineItem,
      sub: link.sub,
      scoreGiven: progress.score,
      scoreMaximum: Math.max(progress.points, 1),
      completed: progress.questions > 0 && progress.answered >= progress.questions,
      timestamp: new Date().toISOString(),
    };
    await jobs.postScore(tx, score);
  }
}

const TIMEOUT_MS = 15_000;

/**
 * Posts a score (a job of the queue): an access token from the LMS's token endpoint for the score scope, asked
 * with a client assertion signed by Folio's key (RFC 7523), then the score to the line item's `scores`.
 * A failure is thrown, for the queue to try again.
 */
export async function postScore(db: Db, job: ScoreJob): Promise<void> {
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, job.platformId));
  // The LMS was removed since: its gradebook is no longer Folio's to write.
  if (!platform) return;
  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(key);
  const tokenAnswer = await fetch(platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion, scope: SCORE_SCOPE }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!tokenAnswer.ok) throw new Error(`The LMS refused an access token: ${tokenAnswer.status}`);
  const { access_token: accessToken } = (await tokenAnswer.json()) as { access_token?: string };
  if (!accessToken) throw new Error('The LMS answered no access token');

  // The scores address is the line item's, with /scores before its query (AGS §3.4.1).
  const url = new URL(job.lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  const posted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.ims.lis.v1.score+json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      userId: job.sub,
      scoreGiven: job.scoreGiven,
      scoreMaximum: job.scoreMaximum,
      activityProgress: job.completed ? 'Completed' : 'InProgress',
      gradingProgress: job.completed ? 'FullyGraded' : 'Pending',
      timestamp: job.timestamp,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!posted.ok) throw new Error(`The LMS refused the score: ${posted.status}`);
}
