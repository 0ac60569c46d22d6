import { z } from 'zod';
import { QUESTION_KINDS, QuizElementSchema } from '../document/elements.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';

/**
 * An author's question bank (GET/POST /api/admin/question-bank, DELETE …/{id}): questions saved from a page,
 * found by their words and inserted into any book as copies. Each author sees only their own.
 */
export const BANK_MESSAGES = {
  saved: 'Question saved to your question bank.',
  deleted: 'Question removed from your question bank.',
  notFound: 'Question not found.',
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

export const BankListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type BankListQuery = z.infer<typeof BankListQuerySchema>;

export const BankListResponseSchema = pageOf(BankedQuestionSchema);
export const BankedQuestionWrittenResponseSchema = writtenOf(BankedQuestionSchema);
export const BankedQuestionResponseSchema = dataOf(BankedQuestionSchema);
