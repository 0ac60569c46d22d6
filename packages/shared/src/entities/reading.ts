import { z } from 'zod';
import { PageSchema } from '../document/page-schema.ts';
import { dataOf } from '../http-answers.ts';
import { PublicEbookSchema } from './ebook.ts';

/**
 * Who reads how much of a book (architecture.md §4): its buyer, owner and admins read all of a paid book; anyone
 * else reads a preview of its first pages. A free, public book is read in full by everyone.
 */
export const PREVIEW_PAGE_COUNT = 4;

/**
 * The pages a preview shows: the first PREVIEW_PAGE_COUNT, but never more than half of a short book (a
 * four-page book would otherwise be given away whole), and at least one page when there is any.
 */
export function previewPageCount(totalPages: number): number {
  if (totalPages <= 0) return 0;
  return Math.max(1, Math.min(PREVIEW_PAGE_COUNT, Math.floor(totalPages / 2)));
}

export const READ_ACCESS_LEVELS = ['full', 'preview'] as const;
export type ReadAccessLevel = (typeof READ_ACCESS_LEVELS)[number];

/**
 * GET /api/public/ebooks/{id}/read: what a reader needs to open a book and lay out its pages. The pages'
 * content is not in it: the reader fetches the pages it shows by range (GET .../pages), so that no answer
 * grows with the book.
 */
export const BookReadingSchema = z.object({
  book: PublicEbookSchema,
  /**
   * The ids of the pages this reader may open, in order (only the preview's in a preview). For a PDF book, its
   * interactive layer's pages (one per PDF page) when an element was put on one, else [] (decision 021).
   */
  page_ids: z.array(z.string()),
  /** The author's names of those pages, in the same order ('' when a page has none). */
  page_names: z.array(z.string()),
  preview: z.boolean(),
  /** How many pages the preview shows (also for full access, so that a client can tell what a buyer gets). */
  preview_pages: z.number(),
  access: z.enum(READ_ACCESS_LEVELS),
  /** The guarded PDF route of a PDF book (full file or preview pages, by access); null for an `ebook` book. */
  pdf_url: z.string().nullable(),
  /**
   * A drawing of a PDF book's first page, made when its file was processed, which a reader shows while its own
   * pdf.js starts: its address and its size in pixels. Only for a book anyone may open (page 1 is in every
   * preview), since an image is fetched without the reader's token; null otherwise, and until it is made.
   */
  pdf_first_page: z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
});
export type BookReading = z.infer<typeof BookReadingSchema>;
export const BookReadingResponseSchema = dataOf(BookReadingSchema);
export type BookReadingResponse = z.infer<typeof BookReadingResponseSchema>;

/** The most pages one range answer holds; an answer also stops before it passes the server's byte limit. */
export const PAGE_RANGE_MAX_COUNT = 12;

/** GET /api/public/ebooks/{id}/pages?from=0&count=6: `count` pages from index `from` (0 is the first page). */
export const PageRangeQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(PAGE_RANGE_MAX_COUNT).default(PAGE_RANGE_MAX_COUNT),
});
export type PageRangeQuery = z.infer<typeof PageRangeQuerySchema>;

/** The answer of GET /api/public/ebooks/{id}/pages: consecutive pages, and where to go on. */
export const PageRangeSchema = z.object({
  /** The index of the first page of `pages`. */
  from: z.number(),
  /** At least one page when any is readable at `from`; fewer than asked when the answer reached its byte limit. */
  pages: z.array(PageSchema),
  /** The index to ask from for the pages that follow; null when no page this reader may open follows. */
  next: z.number().nullable(),
  /** How many pages this reader may open: the whole book, or the preview's pages. */
  readable: z.number(),
});
export type PageRange = z.infer<typeof PageRangeSchema>;
export const PageRangeResponseSchema = dataOf(PageRangeSchema);
export type PageRangeResponse = z.infer<typeof PageRangeResponseSchema>;

/** Search inside a book (GET /api/public/ebooks/{id}/search): words of 1 to 100 characters. */
export const BOOK_SEARCH_MAX_LENGTH = 100;
/** Pages listed at most: a word found on more pages is worth a narrower search. */
export const BOOK_SEARCH_MAX_RESULTS = 50;
export const BOOK_SEARCH_MESSAGES = {
  query: `Search for 1 to ${BOOK_SEARCH_MAX_LENGTH} characters`,
} as const;

export const BookSearchQuerySchema = z.object({
  q: z.string({ error: BOOK_SEARCH_MESSAGES.query }).trim().min(1, BOOK_SEARCH_MESSAGES.query).max(BOOK_SEARCH_MAX_LENGTH, BOOK_SEARCH_MESSAGES.query),
});
export type BookSearchQuery = z.infer<typeof BookSearchQuerySchema>;

/** A page that holds the words: its index (from 0) and the words in their sentence. */
export const BookSearchHitSchema = z.object({
  page: z.number(),
  /** The text around the first match on the page, with the match at `match_start` for `match_length` characters. */
  excerpt: z.string(),
  match_start: z.number(),
  match_length: z.number(),
});
export type BookSearchHit = z.infer<typeof BookSearchHitSchema>;

export const BookSearchResultSchema = z.object({
  query: z.string(),
  /** In page order, at most BOOK_SEARCH_MAX_RESULTS. */
  hits: z.array(BookSearchHitSchema),
  /** More pages hold the words than were listed. */
  more: z.boolean(),
  /** How many pages were searched: all of the book, or its preview. */
  searched_pages: z.number(),
});
export type BookSearchResult = z.infer<typeof BookSearchResultSchema>;
export const BookSearchResponseSchema = dataOf(BookSearchResultSchema);
export type BookSearchResponse = z.infer<typeof BookSearchResponseSchema>;
