import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookAnswersResponseSchema, elementFields, QUIZ_ANSWER_MESSAGES, QuizAnswerWrittenResponseSchema, questionVersion, type BookElement, type BookPage } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebooks, quizAnswers } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

const quiz = (id: string, options: [string, boolean][], o: { multiple?: boolean; points?: number; counts?: 'best' | 'last' } = {}): BookElement => ({
  id,
  type: 'quiz',
  position: { x: 50, y: 50 },
  size: { width: 400, height: 300 },
  style: {},
  question: `Question ${id}?`,
  options: options.map(([optionId, correct]) => ({ id: optionId, text: optionId, correct })),
  multiple: o.multiple ?? false,
  feedback: { correct: 'Yes', incorrect: 'No' },
  points: o.points ?? 1,
  ...(o.counts ? { counts: o.counts } : {}),
} as BookElement);

/** Twenty pages: a one-answer question on the first, a several-answer one on the second, one on the last (beyond a preview). */
const pagesWithQuestions = (): BookPage[] =>
  Array.from({ length: 20 }, (_, i) => {
    const page = emptyPage(i + 1);
    if (i === 0) return { ...page, elements: [quiz('q1', [['a', true], ['b', false], ['c', false]], { points: 2 })] };
    if (i === 1) return { ...page, elements: [quiz('q2', [['x', true], ['y', true], ['z', false]], { multiple: true, points: 3 })] };
    if (i === 19) return { ...page, elements: [quiz('q3', [['m', true], ['n', false]])] };
    return page;
  });

/** GET /api/public/ebooks/{key}/answers and PUT …/answers/{elementId}: a signed-in reader's answers, kept and scored by the server. */
describe('/api/public/ebooks/{key}/answers', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let reader: { token: string; id: string };
  let other: { token: string; id: string };
  const books = {} as Record<'free' | 'paid' | 'draft', { id: string; slug: string }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
    reader = await customer(t);
    other = await customer(t);
    const owner = await accountWithRole(t, 'author');
    books.free = await insertBook(t, { price: 0, pages: pagesWithQuestions() });
    books.paid = await insertBook(t, { price: 9, pages: pagesWithQuestions() });
    books.draft = await insertBook(t, { price: 0, status: 'draft', createdBy: owner.id, pages: pagesWithQuestions() });
  });
  afterAll(async () => { await t.close(); });

  const answers = (key: string) => `/api/public/ebooks/${key}/answers`;
  const answer = (key: string, element: string) => `${answers(key)}/${element}`;

  it('should score an answer from the question itself and keep it, with the reader progress over the book', async () => {
    const before = conforms(await call('GET', answers(books.free.id), reader.token), 200, BookAnswersResponseSchema);
    expect(before.data).toEqual({ answers: [], questions: 3, answered: 0, score: 0, points: 6 });

    const right = conforms(await call('PUT', answer(books.free.id, 'q1'), reader.token, { chosen: ['a'] }), 200, QuizAnswerWrittenResponseSchema);
    expect(right).toMatchObject({ message: QUIZ_ANSWER_MESSAGES.saved, data: { element_id: 'q1', chosen: ['a'], correct: true, score: 2, best_score: 2, points: 2, attempts: 1 } });
    // The answer says which version of the question it answered, as the reader computes it.
    expect(right.data.question_version).toBe(questionVersion(elementFields('quiz', quiz('q1', [['a', true], ['b', false], ['c', false]], { points: 2 }))));
    const partly = (await call('PUT', answer(books.free.slug, 'q2'), reader.token, { chosen: ['x'] })).json().data;
    expect(partly).toMatchObject({ correct: false, score: 0, points: 3 });

    const after = (await call('GET', answers(books.free.slug), reader.token)).json().data;
    expect(after).toMatchObject({ questions: 3, answered: 2, score: 2, points: 6 });
    expect(after.answers.map((a: { element_id: string }) => a.element_id).sort()).toEqual(['q1', 'q2']);
  });

  it('should keep the last answer, the best score and the number of tries', async () => {
    await call('PUT', answer(books.free.id, 'q2'), other.token, { chosen: ['x', 'y'] });
    const worse = (await call('PUT', answer(books.free.id, 'q2'), other.token, { chosen: ['y', 'z'] })).json().data;
    expect(worse).toMatchObject({ chosen: ['y', 'z'], correct: false, score: 0, best_score: 3, attempts: 2 });
    const rows = await t.db.select().from(quizAnswers).where(and(eq(quizAnswers.userId, other.id), eq(quizAnswers.ebookId, books.free.id)));
    expect(rows).toHaveLength(1);
  });

  it('should count the best try of a question whose author says so, and the last try of the others', async () => {
    const page = { ...emptyPage(1), elements: [quiz('best', [['r', true], ['w', false]], { points: 4, counts: 'best' }), quiz('last', [['r', true], ['w', false]], { points: 2 })] };
    const book = await insertBook(t, { price: 0, pages: [page] });
    for (const element of ['best', 'last']) {
      await call('PUT', answer(book.id, element), reader.token, { chosen: ['r'] });
      await call('PUT', answer(book.id, element), reader.token, { chosen: ['w'] });
    }
    expect((await call('GET', answers(book.id), reader.token)).json().data).toMatchObject({ questions: 2, answered: 2, score: 4, points: 6 });
  });

  it("should keep each reader's answers their own", async () => {
    const mine = (await call('GET', answers(books.free.id), reader.token)).json().data.answers;
    const theirs = (await call('GET', answers(books.free.id), other.token)).json().data.answers;
    expect(mine.find((a: { element_id: string }) => a.element_id === 'q2').chosen).toEqual(['x']);
    expect(theirs.map((a: { element_id: string }) => a.element_id)).toEqual(['q2']);
  });

  it("should let a preview reader answer the preview's questions only, and count only those", async () => {
    expect((await call('PUT', answer(books.paid.id, 'q1'), reader.token, { chosen: ['a'] })).statusCode).toBe(200);
    expectError(await call('PUT', answer(books.paid.id, 'q3'), reader.token, { chosen: ['m'] }), 403);
    const progress = (await call('GET', answers(books.paid.id), reader.token)).json().data;
    expect(progress).toMatchObject({ questions: 2, answered: 1, score: 2, points: 5 });
  });

  it('should refuse an option the question does not have, two answers to a one-answer question, and no answer (422)', async () => {
    expect(expectError(await call('PUT', answer(books.free.id, 'q1'), reader.token, { chosen: ['zz'] }), 422).errors).toEqual({ chosen: [QUIZ_ANSWER_MESSAGES.notAnOption] });
    expect(expectError(await call('PUT', answer(books.free.id, 'q1'), reader.token, { chosen: ['a', 'b'] }), 422).errors).toEqual({ chosen: [QUIZ_ANSWER_MESSAGES.oneAnswer] });
    for (const body of [{ chosen: [] }, {}, { chosen: 'a' }, { chosen: [''] }]) {
      const fields = Object.keys(expectError(await call('PUT', answer(books.free.id, 'q1'), reader.token, body), 422).errors ?? {});
      expect(fields.some((field) => field.startsWith('chosen')), JSON.stringify(body)).toBe(true);
    }
    // A score sent along is not the reader's to give: it is ignored, the server scores.
    const sent = (await call('PUT', answer(books.free.id, 'q1'), reader.token, { chosen: ['b'], score: 99, correct: true })).json().data;
    expect(sent).toMatchObject({ correct: false, score: 0 });
  });

  it('should answer 404 for a question the book does not have, and for a book the reader may not open', async () => {
    expectError(await call('PUT', answer(books.free.id, 'nope'), reader.token, { chosen: ['a'] }), 404, QUIZ_ANSWER_MESSAGES.questionNotFound);
    expectError(await call('PUT', answer(books.draft.id, 'q1'), reader.token, { chosen: ['a'] }), 404, 'eBook not found.');
    expectError(await call('GET', answers(books.draft.id), reader.token), 404, 'eBook not found.');
  });

  it('should fail with status 401 when signed out', async () => {
    expectError(await call('GET', answers(books.free.id)), 401);
    expectError(await call('PUT', answer(books.free.id, 'q1'), undefined, { chosen: ['a'] }), 401);
  });

  it('should forget the answers to a deleted book, and document each status it answers', async () => {
    const book = await insertBook(t, { price: 0, pages: pagesWithQuestions() });
    await call('PUT', answer(book.id, 'q1'), reader.token, { chosen: ['a'] });
    await t.db.delete(ebooks).where(eq(ebooks.id, book.id));
    expect(await t.db.select().from(quizAnswers).where(eq(quizAnswers.ebookId, book.id))).toEqual([]);
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/public/ebooks/{key}/answers/{elementId}', 'put')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });
});
