import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS, EXPORT_STATUSES } from '@folio/shared';
import { ebooks, users } from './schema-core.ts';

export const exportFormatEnum = pgEnum('export_format', EXPORT_FORMATS);
export const exportStatusEnum = pgEnum('export_status', EXPORT_STATUSES);

/**
 * A book's export (modules/exports): made by a job, its file kept in the storage under `exports/` (never served
 * at an address: downloaded through the API by the book's owner or an admin). A new export of a format replaces
 * the book's earlier one once it is done.
 */
export const bookExports = pgTable(
  'book_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    format: exportFormatEnum('format').notNull(),
    status: exportStatusEnum('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    fileKey: text('file_key'),
    size: integer('size'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The site an offline flipbook was asked for at (PUBLIC_URL, or the request's origin): its reader sends its reading
     * there while online (decision 020). The job that packs it has no request of its own.
     */
    siteUrl: text('site_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('book_exports_ebook_idx').on(t.ebookId, t.format, t.createdAt)],
);
