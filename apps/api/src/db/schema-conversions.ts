import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONVERSION_STATUSES } from '@folio/shared';
import { ebooks, users } from './schema-core.ts';

export const conversionStatusEnum = pgEnum('conversion_status', CONVERSION_STATUSES);

/**
 * A PDF book made into an editable e-book (modules/conversions): asked for by `requestedBy`, whose draft the new book
 * becomes, made by a job that writes its progress here for the page to follow. The PDF book is only read.
 */
export const bookConversions = pgTable(
  'book_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: conversionStatusEnum('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    // The new book may be deleted later: the conversion then simply has none.
    newEbookId: uuid('new_ebook_id').references(() => ebooks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('book_conversions_ebook_idx').on(t.ebookId, t.createdAt), index('book_conversions_new_ebook_idx').on(t.newEbookId)],
);
