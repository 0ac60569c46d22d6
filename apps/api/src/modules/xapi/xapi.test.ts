import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ELEMENT_FIELD_DEFAULTS, LRS_MESSAGES, LrsSettingsResponseSchema, type BookElement, type QuizAnswer } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookLrs } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import type { JobQueue } from '../jobs/types.ts';
import { startFakeLrs } from './fixtures/fake-lrs.ts';
import { StatementSpec } from './fixtures/statement-spec.ts';
import { recordAnswer } from './record.ts';

const choice = (id: string, points = 2): BookElement =>
  ({ id, type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, ...ELEMENT_FIELD_DEFAULTS.quiz, question: `Question ${id}`, points, options: [{ id: 'a', text: 'A', correct: true }, { id: 'b', text: 'B', correct: false }] }) as BookElement;
const VERB = (name: string) => `http://adlnet.gov/expapi/verbs/${name}`;

/** Answers and completions sent to a Learning Record Store, through the job queue, and a book's own LRS. */
describe('xAPI statements sent to an LRS', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let lrs: Awaited<ReturnType<typeof startFakeLrs>>;
  let owner: { token: string; id: string };
  let reader: { token: string; id: string; name: string };

  beforeAll(async () => {
    lrs = await startFakeLrs();
    t = await createTestApp({ ...NO_IP_LIMIT, xapi: { endpoint: `${lrs.base}/site`, username: 'folio', password: 's3cret' }, xapiRetrySeconds: 1, publicUrl: 'https://books.example.com' });
    call = caller(t);
    owner = await accountWithRole(t, 'author');
    reader = await customer(t);
  });
  afterAll(async () => {
    await t.close();
    await lrs.close();
  });

  const answer = (book: { id: string }, element: string, chosen: string) => call('PUT', `/api/public/ebooks/${book.id}/answers/${element}`, reader.token, { chosen: [chosen] });

  it("should send each answer to the site's LRS, and completed and passed with the reader's last first answer", async () => {
    const book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [{ ...emptyPage(1), elements: [choice('q1'), choice('q2')] }] });
    expect((await answer(book, 'q1', 'a')).statusCode).toBe(200);
    expect((await answer(book, 'q2', 'b')).statusCode).toBe(200);
    const sent = () => lrs.statements('/site/statements').filter((s) => s.object.id.includes(book.id));
    await expect.poll(() => sent().length, { timeout: 30_000 }).toBe(4);
    expect(sent().map((s) => s.verb.id)).toEqual([VERB('answered'), VERB('answered'), VERB('completed'), VERB('passed')]);
    for (const statement of sent()) expect(StatementSpec.safeParse(statement).success).toBe(true);
    const request = lrs.received.find((r) => r.path === '/site/statements')!;
    expect(request.headers['x-experience-api-version']).toBe('1.0.3');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('folio:s3cret').toString('base64')}`);
    expect(sent()[0]).toMatchObject({ actor: { name: reader.name, account: { homePage: 'https://books.example.com', name: reader.id } }, result: { success: true, score: { raw: 2, max: 2 } } });
    // Answering again tells the answer, not another completion.
    await answer(book, 'q2', 'a');
    await expect.poll(() => sent().length, { timeout: 30_000 }).toBe(5);
    expect(sent().at(-1)!.verb.id).toBe(VERB('answered'));
  });

  it('should keep trying an LRS that is down, and deliver the same statement once it answers', async () => {
    const book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [{ ...emptyPage(1), elements: [choice('q1'), choice('q2')] }] });
    lrs.failNext(2);
    await answer(book, 'q1', 'b');
    const sent = () => lrs.statements('/site/statements').filter((s) => s.object.id.includes(book.id));
    await expect.poll(() => sent().length, { timeout: 45_000, interval: 500 }).toBe(1);
    expect(sent()[0]!.verb.id).toBe(VERB('answered'));
    const { rows } = (await t.db.execute(sql`SELECT retry_count FROM pgboss.job WHERE name = 'xapi-statements' AND data->>'ebookId' = ${book.id}`)) as unknown as { rows: { retry_count: number }[] };
    expect(rows[0]!.retry_count).toBe(2);
  });

  it("should send a book's statements to its own LRS instead of the site's", async () => {
    const book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [{ ...emptyPage(1), elements: [choice('q1'), choice('q2')] }] });
    await t.db.insert(ebookLrs).values({ ebookId: book.id, endpoint: `${lrs.base}/school`, username: 'class-7', password: 'pw' });
    await answer(book, 'q1', 'a');
    await expect.poll(() => lrs.statements('/school/statements').length, { timeout: 30_000 }).toBe(1);
    expect(lrs.statements('/site/statements').filter((s) => s.object.id.includes(book.id))).toEqual([]);
  });

  it('should queue nothing for a book whose statements have nowhere to go', async () => {
    const jobs = { sendStatements: vi.fn() } as unknown as JobQueue;
    const book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [{ ...emptyPage(1), elements: [choice('q1')] }] });
    const found = { book: { id: book.id, title: 'A book' } } as never;
    await recordAnswer(t.db, { jobs, siteLrs: undefined, site: 'https://books.example.com' }, reader.id, found, 'q1', { ...ELEMENT_FIELD_DEFAULTS.quiz }, {} as QuizAnswer, async () => { throw new Error('no progress is read for a book with nowhere to send'); });
    expect(jobs.sendStatements).not.toHaveBeenCalled();
  });

  it("should let the book's owner set its own LRS over https, keep its secret unread, and go back to the site's", async () => {
    const book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [emptyPage(1)] });
    const url = `/api/admin/ebooks/${book.id}/lrs`;
    expect(conforms(await call('GET', url, owner.token), 200, LrsSettingsResponseSchema).data).toEqual({ endpoint: null, username: null, has_password: false, site_lrs: true });
    expectError(await call('PUT', url, owner.token, { endpoint: 'http://lrs.school.example/xapi', username: 'k', password: 'p' }), 422);
    expectError(await call('PUT', url, owner.token, { endpoint: 'https://lrs.school.example/xapi', username: 'k' }), 422);
    const saved = await call('PUT', url, owner.token, { endpoint: 'https://lrs.school.example/xapi/', username: 'k', password: 'p' });
    expect(saved.json()).toEqual({ message: LRS_MESSAGES.saved, data: { endpoint: 'https://lrs.school.example/xapi', username: 'k', has_password: true, site_lrs: true } });
    expect(saved.body).not.toContain('"p"');
    // A secret left out keeps the one saved.
    expect((await call('PUT', url, owner.token, { endpoint: 'https://lrs.school.example/xapi', username: 'k2' })).json().data).toMatchObject({ username: 'k2', has_password: true });
    expectError(await call('GET', url, (await accountWithRole(t, 'author')).token), 403);
    expectError(await call('PUT', url, reader.token, { endpoint: 'https://evil.example', username: 'x', password: 'y' }), 403);
    expectError(await call('GET', url), 401);
    expect((await call('DELETE', url, owner.token)).json().data).toEqual({ endpoint: null, username: null, has_password: false, site_lrs: true });
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/admin/ebooks/{id}/lrs', 'put')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });
});
