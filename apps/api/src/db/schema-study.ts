import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HighlightColor } from '@folio/shared';
import { timestamps } from './schema-columns.ts';
import { ebooks, users } from './schema-core.ts';

/**
 * A signed-in reader's study tools on a book (issue 53), their own like their notes (reader_notes): bookmarks and
 * highlights. The book's contents are the author's, on the book's row (ebooks.contents).
 */

/** One row per bookmarked page; the reader's list is written whole, and a page kept keeps the time it was first marked. */
export const readerBookmarks = pgTable(
  'reader_bookmarks',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a book cascades through ebook_id: an index on it keeps that delete from scanning the table.
  (t) => [primaryKey({ columns: [t.userId, t.ebookId, t.pageId] }), index('reader_bookmarks_ebook_idx').on(t.ebookId)],
);

/**
 * A highlighted passage, anchored as W3C Web Annotation does it: the words with a little before and after them
 * (TextQuoteSelector), and where they were in the page's text (TextPositionSelector), a hint for finding them again.
 * The id may be the client's, so that a retried or offline-made highlight is kept once.
 */
export const readerHighlights = pgTable(
  'reader_highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    color: text('color').$type<HighlightColor>().notNull(),
    note: text('note'),
    quoteExact: text('quote_exact').notNull(),
    quotePrefix: text('quote_prefix').notNull().default(''),
    quoteSuffix: text('quote_suffix').notNull().default(''),
    positionStart: integer('position_start').notNull(),
    positionEnd: integer('position_end').notNull(),
    ...timestamps,
  },
  // A reader's list in a book is read in the order it was made; deleting a book cascades through ebook_id.
  (t) => [index('reader_highlights_owner_idx').on(t.userId, t.ebookId, t.createdAt), index('reader_highlights_ebook_idx').on(t.ebookId)],
);
