import { z } from 'zod';
import { requiredText } from '../entities/common.ts';
import { MESSAGES } from '../messages.ts';
import { PageSchema, SentFormatSchema } from './page-schema.ts';

/**
 * POST /api/admin/ebooks/{id}/copies: a new draft book with the basic info of book {id}, holding these pages
 * (with new ids), made in one step ('Keep mine as a copy' after a save conflict).
 */
export const BookCopySchema = z.object({
  title: requiredText(MESSAGES.titleRequired, 200),
  pages: z.array(PageSchema).min(1).max(1000),
  schema_version: SentFormatSchema,
});
export type BookCopy = z.input<typeof BookCopySchema>;
