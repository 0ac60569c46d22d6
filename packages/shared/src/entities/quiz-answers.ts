import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { QUESTION_KINDS } from '../document/elements.ts';
import type { AnswerProblem } from '../document/questions.ts';
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
  fillEveryBlank: 'Fill in every blank, in 200 characters at most each.',
  matchEvery: "Match every item with one of the question's answers.",
  orderEvery: 'Put every item in order, each one once.',
  writeAnswer: 'Write an answer of 2,000 characters at most.',
  // Marking a short answer by hand.
  marked: 'Mark saved.',
  answerNotFound: 'This reader has not answered this question.',
  notForMarking: 'Only short answers left to the teacher are marked by hand.',
  markRange: "Give a mark from 0 to the question's points.",
} as const satisfies Record<AnswerProblem, string> & Record<string, string>;

export const QuizAnswerParamsSchema = PublicEbookKeyParamsSchema.extend({ elementId: z.string().min(1).max(100) });

/**
 * PUT body: the answer as a list of strings, whatever the question's kind (questions.ts): the ids of the options
 * chosen, the words written in each blank, the pairs matched, the items in order, or the reader's own words.
 */
export const QuizAnswerInputSchema = z.object({
  chosen: z
    .array(z.string().min(1, QUIZ_ANSWER_MESSAGES.chooseAnswer).max(2000, QUIZ_ANSWER_MESSAGES.writeAnswer), { error: QUIZ_ANSWER_MESSAGES.chooseAnswer })
    .min(1, QUIZ_ANSWER_MESSAGES.chooseAnswer)
    .max(20, QUIZ_ANSWER_MESSAGES.notAnOption),
});
export type QuizAnswerInput = z.infer<typeof QuizAnswerInputSchema>;

/**
 * One kept answer: the last one given (`chosen`, `correct`, `score`), the best score and how many tries, and
 * the version of the question it answered (questionVersion): a question changed since says so. `correct` is
 * null for a poll and for a short answer the teacher has not marked yet (`marked` says when they have).
 */
export const QuizAnswerSchema = z.object({
  element_id: z.string(),
  page_id: z.string(),
  question_version: z.string(),
  chosen: z.array(z.string()),
  correct: z.boolean().nullable(),
  marked: z.boolean(),
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

/** The answers a book's results count: those given on or after `from`, on or before `to` (days, UTC). */
export const BookResultsQuerySchema = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { error: 'The first day must come before the last.', path: ['to'] });
export type BookResultsQuery = z.infer<typeof BookResultsQuerySchema>;

/**
 * How the readers answered one question of a book (GET /api/admin/ebooks/{id}/results): answers to its current
 * version only. `spread`: how often each option was chosen (a choice, a poll); `parts`: how often each blank,
 * pair, place or keyword was right (questionParts); `to_mark`: short answers waiting for the teacher's mark.
 */
export const QuestionResultSchema = z.object({
  element_id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  page: z.number().int(),
  question: z.string(),
  points: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Answers kept for an earlier version of the question, left out of the figures above. */
  earlier: z.number().int(),
  spread: z.array(z.object({ option_id: z.string(), text: z.string(), correct: z.boolean(), chosen: z.number().int() })),
  parts: z.array(z.object({ id: z.string(), text: z.string(), right: z.number().int() })),
  to_mark: z.number().int(),
});
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

/** One reader's results in a book: their answers (each question's counted score) and totals. */
export const ReaderResultSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  // Null for a pupil of a class (no address).
  email: z.string().nullable(),
  answered: z.number().int(),
  score: z.number().int(),
  last_answered_at: z.iso.datetime(),
  answers: z.array(
    z.object({
      element_id: z.string(),
      chosen: z.array(z.string()),
      /** The answer in words (answerText): options, blanks, pairs, order or the reader's own words. */
      text: z.string(),
      correct: z.boolean().nullable(),
      marked: z.boolean(),
      score: z.number().int(),
      attempts: z.number().int(),
      current: z.boolean(),
      answered_at: z.iso.datetime(),
    }),
  ),
});
export type ReaderResult = z.infer<typeof ReaderResultSchema>;

/** A book's results for its owner and admins: the questions, hardest first, and the readers, by name. */
export const BookResultsSchema = z.object({ points: z.number().int(), questions: z.array(QuestionResultSchema), readers: z.array(ReaderResultSchema) });
export type BookResults = z.infer<typeof BookResultsSchema>;
export const BookResultsResponseSchema = dataOf(BookResultsSchema);
export type BookResultsResponse = z.infer<typeof BookResultsResponseSchema>;

/** PUT /api/admin/ebooks/{id}/results/{userId}/{elementId}: the teacher's mark for a reader's short answer. */
export const MarkAnswerParamsSchema = z.object({ id: z.uuid(), userId: z.uuid(), elementId: z.string().min(1).max(100) });
export const MarkAnswerInputSchema = z.object({ score: z.number({ error: QUIZ_ANSWER_MESSAGES.markRange }).int(QUIZ_ANSWER_MESSAGES.markRange).min(0, QUIZ_ANSWER_MESSAGES.markRange).max(1000, QUIZ_ANSWER_MESSAGES.markRange) });
export type MarkAnswerInput = z.infer<typeof MarkAnswerInputSchema>;
