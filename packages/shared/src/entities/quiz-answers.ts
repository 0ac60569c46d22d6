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

/** How the readers answered one question of a book (GET /api/admin/ebooks/{id}/results): answers to its current version only. */
export const QuestionResultSchema = z.object({
  element_id: z.string(),
  page: z.number().int(),
  question: z.string(),
  points: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Answers kept for an earlier version of the question, left out of the figures above. */
  earlier: z.number().int(),
  spread: z.array(z.object({ option_id: z.string(), text: z.string(), correct: z.boolean(), chosen: z.number().int() })),
});
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

/** One reader's results in a book: their answers (each question's counted score) and totals. */
export const ReaderResultSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  answered: z.number().int(),
  score: z.number().int(),
  last_answered_at: z.iso.datetime(),
  answers: z.array(z.object({ element_id: z.string(), chosen: z.array(z.string()), correct: z.boolean(), score: z.number().int(), attempts: z.number().int(), current: z.boolean(), answered_at: z.iso.datetime() })),
});
export type ReaderResult = z.infer<typeof ReaderResultSchema>;

/** A book's results for its owner and admins: the questions, hardest first, and the readers, by name. */
export const BookResultsSchema = z.object({ points: z.number().int(), questions: z.array(QuestionResultSchema), readers: z.array(ReaderResultSchema) });
export type BookResults = z.infer<typeof BookResultsSchema>;
export const BookResultsResponseSchema = dataOf(BookResultsSchema);
export type BookResultsResponse = z.infer<typeof BookResultsResponseSchema>;
