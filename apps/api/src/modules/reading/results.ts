import { asc, eq } from 'drizzle-orm';
import { elementFields, questionVersion, type BookResults, type QuestionResult, type ReaderResult } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { quizAnswers, users } from '../../db/schema.ts';
import { bookQuestions, countedScore } from './answers.ts';

/** Share of right answers, for the hardest-first order; a question nobody answered goes last. */
const rightShare = (q: QuestionResult) => (q.answered ? q.correct / q.answered : 2);

/**
 * A book's results for its owner and admins: each question (the quiz elements of the book, in page order) with
 * how many answered its current version, how many were right and how often each option was chosen, hardest
 * first; and each reader with their answers and the score the questions count (best or last try).
 */
export async function bookResultsOf(db: Db, ebookId: string): Promise<BookResults> {
  const [elements, rows] = await Promise.all([
    bookQuestions(db, ebookId),
    db
      .select({ answer: quizAnswers, name: users.name, email: users.email })
      .from(quizAnswers)
      .innerJoin(users, eq(users.id, quizAnswers.userId))
      .where(eq(quizAnswers.ebookId, ebookId))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  const versions = new Map(elements.map(({ element }) => [element.id, questionVersion(elementFields('quiz', element))]));

  const byQuestion = new Map<string, typeof rows>();
  for (const row of rows) byQuestion.set(row.answer.elementId, [...(byQuestion.get(row.answer.elementId) ?? []), row]);

  const questions = elements.map(({ position, element }): QuestionResult => {
    const quiz = elementFields('quiz', element);
    const answers = byQuestion.get(element.id) ?? [];
    const current = answers.filter((r) => r.answer.questionVersion === versions.get(element.id));
    return {
      element_id: element.id,
      page: position + 1,
      question: quiz.question,
      points: quiz.points,
      answered: current.length,
      correct: current.filter((r) => r.answer.correct).length,
      earlier: answers.length - current.length,
      spread: quiz.options.map((o) => ({ option_id: o.id, text: o.text, correct: o.correct, chosen: current.filter((r) => r.answer.chosen.includes(o.id)).length })),
    };
  });
  questions.sort((a, b) => rightShare(a) - rightShare(b) || a.page - b.page);

  const readers = new Map<string, ReaderResult>();
  for (const { answer, name, email } of rows) {
    const reader = readers.get(answer.userId) ?? { user_id: answer.userId, name, email, answered: 0, score: 0, last_answered_at: answer.answeredAt.toISOString(), answers: [] };
    const counted = countedScore(answer);
    reader.answered += 1;
    reader.score += counted;
    if (answer.answeredAt.toISOString() > reader.last_answered_at) reader.last_answered_at = answer.answeredAt.toISOString();
    reader.answers.push({
      element_id: answer.elementId,
      chosen: answer.chosen,
      correct: answer.correct,
      score: counted,
      attempts: answer.attempts,
      current: answer.questionVersion === versions.get(answer.elementId),
      answered_at: answer.answeredAt.toISOString(),
    });
    readers.set(answer.userId, reader);
  }
  return { points: elements.reduce((sum, { element }) => sum + elementFields('quiz', element).points, 0), questions, readers: [...readers.values()] };
}
