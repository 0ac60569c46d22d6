import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, type AnalyticsBatch } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { readingEvents } from '../../db/schema.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { ago, analyticsApi, newSession } from './fixtures/events.ts';

/** A beacon as an offline flipbook sends it from file:// (origin "null"): the batch as text/plain, a type it may send anywhere. */
const TEXT = 'text/plain;charset=UTF-8';

describe('events from an offline flipbook (text/plain beacons from another origin)', () => {
  let t: TestApp;
  let api: ReturnType<typeof analyticsApi>;
  let author: string;
  let authorId: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT });
    api = analyticsApi(t);
    author = (await t.login('author@folio.test'))!;
    authorId = (await findUser(t.db, 'author@folio.test'))!.id;
  });
  afterAll(async () => { await t.close(); });

  const beacon = (body: string, headers: Record<string, string> = {}, url = '/api/public/events') =>
    t.app.inject({ method: 'POST', url, headers: { origin: 'null', 'content-type': TEXT, ...headers }, payload: body });

  it('accepts a text/plain batch from origin null (202) and counts its view under the source offline', async () => {
    const book = await insertBook(t, { createdBy: authorId, pages: 3 });
    const session = newSession();
    const batch: AnalyticsBatch = {
      session,
      events: [
        { ebook_id: book.id, type: 'view', at: ago(3), source: 'offline' },
        { ebook_id: book.id, type: 'page', at: ago(2), page: 1, seconds: 40 },
      ],
    };
    const res = await beacon(JSON.stringify(batch));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ANALYTICS_MESSAGES.accepted, accepted: 2 });
    // Nothing in the answer is for the page to read: a beacon's answer is not, and no CORS header is given.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();

    const stored = await t.db.select().from(readingEvents).where(eq(readingEvents.ebookId, book.id));
    expect(stored).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'view', source: 'offline', reader: `a:${session}` })]));
    await api.rollUp();
    const data = (await api.book(author, book.id)).json().data;
    expect(data).toMatchObject({ views: 1, readers: 1, avg_seconds: 40 });
    expect(data.sources).toEqual([{ source: 'offline', site: null, views: 1 }]);
  });

  it('with DNT, keeps only the anonymous view of a text/plain batch', async () => {
    const book = await insertBook(t, { createdBy: authorId, pages: 2 });
    const res = await beacon(JSON.stringify({
      events: [
        { ebook_id: book.id, type: 'view', at: ago(1), source: 'offline' },
        { ebook_id: book.id, type: 'search', at: ago(1), words: 'secret' },
      ],
    }), { dnt: '1' });
    expect(res.json().accepted).toBe(1);
    const stored = await t.db.select().from(readingEvents).where(eq(readingEvents.ebookId, book.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'view', source: 'offline', reader: null })]);
  });

  it('refuses text/plain that is not a batch: not JSON (400), a batch the schema refuses (422)', async () => {
    expect((await beacon('page=2')).statusCode).toBe(400);
    expect((await beacon(JSON.stringify({ events: [] }))).statusCode).toBe(422);
    expect((await beacon('['.repeat(100) + ']'.repeat(100))).statusCode).toBe(400);
  });

  it('reads text/plain on the events route only: the rest of the API still refuses it (415)', async () => {
    const res = await beacon(JSON.stringify({ email: 'someone@folio.test', password: 'not-a-password' }), {}, '/api/auth/login');
    expect(res.statusCode).toBe(415);
  });
});
