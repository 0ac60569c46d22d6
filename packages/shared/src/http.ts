import { z } from 'zod';

/** The values of a coded message (server-messages.ts). */
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The error answer of every route (architecture.md §3): the message in English, and its `code` (with `params`) when
 * the catalogue of server-messages.ts holds it, for the browser to say it in the reader's language.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  params: MessageParamsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const MAX_PER_PAGE = 100;

/** A write based on an older version (409): the current version goes with it, null when the record is gone, so that the editor can reload. */
export const StaleVersionResponseSchema = ErrorResponseSchema.extend({ version: z.number().nullable() });
export type StaleVersionResponse = z.infer<typeof StaleVersionResponseSchema>;

/** Pages over the book size limit (413): both sizes go with the message, for the editor to say in the reader's language. */
export const TooLargeResponseSchema = ErrorResponseSchema.extend({ bytes: z.number(), max_bytes: z.number() });
export type TooLargeResponse = z.infer<typeof TooLargeResponseSchema>;
