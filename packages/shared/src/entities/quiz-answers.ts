import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { PublicEbookKeyParamsSchema } from './ebook.ts';

/**
 * A signed-in reader's answers to a book's questions (GET /api/public/ebooks/{key}/answers, PUT …/answers/{elementId}):
 * kept per reader, book and question, scored by the server from the question itself (a score is never sent).
 * A visitor's answers stay in the browser.
 */
export const QUIZ_ANSWER_MESSAGES = {
  saved: 'Answer saved.',
  questionNotFound: 'Question not found.',
  chooseAnswer: 'Choose an answer.',
  notAnOption: "Choose among the question's answers.",
  oneAnswer: 'This question takes one answer.',
} as const;

export const QuizAnswerParamsSchema = PublicEbookKeyParamsSchema.extend({ elementId: z.string().min(1).max(100) });

/** PUT body: the ids of the options the reader chose (one, or several for a question of several answers). */
export const QuizAnswerInputSchema = z.object({
  chosen: z
    .array(z.string().min(1, QUIZ_ANSWER_MESSAGES.notAnOption).max(100, QUIZ_ANSWER_MESSAGES.notAnOption), { error: QUIZ_ANSWER_MESSAGES.chooseAnswer })
    .min(1, QUIZ_ANSWER_MESSAGES.chooseAnswer)
    .max(20, QUIZ_ANSWER_MESSAGES.notAnOption),
});
export type QuizAnswerInput = z.infer<typeof QuizAnswerInputSchema>;

/**
 * One kept answer: the last one given (`chosen`, `correct`, `score`), the best score and how many tries, and
 * the version of the question it answered (questionVersion): a question changed since says so.
 */
export const QuizAnswerSchema = z.object({
  element_id: z.string(),
  page_id: z.string(),
  question_version: z.string(),
  chosen: z.array(z.string()),
  correct: z.boolean(),
  score: z.number().int(),
  best_score: z.number().int(),
  points: z.number().int(),
  attempts: z.number().int(),
  answered_at: z.iso.datetime(),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

/** The reader's answers in a book, and their progress: questions the reader may open, answered, points scored of the points there are. */
export const BookAnswersSchema = z.object({
  answers: z.array(QuizAnswerSchema),
  questions: z.number().int(),
  answered: z.number().int(),
  score: z.number().int(),
  points: z.number().int(),
});
export type BookAnswers = z.infer<typeof BookAnswersSchema>;
export const BookAnswersResponseSchema = dataOf(BookAnswersSchema);
export type BookAnswersResponse = z.infer<typeof BookAnswersResponseSchema>;
export const QuizAnswerWrittenResponseSchema = writtenOf(QuizAnswerSchema);
export type QuizAnswerWrittenResponse = z.infer<typeof QuizAnswerWrittenResponseSchema>;
