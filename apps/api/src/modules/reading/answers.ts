import { and, eq, lt, sql } from 'drizzle-orm';
import { elementFields, QUIZ_ANSWER_MESSAGES, questionVersion, scoreQuiz, type BookAnswers, type QuizAnswer } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, quizAnswers } from '../../db/schema.ts';
import { forbidden, notFound, validationFailed } from '../../lib/http-error.ts';
import type { ReadAccess } from './access.ts';
import { BEYOND_PREVIEW } from './pages.ts';
import { readablePagesOf } from './presenter.ts';

type Row = typeof quizAnswers.$inferSelect;

const present = (row: Row): QuizAnswer => ({
  element_id: row.elementId,
  page_id: row.pageId,
  question_version: row.questionVersion,
  chosen: row.chosen,
  correct: row.correct,
  score: row.score,
  best_score: row.bestScore,
  points: row.points,
  attempts: row.attempts,
  answered_at: row.answeredAt.toISOString(),
});

/** The pages of the book this reader may open: a preview's reader answers only the preview's questions. */
const readableRows = (found: ReadAccess) => and(eq(ebookPages.ebookId, found.book.id), lt(ebookPages.position, readablePagesOf(found)));

/**
 * The reader's kept answers in a book, and their progress over the questions they may open (the quiz elements
 * of the readable pages, counted in the database: the pages are not sent here).
 */
export async function bookAnswersOf(db: Db, userId: string, found: ReadAccess): Promise<BookAnswers> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(quizAnswers).where(and(eq(quizAnswers.userId, userId), eq(quizAnswers.ebookId, found.book.id))),
    db
      .select({
        questions: sql<number>`count(*)::int`,
        points: sql<number>`coalesce(sum(coalesce((element->>'points')::int, 1)), 0)::int`,
      })
      .from(sql`${ebookPages}, jsonb_array_elements(${ebookPages.data}->'elements') as element`)
      .where(and(readableRows(found), sql`element->>'type' = 'quiz'`)),
  ]);
  const answers = rows.map(present);
  return {
    answers,
    questions: totals?.questions ?? 0,
    answered: answers.length,
    // Each question counts the try its author chose: the best one, or the last.
    score: rows.reduce((sum, row) => sum + (row.countsBest ? row.bestScore : row.score), 0),
    points: totals?.points ?? 0,
  };
}

/**
 * Keeps a reader's answer to a question of a book they may open, scored here from the question's own options
 * and points. The question is found by its id among the book's pages (a containment test on each page's
 * elements); one beyond a preview is refused as its page would be. Each answer replaces the last and counts a try.
 */
export async function saveQuizAnswer(db: Db, userId: string, found: ReadAccess, elementId: string, chosen: string[]): Promise<QuizAnswer> {
  const [page] = await db
    .select({ id: ebookPages.id, position: ebookPages.position, data: ebookPages.data })
    .from(ebookPages)
    .where(and(eq(ebookPages.ebookId, found.book.id), sql`${ebookPages.data}->'elements' @> ${JSON.stringify([{ id: elementId, type: 'quiz' }])}::jsonb`))
    .limit(1);
  const element = page?.data.elements.find((e) => e.id === elementId && e.type === 'quiz');
  if (!page || !element) throw notFound(QUIZ_ANSWER_MESSAGES.questionNotFound);
  if (page.position >= readablePagesOf(found)) throw forbidden(BEYOND_PREVIEW);

  const quiz = elementFields('quiz', element);
  const picked = [...new Set(chosen)];
  const options = new Set(quiz.options.map((o) => o.id));
  if (picked.some((id) => !options.has(id))) throw validationFailed({ chosen: [QUIZ_ANSWER_MESSAGES.notAnOption] });
  if (!quiz.multiple && picked.length > 1) throw validationFailed({ chosen: [QUIZ_ANSWER_MESSAGES.oneAnswer] });

  const { correct, score } = scoreQuiz(quiz, picked);
  const version = questionVersion(quiz);
  const countsBest = quiz.counts === 'best';
  const now = new Date();
  const [row] = await db
    .insert(quizAnswers)
    .values({ userId, ebookId: found.book.id, elementId, pageId: page.id, questionVersion: version, chosen: picked, correct, score, bestScore: score, points: quiz.points, countsBest, answeredAt: now })
    .onConflictDoUpdate({
      target: [quizAnswers.userId, quizAnswers.ebookId, quizAnswers.elementId],
      set: {
        pageId: page.id,
        questionVersion: version,
        chosen: picked,
        correct,
        score,
        bestScore: sql`greatest(${quizAnswers.bestScore}, ${score})`,
        points: quiz.points,
        countsBest,
        attempts: sql`${quizAnswers.attempts} + 1`,
        answeredAt: now,
      },
    })
    .returning();
  return present(row!);
}
