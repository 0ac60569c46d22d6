import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ELEMENT_FIELD_DEFAULTS, type BookElement } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller } from '../../../test/contract.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { emptyPage } from '../pages/format.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { ltiAccessTokens, ltiPlatforms } from '../../db/schema.ts';
import { postScore } from './grades.ts';
import { registeredPlatform, SCORE_SCOPE, SITE } from './fixtures/launches.ts';
import type { Grade } from './fixtures/platform.ts';

const quiz = (over: Record<string, unknown>) =>
  ({ type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, ...ELEMENT_FIELD_DEFAULTS.quiz, question: 'Q?', ...over }) as unknown as BookElement;
const choice = quiz({ id: 'q1', points: 4, options: [{ id: 'a', text: 'A', correct: true }, { id: 'b', text: 'B', correct: false }] });
const essay = quiz({ id: 'essay', kind: 'short', marking: 'teacher', points: 5, options: [] });

/** Scores to a strict LMS gradebook (AGS 2.0): how they are worded for Canvas, Moodle and Schoology, and the access token they reuse. */
describe('LTI grades', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let platform: Awaited<ReturnType<typeof registeredPlatform>>;
  let book: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: SITE, xapiRetrySeconds: 1 });
    call = caller(t);
    admin = await t.login('admin@folio.test');
    book = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [choice, essay] }] });
    platform = await registeredPlatform(t, admin);
  });
  afterAll(async () => {
    await t.close();
    await platform.lms.close();
  });

  const scoresOf = (sub: string) => platform.lms.scores.filter((s) => s.body.userId === sub).map((s) => s.body);

  it('should report each answer FullyGraded, and to an LMS that names no family PendingManual (AGS’s word) while an answer waits for the teacher, then FullyGraded with the mark', async () => {
    const { lms } = platform;
    const reader = await platform.sessionOf(await platform.enter(platform.message(book.id, { sub: 'lms-user-77', name: 'Kenji Sato' })));
    expect((await call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, reader.token, { chosen: ['a'] })).statusCode).toBe(200);
    await expect.poll(() => scoresOf('lms-user-77').length, { timeout: 30_000 }).toBe(1);
    expect(scoresOf('lms-user-77')[0]).toMatchObject({ scoreGiven: 4, scoreMaximum: 9, activityProgress: 'InProgress', gradingProgress: 'FullyGraded' });
    const [first] = lms.scores.filter((s) => s.body.userId === 'lms-user-77');
    expect(first).toMatchObject({ contentType: 'application/vnd.ims.lis.v1.score+json', authorization: expect.stringMatching(/^Bearer \S+$/) });

    // The essay waits for the teacher: every question answered, the grading not done.
    await call('PUT', `/api/public/ebooks/${book.id}/answers/essay`, reader.token, { chosen: ['Because of the cold.'] });
    await expect.poll(() => scoresOf('lms-user-77').length, { timeout: 30_000 }).toBe(2);
    expect(scoresOf('lms-user-77')[1]).toMatchObject({ scoreGiven: 4, activityProgress: 'Completed', gradingProgress: 'PendingManual' });

    expect((await call('PUT', `/api/admin/ebooks/${book.id}/results/${reader.user.id}/essay`, admin, { score: 3 })).statusCode).toBe(200);
    await expect.poll(() => scoresOf('lms-user-77').length, { timeout: 30_000 }).toBe(3);
    expect(scoresOf('lms-user-77')[2]).toMatchObject({ scoreGiven: 7, scoreMaximum: 9, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
    expect(lms.refusals).toEqual([]);
  });

  it('should ask the LMS for one access token and reuse it for every score until it expires, from the database', async () => {
    const { lms } = platform;
    const before = lms.tokenRequests.length;
    const reader = await platform.sessionOf(await platform.enter(platform.message(book.id, { sub: 'lms-user-78' })));
    for (const chosen of [['b'], ['a'], ['b']]) {
      const count = scoresOf('lms-user-78').length;
      await call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, reader.token, { chosen });
      await expect.poll(() => scoresOf('lms-user-78').length, { timeout: 30_000 }).toBe(count + 1);
    }
    // One token for the three scores (none, if an earlier test's is still good).
    expect(lms.tokenRequests.length - before).toBeLessThanOrEqual(1);
    const kept = await t.db.select().from(ltiAccessTokens);
    expect(kept).toEqual([expect.objectContaining({ scope: SCORE_SCOPE, accessToken: expect.any(String) })]);
    expect(kept[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);

    // A token the LMS revoked is forgotten and another asked for; an expired one is never sent.
    lms.revokeTokens();
    const asked = lms.tokenRequests.length;
    await call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, reader.token, { chosen: ['a'] });
    await expect.poll(() => scoresOf('lms-user-78').length, { timeout: 30_000 }).toBe(4);
    expect(lms.tokenRequests.length).toBe(asked + 1);
    expect(lms.refusals.some((r) => /no valid access token/.test(r))).toBe(true);
    await t.db.update(ltiAccessTokens).set({ expiresAt: new Date(Date.now() + 30_000) });
    await call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, reader.token, { chosen: ['b'] });
    await expect.poll(() => scoresOf('lms-user-78').length, { timeout: 30_000 }).toBe(5);
    expect(lms.tokenRequests.length).toBe(asked + 2);
    // Each assertion was new (the LMS refuses a jti used before).
    expect(new Set(lms.tokenRequests.map((r) => r.assertion.jti)).size).toBe(lms.tokenRequests.length);
  });

  it('should end a score job the LMS answers 409 (Moodle: a score no newer than the one it has) instead of trying it forever', async () => {
    const [row] = await t.db.select({ id: ltiPlatforms.id }).from(ltiPlatforms);
    const job = { platformId: row!.id, lineItem: platform.lms.lineItem, sub: 'lms-user-79', scoreGiven: 1, scoreMaximum: 9, completed: false, timestamp: new Date().toISOString() };
    await postScore(t.db, job);
    // The same score again (a job tried again after the LMS took it): refused as not newer, and done.
    await expect(postScore(t.db, job)).resolves.toBeUndefined();
    expect(platform.lms.refusals.at(-1)).toMatch(/earlier timestamp/);
    expect(scoresOf('lms-user-79')).toHaveLength(1);
    // Another refusal is thrown, for the queue to try again.
    await expect(postScore(t.db, { ...job, lineItem: `${platform.lms.base}/lineitems/7/../../nowhere`, timestamp: new Date(Date.now() + 1000).toISOString() })).rejects.toThrow(/refused the score: 404/);
  });

  /**
   * Each LMS's gradebook as it documents it (fixtures/platform.ts, `productFamily`): the family its launches name is
   * kept, and each answer's score is worded so that its gradebook shows the score so far, also while a short answer
   * waits for the teacher's mark, and the final score after it.
   */
  it.each([
    ['canvas', ['PendingManual', 'PendingManual', 'FullyGraded'], [true, true, false]],
    ['moodle', ['FullyGraded', 'FullyGraded', 'FullyGraded'], [false, false, false]],
    ['schoology', ['FullyGraded', 'FullyGraded', 'FullyGraded'], [false, false, false]],
  ] as const)('should show %s the score so far after each answer, while a short answer waits for its mark, and the mark after', async (family, sent, flagged) => {
    const platform = await registeredPlatform(t, admin, { productFamily: family });
    const { lms } = platform;
    try {
      const sub = `${family}-learner`;
      const reader = await platform.sessionOf(await platform.enter(platform.message(book.id, { sub })));
      const [row] = await t.db.select({ productFamily: ltiPlatforms.productFamily }).from(ltiPlatforms).where(eq(ltiPlatforms.issuer, lms.base));
      expect(row?.productFamily).toBe(family);

      const shown: (Grade | undefined)[] = [];
      const step = async (act: () => Promise<{ statusCode: number }>) => {
        const count = lms.scores.length;
        expect((await act()).statusCode).toBe(200);
        await expect.poll(() => lms.scores.length, { timeout: 30_000 }).toBe(count + 1);
        shown.push(lms.gradeOf(sub));
      };
      await step(() => call('PUT', `/api/public/ebooks/${book.id}/answers/essay`, reader.token, { chosen: ['Because of the cold.'] }));
      await step(() => call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, reader.token, { chosen: ['a'] }));
      await step(() => call('PUT', `/api/admin/ebooks/${book.id}/results/${reader.user.id}/essay`, admin, { score: 3 }));

      expect(lms.scores.map((s) => s.body)).toMatchObject([
        { userId: sub, scoreGiven: 0, scoreMaximum: 9, activityProgress: 'InProgress', gradingProgress: sent[0] },
        { userId: sub, scoreGiven: 4, scoreMaximum: 9, activityProgress: 'Completed', gradingProgress: sent[1] },
        { userId: sub, scoreGiven: 7, scoreMaximum: 9, activityProgress: 'Completed', gradingProgress: sent[2] },
      ]);
      expect(shown).toEqual([{ score: 0, needsGrading: flagged[0] }, { score: 4, needsGrading: flagged[1] }, { score: 7, needsGrading: flagged[2] }]);
      expect(lms.refusals).toEqual([]);
    } finally {
      await lms.close();
    }
  });
});
