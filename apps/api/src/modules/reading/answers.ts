import { and, eq, sql } from 'drizzle-orm';
import { answerProblem, elementFields, kindOf, QUIZ_ANSWER_MESSAGES, questionPoints, questionVersion, scoreAnswer, type BookAnswers, type BookElement, type Question, type QuizAnswer } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, quizAnswers } from '../../db/schema.ts';
import { forbidden, notFound, validationFailed } from '../../lib/http-error.ts';
import type { ReadAccess } from './access.ts';
import { BEYOND_PREVIEW } from './pages.ts';
import { readablePagesOf } from './presenter.ts';

type Row = typeof quizAnswers.$inferSelect;

export const present = (row: Row): QuizAnswer => ({
  element_id: row.elementId,
  page_id: row.pageId,
  question_version: row.questionVersion,
  chosen: row.chosen,
  correct: row.correct,
  marked: row.markedAt !== null,
  score: row.score,
  best_score: row.bestScore,
  points: row.points,
  attempts: row.attempts,
  answered_at: row.answeredAt.toISOString(),
});

/** The score an answer counts: its best try when the question's author says so, its last otherwise. */
export const countedScore = (row: Row) => (row.countsBest ? row.bestScore : row.score);

/**
 * The questions (quiz elements) of a book's pages, in page order, with the page's index: unpacked by the
 * database, so that only the questions are read, not the pages. `before`: only the pages before that index
 * (the pages a preview's reader may open).
 */
export async function bookQuestions(db: Db, ebookId: string, before?: number): Promise<{ position: number; element: BookElement }[]> {
  const result = (await db.execute(sql`
    SELECT ${ebookPages.position} AS position, element FROM ${ebookPages}, jsonb_array_elements(${ebookPages.data}->'elements') AS element
    WHERE ${ebookPages.ebookId} = ${ebookId} AND element->>'type' = 'quiz' ${before === undefined ? sql`` : sql`AND ${ebookPages.position} < ${before}`}
    ORDER BY ${ebookPages.position}`)) as unknown as { rows: { position: number; element: BookElement }[] };
  // Both drivers answer the rows in `rows`.
  return result.rows;
}

/** The reader's kept answers in a book, and their progress over the questions they may open. */
export async function bookAnswersOf(db: Db, userId: string, found: ReadAccess): Promise<BookAnswers> {
  const [rows, questions] = await Promise.all([
    db.select().from(quizAnswers).where(and(eq(quizAnswers.userId, userId), eq(quizAnswers.ebookId, found.book.id))),
    bookQuestions(db, found.book.id, readablePagesOf(found)),
  ]);
  return {
    answers: rows.map(present),
    questions: questions.length,
    answered: rows.length,
    score: rows.reduce((sum, row) => sum + countedScore(row), 0),
    points: questions.reduce((sum, { element }) => sum + questionPoints(elementFields('quiz', element)), 0),
  };
}

/**
 * Keeps a reader's answer to a question of a book they may open, scored here from the question itself
 * (questions.ts); a short answer left to the teacher waits for their mark, and a new answer clears an old mark. The question is found by its id among the book's pages (a containment test on each page's
 * elements); one beyond a preview is refused as its page would be. Each answer replaces the last and counts a try.
 */
export async function saveQuizAnswer(db: Db, userId: string, found: ReadAccess, elementId: string, chosen: string[]): Promise<{ kept: QuizAnswer; question: Question }> {
  const [page] = await db
    .select({ id: ebookPages.id, position: ebookPages.position, data: ebookPages.data })
    .from(ebookPages)
    .where(and(eq(ebookPages.ebookId, found.book.id), sql`${ebookPages.data}->'elements' @> ${JSON.stringify([{ id: elementId, type: 'quiz' }])}::jsonb`))
    .limit(1);
  const element = page?.data.elements.find((e) => e.id === elementId && e.type === 'quiz');
  if (!page || !element) throw notFound(QUIZ_ANSWER_MESSAGES.questionNotFound);
  if (page.position >= readablePagesOf(found)) throw forbidden(BEYOND_PREVIEW);

  const quiz = elementFields('quiz', element);
  const problem = answerProblem(quiz, chosen);
  if (problem) throw validationFailed({ chosen: [QUIZ_ANSWER_MESSAGES[problem]] });
  // The same option twice is one choice; blanks and pairs may repeat words.
  const picked = kindOf(quiz) === 'choice' || kindOf(quiz) === 'poll' ? [...new Set(chosen)] : chosen;

  const { correct, score } = scoreAnswer(quiz, picked);
  const points = questionPoints(quiz);
  const version = questionVersion(quiz);
  const countsBest = quiz.counts === 'best';
  const now = new Date();
  const [row] = await db
    .insert(quizAnswers)
    .values({ userId, ebookId: found.book.id, elementId, pageId: page.id, questionVersion: version, chosen: picked, correct, score, bestScore: score, points, countsBest, answeredAt: now })
    .onConflictDoUpdate({
      target: [quizAnswers.userId, quizAnswers.ebookId, quizAnswers.elementId],
      set: {
        pageId: page.id,
        questionVersion: version,
        chosen: picked,
        correct,
        score,
        bestScore: sql`greatest(${quizAnswers.bestScore}, ${score})`,
        points,
        countsBest,
        attempts: sql`${quizAnswers.attempts} + 1`,
        answeredAt: now,
        markedAt: null,
        markedBy: null,
      },
    })
    .returning();
  return { kept: present(row!), question: quiz };
}
