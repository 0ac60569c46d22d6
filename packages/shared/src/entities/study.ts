import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { AnnotationPageIdSchema } from './annotations.ts';
import { PublicEbookKeyParamsSchema } from './ebook.ts';

/**
 * A reader's study tools on a book (issue 53): bookmarks, highlights of the text with notes, and the book's
 * contents. Bookmarks and highlights are the reader's own, like notes: kept by the account for a signed-in
 * reader (GET/PUT /api/public/ebooks/{id}/bookmarks, GET/POST/PUT/DELETE /api/public/ebooks/{id}/highlights),
 * in the browser for a visitor.
 *
 * A highlight is anchored to the text the way the W3C Web Annotation model does it: a TextQuoteSelector (the
 * words, with a few words before and after them) and a TextPositionSelector (where they were in the page's
 * text) as a hint. When the book's text changes, the quote is looked for again (study/anchor.ts); a highlight
 * whose words are gone is kept and listed as such, never silently moved.
 */
export const STUDY_LIMITS = {
  bookmarksPerBook: 500,
  bookmarkLabel: 120,
  highlightsPerBook: 5000,
  /** The highlighted words themselves: a long passage, not a chapter. */
  quoteExact: 2000,
  /** Words kept before and after the quote, to tell apart the same words elsewhere on the page. */
  quoteContext: 64,
  highlightNote: 2000,
  /** Offsets in a page's text; no page holds this much. */
  textOffsetMax: 10_000_000,
  /** Entries of a book's contents, and the words of one. */
  contentsEntries: 500,
  contentsTitle: 200,
  contentsLevelMax: 6,
} as const;

/** The four highlight colours, by name: the reader draws each in light and dark themes alike. */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const STUDY_MESSAGES = {
  bookmarksSaved: 'Bookmarks saved.',
  tooManyBookmarks: `A book holds at most ${STUDY_LIMITS.bookmarksPerBook} bookmarks`,
  bookmarkLabelTooLong: `A bookmark's name has at most ${STUDY_LIMITS.bookmarkLabel} characters`,
  duplicateBookmark: 'A page is bookmarked once',
  highlightSaved: 'Highlight saved.',
  highlightDeleted: 'Highlight deleted.',
  highlightNotFound: 'Highlight not found.',
  /** A client's id already given to another highlight (someone else's, or in another book). */
  highlightIdTaken: 'This id belongs to another highlight',
  tooManyHighlights: `A book holds at most ${STUDY_LIMITS.highlightsPerBook} highlights`,
  quoteRequired: 'Select some words to highlight',
  quoteTooLong: `A highlight holds at most ${STUDY_LIMITS.quoteExact} characters`,
  contextTooLong: `The words around a highlight are at most ${STUDY_LIMITS.quoteContext} characters`,
  invalidColor: `Use one of: ${HIGHLIGHT_COLORS.join(', ')}`,
  noteTooLong: `A note has at most ${STUDY_LIMITS.highlightNote} characters`,
  invalidOffset: `Must be a whole number from 0 to ${STUDY_LIMITS.textOffsetMax}`,
  offsetsOutOfOrder: 'The end comes after the start',
  nothingToChange: 'Nothing to change',
  tooManyContents: `The contents hold at most ${STUDY_LIMITS.contentsEntries} entries`,
  contentsTitleRequired: 'Every entry needs a title',
  contentsTitleTooLong: `An entry's title has at most ${STUDY_LIMITS.contentsTitle} characters`,
  contentsInvalidPage: 'Not a page of this book',
  contentsInvalidLevel: `A level is a whole number from 1 to ${STUDY_LIMITS.contentsLevelMax}`,
  contentsSaved: 'Contents saved.',
} as const;

// ---- Bookmarks ----

export const BookmarkSchema = z.object({
  page_id: AnnotationPageIdSchema,
  /** The reader's name for it; empty shows the page's number. */
  label: z.string().trim().max(STUDY_LIMITS.bookmarkLabel, STUDY_MESSAGES.bookmarkLabelTooLong).default(''),
  created_at: z.iso.datetime({ offset: true }).optional(),
});
export type Bookmark = z.output<typeof BookmarkSchema>;

/** PUT: the whole list, as the reader now has it (a page once). The server keeps the time each was first made. */
export const BookmarksUpdateSchema = z.object({
  bookmarks: z
    .array(BookmarkSchema)
    .max(STUDY_LIMITS.bookmarksPerBook, STUDY_MESSAGES.tooManyBookmarks)
    .refine((list) => new Set(list.map((b) => b.page_id)).size === list.length, STUDY_MESSAGES.duplicateBookmark),
});
export type BookmarksUpdate = z.input<typeof BookmarksUpdateSchema>;

export const StoredBookmarkSchema = z.object({ page_id: z.string(), label: z.string(), created_at: z.string() });
export type StoredBookmark = z.infer<typeof StoredBookmarkSchema>;
export const BookmarksResponseSchema = dataOf(z.array(StoredBookmarkSchema));
export type BookmarksResponse = z.infer<typeof BookmarksResponseSchema>;
export const BookmarksWrittenResponseSchema = writtenOf(z.array(StoredBookmarkSchema));

// ---- Highlights ----

const offset = z
  .number({ error: STUDY_MESSAGES.invalidOffset })
  .int(STUDY_MESSAGES.invalidOffset)
  .min(0, STUDY_MESSAGES.invalidOffset)
  .max(STUDY_LIMITS.textOffsetMax, STUDY_MESSAGES.invalidOffset);

/** W3C Web Annotation TextQuoteSelector: the words, and what comes just before and after them on the page. */
export const TextQuoteSchema = z.object({
  exact: z.string().min(1, STUDY_MESSAGES.quoteRequired).max(STUDY_LIMITS.quoteExact, STUDY_MESSAGES.quoteTooLong).refine((s) => s.trim() !== '', STUDY_MESSAGES.quoteRequired),
  prefix: z.string().max(STUDY_LIMITS.quoteContext, STUDY_MESSAGES.contextTooLong).default(''),
  suffix: z.string().max(STUDY_LIMITS.quoteContext, STUDY_MESSAGES.contextTooLong).default(''),
});
export type TextQuote = z.output<typeof TextQuoteSchema>;

/** W3C Web Annotation TextPositionSelector: characters from the start of the page's text (a hint, the quote decides). */
export const TextPositionSchema = z.object({ start: offset, end: offset }).refine((p) => p.end > p.start, { message: STUDY_MESSAGES.offsetsOutOfOrder, path: ['end'] });
export type TextPosition = z.output<typeof TextPositionSchema>;

const HighlightColorSchema = z.enum(HIGHLIGHT_COLORS, { error: STUDY_MESSAGES.invalidColor });
const HighlightNoteSchema = z
  .string()
  .trim()
  .max(STUDY_LIMITS.highlightNote, STUDY_MESSAGES.noteTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const HighlightCreateSchema = z.object({
  /** The client's id, so that a highlight made offline or twice (a retry) is one highlight. */
  id: z.uuid({ error: 'Not a valid id' }).optional(),
  page_id: AnnotationPageIdSchema,
  color: HighlightColorSchema,
  note: HighlightNoteSchema,
  quote: TextQuoteSchema,
  position: TextPositionSchema,
});
export type HighlightCreate = z.input<typeof HighlightCreateSchema>;

/** PUT: the colour, the note, or where the words now are (the reader re-anchors a highlight after the text changed). */
export const HighlightUpdateSchema = z
  .object({ color: HighlightColorSchema.optional(), note: HighlightNoteSchema.optional(), quote: TextQuoteSchema.optional(), position: TextPositionSchema.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: STUDY_MESSAGES.nothingToChange });
export type HighlightUpdate = z.input<typeof HighlightUpdateSchema>;

/** /api/public/ebooks/{key}/highlights/{highlightId}: the book (its id or slug, as the reader's routes) and the highlight. */
export const HighlightParamsSchema = PublicEbookKeyParamsSchema.extend({ highlightId: z.uuid({ error: 'Not a valid id' }) });

export const HighlightSchema = z.object({
  id: z.string(),
  ebook_id: z.string(),
  page_id: z.string(),
  color: z.enum(HIGHLIGHT_COLORS),
  note: z.string().nullable(),
  quote: z.object({ exact: z.string(), prefix: z.string(), suffix: z.string() }),
  position: z.object({ start: z.number(), end: z.number() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Highlight = z.infer<typeof HighlightSchema>;
export const HighlightListResponseSchema = dataOf(z.array(HighlightSchema));
export type HighlightListResponse = z.infer<typeof HighlightListResponseSchema>;
export const HighlightWrittenResponseSchema = writtenOf(HighlightSchema);
export type HighlightWrittenResponse = z.infer<typeof HighlightWrittenResponseSchema>;

// ---- Contents ----

/** One entry of a book's contents: its title, the page it opens (from 0) and its depth (1 is a chapter). */
export const ContentsEntrySchema = z.object({
  title: z.string().trim().min(1, STUDY_MESSAGES.contentsTitleRequired).max(STUDY_LIMITS.contentsTitle, STUDY_MESSAGES.contentsTitleTooLong),
  page: z.number({ error: STUDY_MESSAGES.contentsInvalidPage }).int(STUDY_MESSAGES.contentsInvalidPage).min(0, STUDY_MESSAGES.contentsInvalidPage),
  level: z
    .number({ error: STUDY_MESSAGES.contentsInvalidLevel })
    .int(STUDY_MESSAGES.contentsInvalidLevel)
    .min(1, STUDY_MESSAGES.contentsInvalidLevel)
    .max(STUDY_LIMITS.contentsLevelMax, STUDY_MESSAGES.contentsInvalidLevel),
});
export type ContentsEntry = z.output<typeof ContentsEntrySchema>;
export const ContentsListSchema = z.array(ContentsEntrySchema).max(STUDY_LIMITS.contentsEntries, STUDY_MESSAGES.tooManyContents);

/**
 * GET /api/public/ebooks/{id}/contents: the author's list when they edited one, else the book's headings
 * (`source` says which). A PDF book's contents are its outline, which the reader reads from the PDF itself.
 */
export const BookContentsSchema = z.object({ source: z.enum(['author', 'headings']), entries: z.array(ContentsEntrySchema) });
export type BookContents = z.infer<typeof BookContentsSchema>;
export const BookContentsResponseSchema = dataOf(BookContentsSchema);
export type BookContentsResponse = z.infer<typeof BookContentsResponseSchema>;
/** PUT's answer: the contents readers now get (the author's list, or the headings again after `null`). */
export const BookContentsWrittenResponseSchema = writtenOf(BookContentsSchema);

/** PUT /api/admin/ebooks/{id}/contents: the author's own list; `null` goes back to the book's headings. */
export const ContentsUpdateSchema = z.object({ entries: ContentsListSchema.nullable() });
export type ContentsUpdate = z.input<typeof ContentsUpdateSchema>;
