import { and, eq } from 'drizzle-orm';
import { elementFields, markedByTeacher, QUIZ_ANSWER_MESSAGES, questionVersion, type QuizAnswer } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { quizAnswers, users } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import type { JobQueue } from '../jobs/types.ts';
import { queueScores } from '../lti/grades.ts';
import { readAccess } from './access.ts';
import { bookAnswersOf, bookQuestions, present } from './answers.ts';

/**
 * The teacher's mark for a reader's short answer (a question whose author left it to be marked by hand): from 0 to
 * the question's points, right when it gives them all. Only the answer to the question as it is now is marked;
 * the reader's next answer clears the mark and waits for another. The teacher sees only the last answer, so
 * their mark is also its best score: a mark they lower is lowered, whichever try the question counts.
 */
async function markAnswer(db: Db, ebookId: string, userId: string, elementId: string, score: number, markedBy: string): Promise<QuizAnswer> {
  const element = (await bookQuestions(db, ebookId)).find(({ element }) => element.id === elementId)?.element;
  if (!element) throw notFound(QUIZ_ANSWER_MESSAGES.questionNotFound);
  const quiz = elementFields('quiz', element);
  if (!markedByTeacher(quiz)) throw validationFailed({ score: [QUIZ_ANSWER_MESSAGES.notForMarking] });
  if (score > quiz.points) throw validationFailed({ score: [QUIZ_ANSWER_MESSAGES.markRange] });

  const [row] = await db
    .update(quizAnswers)
    .set({ score, correct: score === quiz.points, bestScore: score, markedAt: new Date(), markedBy })
    .where(and(eq(quizAnswers.userId, userId), eq(quizAnswers.ebookId, ebookId), eq(quizAnswers.elementId, elementId), eq(quizAnswers.questionVersion, questionVersion(quiz))))
    .returning();
  if (!row) throw notFound(QUIZ_ANSWER_MESSAGES.answerNotFound);
  return present(row);
}

/**
 * Marks an answer and, in the same transaction, queues the reader's new score for the LMS gradebooks the book
 * was launched into for them (LTI), so that a teacher's mark reaches the LMS as an answer's score does.
 */
export async function markAndReport(db: Db, jobs: JobQueue, ebookId: string, userId: string, elementId: string, score: number, markedBy: string): Promise<QuizAnswer> {
  return db.transaction(async (tx) => {
    const marked = await markAnswer(tx, ebookId, userId, elementId, score, markedBy);
    const [reader] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
    // What the reader may open decides the points of their progress; a publisher's own books are not theirs to read here.
    const found = reader && (await readAccess(tx, { ...reader, publisherId: null }, ebookId));
    if (found) await queueScores(tx, jobs, userId, ebookId, () => bookAnswersOf(tx, userId, found));
    return marked;
  });
}
