import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  answerText, elementFields, kindOf, markedByTeacher, partsRight, questionParts, questionPoints, questionVersion,
  type BookResults, type BookResultsQuery, type QuestionResult, type ReaderResult,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { quizAnswers, users } from '../../db/schema.ts';
import { bookQuestions, countedScore } from './answers.ts';

/** Share of right answers, for the hardest-first order; a question nobody answered, or with no right answer, goes last. */
const rightShare = (q: QuestionResult) => (q.answered && q.kind !== 'poll' ? q.correct / q.answered : 2);

const DAY = 24 * 60 * 60 * 1000;
/** The answers given within the days asked for (UTC), `to` included. */
function answeredWithin({ from, to }: BookResultsQuery): SQL[] {
  const within: SQL[] = [];
  if (from) within.push(gte(quizAnswers.answeredAt, new Date(`${from}T00:00:00Z`)));
  if (to) within.push(lt(quizAnswers.answeredAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY)));
  return within;
}

/**
 * A book's results for its owner and admins: each question (the quiz elements of the book, in page order) with
 * how many answered its current version, how many were right, how often each option was chosen or each part
 * was right, and how many short answers wait for a mark, hardest first; and each reader with their answers
 * and the score the questions count (best or last try). Only answers given within `query`'s days count, and only
 * the readers `among` selects when given (a class's pupils: modules/classes).
 */
export async function bookResultsOf(db: Db, ebookId: string, query: BookResultsQuery = {}, among?: SQL): Promise<BookResults> {
  const [elements, rows] = await Promise.all([
    bookQuestions(db, ebookId),
    db
      .select({ answer: quizAnswers, name: users.name, email: users.email })
      .from(quizAnswers)
      .innerJoin(users, eq(users.id, quizAnswers.userId))
      .where(and(eq(quizAnswers.ebookId, ebookId), ...answeredWithin(query), among))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  const questionsById = new Map(elements.map(({ element }) => [element.id, elementFields('quiz', element)]));
  const versions = new Map([...questionsById].map(([id, quiz]) => [id, questionVersion(quiz)]));

  const byQuestion = new Map<string, typeof rows>();
  for (const row of rows) byQuestion.set(row.answer.elementId, [...(byQuestion.get(row.answer.elementId) ?? []), row]);

  const questions = elements.map(({ position, element }): QuestionResult => {
    const quiz = questionsById.get(element.id)!;
    const kind = kindOf(quiz);
    const answers = byQuestion.get(element.id) ?? [];
    const current = answers.filter((r) => r.answer.questionVersion === versions.get(element.id));
    const rights = current.map((r) => partsRight(quiz, r.answer.chosen));
    const choosing = kind === 'choice' || kind === 'poll';
    return {
      element_id: element.id,
      kind,
      page: position + 1,
      question: quiz.question,
      points: questionPoints(quiz),
      answered: current.length,
      correct: current.filter((r) => r.answer.correct).length,
      earlier: answers.length - current.length,
      spread: choosing ? quiz.options.map((o) => ({ option_id: o.id, text: o.text, correct: kind === 'choice' && o.correct, chosen: current.filter((r) => r.answer.chosen.includes(o.id)).length })) : [],
      parts: questionParts(quiz).map((part, i) => ({ ...part, right: rights.filter((parts) => parts[i]).length })),
      to_mark: markedByTeacher(quiz) ? current.filter((r) => r.answer.markedAt === null).length : 0,
    };
  });
  questions.sort((a, b) => rightShare(a) - rightShare(b) || a.page - b.page);

  const readers = new Map<string, ReaderResult>();
  for (const { answer, name, email } of rows) {
    const reader = readers.get(answer.userId) ?? { user_id: answer.userId, name, email, answered: 0, score: 0, last_answered_at: answer.answeredAt.toISOString(), answers: [] };
    const counted = countedScore(answer);
    const quiz = questionsById.get(answer.elementId);
    reader.answered += 1;
    reader.score += counted;
    if (answer.answeredAt.toISOString() > reader.last_answered_at) reader.last_answered_at = answer.answeredAt.toISOString();
    reader.answers.push({
      element_id: answer.elementId,
      chosen: answer.chosen,
      text: quiz ? answerText(quiz, answer.chosen) : answer.chosen.join('; '),
      correct: answer.correct,
      marked: answer.markedAt !== null,
      score: counted,
      attempts: answer.attempts,
      current: answer.questionVersion === versions.get(answer.elementId),
      answered_at: answer.answeredAt.toISOString(),
    });
    readers.set(answer.userId, reader);
  }
  return { points: [...questionsById.values()].reduce((sum, quiz) => sum + questionPoints(quiz), 0), questions, readers: [...readers.values()] };
}
