import { z } from 'zod';
import { MAX_PER_PAGE } from '../http.ts';
import { pageOf } from '../http-answers.ts';
import { PublicEbookSchema } from './ebook.ts';
import { BUYER_DOWNLOAD_FORMATS } from './book-export.ts';

/** GET /api/me/library: paging only; a reader's library is in the order it was bought. */
export const LibraryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type LibraryQuery = z.infer<typeof LibraryQuerySchema>;

/** A bought book in "My library": the public list's fields and when it was (last) bought. */
export const LibraryBookSchema = PublicEbookSchema.extend({
  purchased_at: z.iso.datetime(),
  /** The exports the buyer may download (GET /api/me/library/{id}/downloads/{format}): its owner allows it, and made them. */
  downloads: z.array(z.enum(BUYER_DOWNLOAD_FORMATS)),
});
export type LibraryBook = z.infer<typeof LibraryBookSchema>;
export const LibraryListResponseSchema = pageOf(LibraryBookSchema);
export type LibraryListResponse = z.infer<typeof LibraryListResponseSchema>;

/**
 * GET /api/me/library/{id}/holding: where the signed-in buyer stands with a book (its page offers Read, says
 * that an order awaits payment, or offers Add to cart). A book is bought once: checkout refuses the first two.
 */
export const BOOK_HOLDINGS = ['none', 'owned', 'awaiting_payment'] as const;
export const BookHoldingSchema = z.object({
  holding: z.enum(BOOK_HOLDINGS),
  /** The order that awaits its payment, for 'awaiting_payment'. */
  order: z.object({ id: z.uuid(), tracking_number: z.string() }).nullable(),
});
export type BookHolding = z.infer<typeof BookHoldingSchema>;
