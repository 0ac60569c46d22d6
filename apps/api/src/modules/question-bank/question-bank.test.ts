import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_LIMIT, BANK_MESSAGES, BankedQuestionWrittenResponseSchema, MESSAGES, BankListResponseSchema, MessageResponseSchema, type BankedQuestion, type BankQuestionInput,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { bankedQuestions } from '../../db/schema.ts';
import { customer } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import { questionWords } from './words.ts';

const URL = '/api/admin/question-bank';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A question as the editor sends it: a choice unless `fields` say otherwise. */
const input = (fields: Record<string, unknown> = {}, rest: Partial<BankQuestionInput> = {}) =>
  ({
    question: { question: 'Which one swims?', options: [{ id: 'a', text: 'Fish', correct: true }, { id: 'b', text: 'Cat', correct: false }], multiple: false, feedback: { correct: 'Yes', incorrect: 'No' }, points: 2, ...fields },
    style: { accent: '#4f46e5' },
    size: { width: 440, height: 240 },
    ...rest,
  }) as BankQuestionInput;

describe('the question bank', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let author: string;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const save = async (body: object, token = author): Promise<BankedQuestion> => {
    const answer = conforms(await call('POST', URL, token, body), 201, BankedQuestionWrittenResponseSchema);
    expect(answer.message).toBe(BANK_MESSAGES.saved);
    return answer.data;
  };
  const list = async (token: string, query = '') => conforms(await call('GET', `${URL}${query}`, token), 200, BankListResponseSchema);

  it('should keep a question with its look and size, and list the owner\'s questions newest first with their kind', async () => {
    const { token } = await accountWithRole(t, 'author');
    const first = await save(input(), token);
    expect(first).toMatchObject({ kind: 'choice', question: { question: 'Which one swims?', points: 2 }, style: { accent: '#4f46e5' }, size: { width: 440, height: 240 } });
    const second = await save(input({ kind: 'blanks', question: 'Fill in', sentence: 'Water boils at [100] degrees [Celsius/C].', options: [] }, { style: undefined, size: undefined }), token);
    expect(second.kind).toBe('blanks');
    expect(second).not.toHaveProperty('style');
    const page = await list(token);
    expect(page.data.map((q: BankedQuestion) => q.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 20 });
  });

  it('should find questions by the words of an option or of a blank sentence, in any case, with pattern characters taken literally', async () => {
    const { token } = await accountWithRole(t, 'author');
    const fish = await save(input({ question: 'Pick 100% of them' }), token);
    const boils = await save(input({ kind: 'blanks', question: 'Fill in', sentence: 'Water boils at [100] degrees [Celsius/C].', options: [] }), token);
    const order = await save(input({ kind: 'ordering', question: 'Put in order', options: [], items: [{ id: 'i1', text: 'Egg' }, { id: 'i2', text: 'Caterpillar' }] }), token);
    const ids = async (search: string) => (await list(token, `?search=${encodeURIComponent(search)}`)).data.map((q: BankedQuestion) => q.id);
    expect(await ids('fish')).toEqual([fish.id]);
    expect(await ids('BOILS AT 100 degrees')).toEqual([boils.id]);
    expect(await ids('caterpillar')).toEqual([order.id]);
    expect(await ids('100%')).toEqual([fish.id]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('nothing like it')).toEqual([]);
  });

  it('should keep the words of every part of a question for the search', () => {
    const words = questionWords({ kind: 'matching', question: 'Match', options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1, pairs: [{ id: 'p', left: 'Cat', right: 'Kitten' }], keywords: ['sun/sunlight'] });
    expect(words).toBe('Match Cat Kitten sun/sunlight');
  });

  it('should page a bank twenty questions at a time', async () => {
    const owner = await accountWithRole(t, 'author');
    await t.db.insert(bankedQuestions).values(
      Array.from({ length: 25 }, (_, i) => ({ ownerId: owner.id, kind: 'choice', words: `Question ${i}`, element: input({ question: `Question ${i}` }), createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
    );
    const first = await list(owner.token);
    expect(first).toMatchObject({ total: 25, last_page: 2, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].question.question).toBe('Question 24');
    const second = await list(owner.token, '?page=2');
    expect(second.data.map((q: BankedQuestion) => q.question.question)).toEqual(['Question 4', 'Question 3', 'Question 2', 'Question 1', 'Question 0']);
    refuses(await call('GET', `${URL}?page=0`, owner.token), 422);
    refuses(await call('GET', `${URL}?page=1e300`, owner.token), 422);
  });

  it(`should refuse a save to a full bank of ${BANK_LIMIT} questions with a 422 that says so`, async () => {
    const owner = await accountWithRole(t, 'author');
    await t.db.insert(bankedQuestions).values(Array.from({ length: BANK_LIMIT }, (_, i) => ({ ownerId: owner.id, kind: 'choice', words: `Question ${i}`, element: input() })));
    expectError(await call('POST', URL, owner.token, input()), 422, BANK_MESSAGES.full);
    expect(await t.db.$count(bankedQuestions, eq(bankedQuestions.ownerId, owner.id))).toBe(BANK_LIMIT);
  });

  it('should show and remove only the owner\'s questions: another\'s is unknown to them', async () => {
    const owner = await accountWithRole(t, 'author');
    const other = await customer(t);
    const kept = await save(input({ question: 'Mine alone' }), owner.token);
    expect((await list(other.token)).data).toEqual([]);
    expect((await list(other.token, '?search=Mine')).data).toEqual([]);
    expectError(await call('DELETE', `${URL}/${kept.id}`, other.token), 404, BANK_MESSAGES.notFound);
    expectError(await call('DELETE', `${URL}/${UNKNOWN}`, owner.token), 404, BANK_MESSAGES.notFound);
    expect((await list(owner.token)).total).toBe(1);

    const removed = conforms(await call('DELETE', `${URL}/${kept.id}`, owner.token), 200, MessageResponseSchema);
    expect(removed.message).toBe(BANK_MESSAGES.deleted);
    expect((await list(owner.token)).total).toBe(0);
    expectError(await call('DELETE', `${URL}/${kept.id}`, owner.token), 404);
  });

  it('should refuse a visitor without a token, and a malformed question or id, never with a 500', async () => {
    refuses(await call('GET', URL), 401);
    refuses(await call('POST', URL, undefined, input()), 401);
    refuses(await call('DELETE', `${URL}/${UNKNOWN}`), 401);
    refuses(await call('GET', URL, 'not-a-token'), 401);
    for (const bad of [
      input({ points: -1 }),
      input({ kind: 'essay' }),
      input({ options: 'none' }),
      input({ question: 'x'.repeat(2001) }),
      input({}, { size: { width: 0, height: 10 } }),
      input({}, { style: 'red' as never }),
      { question: null },
      {},
    ]) {
      refuses(await call('POST', URL, author, bad), 422);
    }
    // Half a surrogate pair is not text (PostgreSQL's JSON refuses it): a 422 that names the field.
    const lone = await t.app.inject({ method: 'POST', url: URL, headers: { ...t.bearer(author), 'content-type': 'application/json' }, payload: JSON.stringify(input()).replace('Fish', 'Fi\\ud800sh') });
    expect(expectError(lone, 422).errors).toEqual({ 'question.options.0.text': [MESSAGES.invalidCharacter] });
    refuses(await call('GET', `${URL}?search=${'x'.repeat(201)}`, author), 422);
    refuses(await call('DELETE', `${URL}/not-an-id`, author), 422);
  });

  it("documents each route's statuses under the question-bank tag", async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses(URL, 'get')).toEqual(expect.arrayContaining(['200', '401', '422']));
    expect(statuses(URL, 'post')).toEqual(expect.arrayContaining(['201', '401', '422']));
    expect(statuses(`${URL}/{id}`, 'delete')).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect((doc.paths[URL] ?? doc.paths[`${URL}/`]).get.tags).toEqual(['question-bank']);
  });
});
