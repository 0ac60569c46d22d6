import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookAnswersResponseSchema, BookResultsResponseSchema, QUIZ_ANSWER_MESSAGES, QuizAnswerWrittenResponseSchema, type BookElement, type BookResults } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { quizAnswers } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

const question = (id: string, fields: Record<string, unknown>): BookElement =>
  ({ id, type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, question: `Question ${id}`, options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 2, ...fields }) as BookElement;

const questions = [
  question('blanks', { kind: 'blanks', points: 2, sentence: 'Water boils at [100] degrees [Celsius/C].' }),
  question('matching', { kind: 'matching', points: 3, pairs: [{ id: 'p1', left: 'Cat', right: 'Kitten' }, { id: 'p2', left: 'Dog', right: 'Puppy' }, { id: 'p3', left: 'Cow', right: 'Calf' }] }),
  question('ordering', { kind: 'ordering', points: 3, items: [{ id: 'i1', text: 'Egg' }, { id: 'i2', text: 'Caterpillar' }, { id: 'i3', text: 'Butterfly' }] }),
  question('keywords', { kind: 'short', points: 2, keywords: ['sun/sunlight', 'water'] }),
  question('essay', { kind: 'short', points: 5, marking: 'teacher' }),
  question('poll', { kind: 'poll', points: 4, options: [{ id: 'yes', text: 'Yes', correct: false }, { id: 'no', text: 'No', correct: false }] }),
];

/** Every kind of question answered through the API, scored by the server, in the results, and marked by hand. */
describe('questions of every kind', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let owner: { token: string; id: string };
  let reader: { token: string; id: string };
  let book: { id: string };

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
    owner = await accountWithRole(t, 'author');
    reader = await customer(t);
    book = await insertBook(t, { price: 0, createdBy: owner.id, pages: [{ ...emptyPage(1), elements: questions.slice(0, 3) }, { ...emptyPage(2), elements: questions.slice(3) }] });
  });
  afterAll(async () => { await t.close(); });

  const answer = (element: string, chosen: string[], token = reader.token) => call('PUT', `/api/public/ebooks/${book.id}/answers/${element}`, token, { chosen });
  const saved = async (element: string, chosen: string[]) => conforms(await answer(element, chosen), 200, QuizAnswerWrittenResponseSchema).data;
  const results = async (query = ''): Promise<BookResults> => conforms(await call('GET', `/api/admin/ebooks/${book.id}/results${query}`, owner.token), 200, BookResultsResponseSchema).data;
  const mark = (element: string, score: unknown, token = owner.token, userId = reader.id) => call('PUT', `/api/admin/ebooks/${book.id}/results/${userId}/${element}`, token, { score });

  it('should score each kind from the question: a share of the points for blanks, pairs, order and keywords', async () => {
    expect(await saved('blanks', ['100', 'c'])).toMatchObject({ correct: true, score: 2 });
    expect(await saved('matching', ['p2', 'p1', 'p3'])).toMatchObject({ correct: false, score: 1 });
    expect(await saved('ordering', ['i1', 'i2', 'i3'])).toMatchObject({ correct: true, score: 3 });
    expect(await saved('keywords', ['Plants need sunlight.'])).toMatchObject({ correct: false, score: 1 });
    expect(await saved('essay', ['Because the leaves face the sun.'])).toMatchObject({ correct: null, score: 0, marked: false, points: 5 });
    expect(await saved('poll', ['yes'])).toMatchObject({ correct: null, score: 0, points: 0 });
  });

  it("should count a poll as answered but give it no points in the reader's progress", async () => {
    const progress = conforms(await call('GET', `/api/public/ebooks/${book.id}/answers`, reader.token), 200, BookAnswersResponseSchema).data;
    expect(progress).toMatchObject({ questions: 6, answered: 6, score: 7, points: 15 });
  });

  it.each([
    ['blanks', ['100'], QUIZ_ANSWER_MESSAGES.fillEveryBlank],
    ['matching', ['p1', 'p2', 'nope'], QUIZ_ANSWER_MESSAGES.matchEvery],
    ['ordering', ['i1', 'i1', 'i2'], QUIZ_ANSWER_MESSAGES.orderEvery],
    ['keywords', ['one', 'two'], QUIZ_ANSWER_MESSAGES.writeAnswer],
    ['essay', ['x'.repeat(2001)], QUIZ_ANSWER_MESSAGES.writeAnswer],
    ['poll', ['maybe'], QUIZ_ANSWER_MESSAGES.notAnOption],
  ])('should refuse an answer that does not fit a %s question with a 422 that says why', async (element, chosen, message) => {
    const refused = expectError(await answer(element, chosen), 422);
    expect(JSON.stringify(refused)).toContain(message);
  });

  it('should give the owner the parts each question got right, the answers in words, and the short answers to mark', async () => {
    const data = await results();
    const byId = new Map(data.questions.map((q) => [q.element_id, q]));
    expect(data.points).toBe(15);
    expect(byId.get('matching')).toMatchObject({ kind: 'matching', answered: 1, correct: 0, parts: [{ id: 'p1', text: 'Cat → Kitten', right: 0 }, { id: 'p2', text: 'Dog → Puppy', right: 0 }, { id: 'p3', text: 'Cow → Calf', right: 1 }] });
    expect(byId.get('blanks')!.parts).toEqual([{ id: '0', text: '100', right: 1 }, { id: '1', text: 'Celsius / C', right: 1 }]);
    expect(byId.get('essay')).toMatchObject({ to_mark: 1, parts: [] });
    expect(byId.get('poll')!.spread).toEqual([{ option_id: 'yes', text: 'Yes', correct: false, chosen: 1 }, { option_id: 'no', text: 'No', correct: false, chosen: 0 }]);
    // A poll has no right answer: it goes after the questions that do.
    expect(data.questions.at(-1)!.element_id).toBe('poll');
    const answers = new Map(data.readers[0]!.answers.map((a) => [a.element_id, a]));
    expect(answers.get('matching')!.text).toBe('Cat → Puppy; Dog → Kitten; Cow → Calf');
    expect(answers.get('ordering')!.text).toBe('Egg → Caterpillar → Butterfly');
    expect(answers.get('essay')).toMatchObject({ text: 'Because the leaves face the sun.', correct: null, marked: false });
  });

  it('should count only the answers given within the days asked for', async () => {
    expect((await results('?from=2000-01-01&to=2000-01-31')).readers).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await results(`?from=${today}&to=${today}`)).readers).toHaveLength(1);
    expectError(await call('GET', `/api/admin/ebooks/${book.id}/results?from=2026-02-01&to=2026-01-01`, owner.token), 422);
    expectError(await call('GET', `/api/admin/ebooks/${book.id}/results?from=yesterday`, owner.token), 422);
  });

  it("should let the owner mark a short answer from 0 to its points, which counts in the reader's score until they answer again", async () => {
    expect(conforms(await mark('essay', 4), 200, QuizAnswerWrittenResponseSchema).data).toMatchObject({ score: 4, correct: false, marked: true });
    expect(conforms(await mark('essay', 5), 200, QuizAnswerWrittenResponseSchema).data).toMatchObject({ score: 5, correct: true, marked: true });
    const [row] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.elementId, 'essay'));
    expect(row).toMatchObject({ markedBy: owner.id, bestScore: 5 });
    expect((await results()).questions.find((q) => q.element_id === 'essay')!.to_mark).toBe(0);
    expect(await saved('essay', ['A better answer.'])).toMatchObject({ correct: null, score: 0, marked: false });
  });

  it('should refuse a mark out of range, for a question scored by itself, for a missing answer, and from anyone but the owner or an admin', async () => {
    expectError(await mark('essay', 6), 422);
    expectError(await mark('essay', -1), 422);
    expectError(await mark('essay', 'five'), 422);
    expectError(await mark('keywords', 1), 422);
    expectError(await mark('nope', 1), 404);
    const stranger = await customer(t);
    expectError(await mark('essay', 1, owner.token, stranger.id), 404);
    expectError(await mark('essay', 1, (await accountWithRole(t, 'author')).token), 403);
    expectError(await mark('essay', 1, reader.token), 403);
    expect((await mark('essay', 2, await t.login('admin@folio.test'))).statusCode).toBe(200);
  });
});
