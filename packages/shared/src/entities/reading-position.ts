import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';

/**
 * Where a signed-in reader left a book (GET/PUT /api/public/ebooks/{key}/reading-position). Pages are counted
 * from 1, as the reader's address shows them (`?page=12`); a visitor's position stays in the browser.
 */
export const READING_POSITION_MAX_PAGE = 100_000;

export const READING_POSITION_MESSAGES = {
  invalidPage: `Page must be a whole number from 1 to ${READING_POSITION_MAX_PAGE}`,
  notAPage: 'This book has no such page',
  saved: 'Reading position saved.',
} as const;

/** PUT body: the first page of the view the reader is on. */
export const ReadingPositionUpdateSchema = z.object({
  page: z
    .number({ error: READING_POSITION_MESSAGES.invalidPage })
    .int(READING_POSITION_MESSAGES.invalidPage)
    .min(1, READING_POSITION_MESSAGES.invalidPage)
    .max(READING_POSITION_MAX_PAGE, READING_POSITION_MESSAGES.invalidPage),
});
export type ReadingPositionUpdate = z.infer<typeof ReadingPositionUpdateSchema>;

/**
 * The reader's state of one book: the remembered page (null before the first save) and whether the reader has
 * notes in it, so that the reader shows them on opening without loading the notes' code for books with none.
 */
export const ReadingPositionSchema = z.object({
  ebook_id: z.string(),
  page: z.number().nullable(),
  updated_at: z.string().nullable(),
  has_notes: z.boolean(),
});
export type ReadingPosition = z.infer<typeof ReadingPositionSchema>;
export const ReadingPositionResponseSchema = dataOf(ReadingPositionSchema);
export type ReadingPositionResponse = z.infer<typeof ReadingPositionResponseSchema>;
export const ReadingPositionWrittenResponseSchema = writtenOf(ReadingPositionSchema);
export type ReadingPositionWrittenResponse = z.infer<typeof ReadingPositionWrittenResponseSchema>;
