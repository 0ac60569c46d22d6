import { z } from 'zod';
import { QUESTION_KINDS, QuizElementSchema } from '../document/elements.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';

/**
 * An author's question bank (GET/POST /api/admin/question-bank, DELETE …/{id}): questions saved from a page,
 * found by their words and inserted into any book as copies. Each author sees only their own.
 */
/** The most questions one bank keeps: a save beyond it is refused (422, BANK_MESSAGES.full). */
export const BANK_LIMIT = 500;
/** A bank's list, one page at a time. */
export const BANK_PAGE_SIZE = 20;

export const BANK_MESSAGES = {
  saved: 'Question saved to your question bank.',
  deleted: 'Question removed from your question bank.',
  notFound: 'Question not found.',
  full: `Your question bank is full (${BANK_LIMIT} questions). Remove some to save more.`,
} as const;

const SizeSchema = z.object({ width: z.number().positive().max(20_000), height: z.number().positive().max(20_000) });
/** A question as it is kept: its own fields (what it asks and accepts, feedback, points), its look and its size. */
export const BankQuestionInputSchema = z.object({
  question: QuizElementSchema,
  style: z.record(z.string(), z.unknown()).optional(),
  size: SizeSchema.optional(),
});
export type BankQuestionInput = z.infer<typeof BankQuestionInputSchema>;

export const BankedQuestionSchema = BankQuestionInputSchema.extend({ id: z.uuid(), kind: z.enum(QUESTION_KINDS), created_at: z.iso.datetime() });
export type BankedQuestion = z.infer<typeof BankedQuestionSchema>;

/** `search`: words of the question (its text, sentence, options, pairs, items or keywords), any case. */
export const BankListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  // A bank holds BANK_LIMIT questions at most: a page far past them is refused (422) rather than read.
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BankListQuery = z.infer<typeof BankListQuerySchema>;

export const BankListResponseSchema = pageOf(BankedQuestionSchema);
export type BankListResponse = z.infer<typeof BankListResponseSchema>;
export const BankedQuestionWrittenResponseSchema = writtenOf(BankedQuestionSchema);
export type BankedQuestionWrittenResponse = z.infer<typeof BankedQuestionWrittenResponseSchema>;
export const BankedQuestionResponseSchema = dataOf(BankedQuestionSchema);
