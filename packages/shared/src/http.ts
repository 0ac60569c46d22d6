import { z } from 'zod';

/** The error answer of every route (DESIGN.md §3). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

/** List answers: `{ data, current_page, last_page, per_page, total }`. */
export interface ListResponse<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const MAX_PER_PAGE = 100;
