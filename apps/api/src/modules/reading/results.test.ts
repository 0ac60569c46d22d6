import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookResultsResponseSchema, type BookElement, type BookResults } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookPages } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

const quiz = (id: string, question: string, options: [string, boolean][], counts?: 'best'): BookElement => ({
  id,
  type: 'quiz',
  position: { x: 50, y: 50 },
  size: { width: 400, height: 300 },
  style: {},
  question,
  options: options.map(([optionId, correct]) => ({ id: optionId, text: optionId.toUpperCase(), correct })),
  multiple: false,
  feedback: { correct: '', incorrect: '' },
  points: 2,
  ...(counts ? { counts } : {}),
} as BookElement);

/** GET /api/admin/ebooks/{id}/results: how the readers answered a book's questions, for its owner and admins. */
describe('/api/admin/ebooks/{id}/results', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let owner: { token: string; id: string };
  let book: { id: string };
  const readers: { token: string; id: string; name: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
    owner = await accountWithRole(t, 'author');
    const pages = [
      { ...emptyPage(1), elements: [quiz('easy', 'What is 1 + 1?', [['two', true], ['three', false]])] },
      { ...emptyPage(2), elements: [quiz('hard', 'What is 7 × 8?', [['fifty-six', true], ['fifty-four', false], ['sixty-three', false]], 'best')] },
    ];
    book = await insertBook(t, { price: 0, createdBy: owner.id, pages });
    for (let i = 0; i < 3; i += 1) readers.push(await customer(t));
    const answer = (reader: { token: string }, element: string, chosen: string) => call('PUT', `/api/public/ebooks/${book.id}/answers/${element}`, reader.token, { chosen: [chosen] });
    await answer(readers[0]!, 'easy', 'two');
    await answer(readers[1]!, 'easy', 'two');
    await answer(readers[2]!, 'easy', 'three');
    await answer(readers[0]!, 'hard', 'fifty-six');
    await answer(readers[0]!, 'hard', 'fifty-four');
    await answer(readers[1]!, 'hard', 'sixty-three');
  });
  afterAll(async () => { await t.close(); });

  const url = () => `/api/admin/ebooks/${book.id}/results`;

  it('should give the owner each question, hardest first, with how many answered, were right and chose each option', async () => {
    const data: BookResults = conforms(await call('GET', url(), owner.token), 200, BookResultsResponseSchema).data;
    expect(data.points).toBe(4);
    expect(data.questions.map((q) => [q.element_id, q.page, q.answered, q.correct, q.earlier])).toEqual([['hard', 2, 2, 0, 0], ['easy', 1, 3, 2, 0]]);
    expect(data.questions[0]!.spread).toEqual([
      { option_id: 'fifty-six', text: 'FIFTY-SIX', correct: true, chosen: 0 },
      { option_id: 'fifty-four', text: 'FIFTY-FOUR', correct: false, chosen: 1 },
      { option_id: 'sixty-three', text: 'SIXTY-THREE', correct: false, chosen: 1 },
    ]);
  });

  it("should give each reader's answers and the score the questions count (the best try where the author says so)", async () => {
    const data: BookResults = conforms(await call('GET', url(), owner.token), 200, BookResultsResponseSchema).data;
    const first = data.readers.find((r) => r.user_id === readers[0]!.id)!;
    expect(first).toMatchObject({ name: readers[0]!.name, answered: 2, score: 4 });
    expect(first.answers.find((a) => a.element_id === 'hard')).toMatchObject({ chosen: ['fifty-four'], correct: false, score: 2, attempts: 2, current: true });
    expect(data.readers.find((r) => r.user_id === readers[2]!.id)).toMatchObject({ answered: 1, score: 0 });
  });

  it('should leave answers to an earlier version of a changed question out of its figures, and count them apart', async () => {
    const [page] = await t.db.select().from(ebookPages).where(and(eq(ebookPages.ebookId, book.id), eq(ebookPages.position, 0)));
    const changed = { ...page!.data, elements: [quiz('easy', 'What is 1 + 1, in words?', [['two', true], ['three', false]])] };
    await t.db.update(ebookPages).set({ data: changed }).where(and(eq(ebookPages.ebookId, book.id), eq(ebookPages.id, page!.id)));
    const { data } = (await call('GET', url(), owner.token)).json();
    expect(data.questions.find((q: { element_id: string }) => q.element_id === 'easy')).toMatchObject({ answered: 0, correct: 0, earlier: 3 });
    await t.db.update(ebookPages).set({ data: page!.data }).where(and(eq(ebookPages.ebookId, book.id), eq(ebookPages.id, page!.id)));
  });

  it("should show the results to admins, and to nobody else: not another author, not a reader (403), not a visitor (401)", async () => {
    const admin = await t.login('admin@folio.test');
    expect((await call('GET', url(), admin)).statusCode).toBe(200);
    const otherAuthor = await accountWithRole(t, 'author');
    expectError(await call('GET', url(), otherAuthor.token), 403);
    expectError(await call('GET', url(), readers[0]!.token), 403);
    expectError(await call('GET', url()), 401);
    expectError(await call('GET', '/api/admin/ebooks/00000000-0000-4000-8000-000000000000/results', admin), 404);
  });
});
