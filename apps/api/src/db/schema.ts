/** The database schema (Drizzle), one file per area; drizzle-kit and the client read it all from here. */
import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ebooks, users } from './schema-core.ts';

export * from './schema-enums.ts';
export * from './schema-core.ts';
export * from './schema-commerce.ts';

/** Where a signed-in reader left each book (page from 1); one row per reader and book, written over as they read. */
export const readingPositions = pgTable(
  'reading_positions',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a book cascades through ebook_id: an index on it keeps that delete from scanning the table.
  (t) => [primaryKey({ columns: [t.userId, t.ebookId] }), index('reading_positions_ebook_idx').on(t.ebookId)],
);
