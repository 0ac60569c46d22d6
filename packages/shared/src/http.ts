import { z } from 'zod';

/** The error answer of every route (DESIGN.md §3). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const MAX_PER_PAGE = 100;
