import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_TYPES, ANALYTICS_SOURCES } from '@folio/shared';
import { ebooks, users } from './schema-core.ts';

/**
 * Reading analytics (docs/decisions/020-reading-analytics.md): the raw events readers send, kept ANALYTICS_RAW_DAYS in
 * a table partitioned by day (the partitioning is in the migration: drizzle does not describe it), and the daily
 * totals a background job rolls them up into, which the dashboards read and which last as long as the book.
 */

export const analyticsEventTypeEnum = pgEnum('analytics_event_type', ANALYTICS_EVENT_TYPES);
export const analyticsSourceEnum = pgEnum('analytics_source', ANALYTICS_SOURCES);

const day = () => date('day', { mode: 'string' }).notNull();
/**
 * A HyperLogLog sketch of a set of readers (modules/analytics/sketch.ts), sparse: one `bucket × 64 + rank` per bucket
 * that holds a reader. Sketches of several days merge (the highest rank of each bucket) into the readers of a period
 * without reading them one by one.
 */
const sketch = (name: string) => integer(name).array();
const book = () => uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' });

/**
 * One thing that happened in a book, as the reader sent it. `reader` is the account's id, or `a:` and the tab's
 * random session id; null when the browser asked not to be tracked (DNT/GPC: an anonymous view, nothing else).
 * `user_id` repeats the account so that deleting it deletes its events.
 */
export const readingEvents = pgTable(
  'reading_events',
  {
    /** The event's day (UTC): the partition it lives in. */
    day: day(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ebookId: book(),
    reader: text('reader'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: analyticsEventTypeEnum('type').notNull(),
    page: integer('page'),
    /** page: the seconds on it; media: how far it played (0–1); zoom: the level; tap: x (0–1). */
    value: real('value'),
    /** tap: y (0–1). */
    y: real('y'),
    /** link: its address or `page:N`; media: the sound's or video's address; search: the words; download: the format; view: the embedding site. */
    target: text('target'),
    /** media: audio or video. */
    kind: text('kind'),
    source: analyticsSourceEnum('source'),
  },
  // Rolling up finds what arrived since its last run (BRIN: received_at grows with the table), then reads those books' days.
  (t) => [index('reading_events_received_idx').using('brin', t.receivedAt), index('reading_events_book_idx').on(t.ebookId, t.day)],
);

/** A reader's day in a book: the rollup the readers, the funnel and the per-pupil figures are counted from. */
export const readingReaderDays = pgTable(
  'reading_reader_days',
  {
    ebookId: book(),
    day: day(),
    reader: text('reader').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    seconds: real('seconds').notNull().default(0),
    /** The furthest page they reached that day (0: none read yet). */
    furthest: integer('furthest').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.ebookId, t.day, t.reader] }),
    index('reading_reader_days_user_idx').on(t.userId),
    // A book's readers in 64 buckets by their name's hash (modules/analytics/report.ts, READER_BUCKETS): the dashboard of
    // a book read by very many reads a few buckets' readers whole, a sample, instead of all of them.
    index('reading_reader_days_sample_idx').on(t.ebookId, sql`(hashtext(${t.reader}) & 63)`, t.day),
  ],
);

/** A book's day in figures. `readers` counts that day's readers; a period's are counted from reading_reader_days. */
export const readingBookDays = pgTable(
  'reading_book_days',
  {
    ebookId: book(),
    day: day(),
    views: integer('views').notNull().default(0),
    readers: integer('readers').notNull().default(0),
    seconds: real('seconds').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    readAloud: integer('read_aloud').notNull().default(0),
    flashcards: integer('flashcards').notNull().default(0),
    zooms: integer('zooms').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    taps: integer('taps').notNull().default(0),
  },
  // The rollup reads a day's books to total an account's or the site's day.
  (t) => [primaryKey({ columns: [t.ebookId, t.day] }), index('reading_book_days_day_idx').on(t.day)],
);

/**
 * An account's day (`account:<user id>`: the books it owns, by creation or by its publisher) or the site's (`site`),
 * totalled by the rollup so that an account's or the site's dashboard reads one row a day, whatever the number of
 * books: views, readers (exact for the day, a sketch for periods), time, completions, views by source
 * (`{ "<source> <site>": views }`) and the day's most viewed books (`[[id, views], …]`).
 */
export const readingScopeDays = pgTable(
  'reading_scope_days',
  {
    scope: text('scope').notNull(),
    day: day(),
    /** The account of an `account:` scope, so that its days go with it. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    readers: integer('readers').notNull().default(0),
    seconds: real('seconds').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    readersSketch: sketch('readers_sketch'),
    completedSketch: sketch('completed_sketch'),
    sources: jsonb('sources').$type<Record<string, number>>().notNull().default({}),
    books: jsonb('books').$type<[string, number][]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.scope, t.day] })],
);

/** A page's day: readers who read it and the time they spent on it. */
export const readingPageDays = pgTable(
  'reading_page_days',
  {
    ebookId: book(),
    day: day(),
    page: integer('page').notNull(),
    readers: integer('readers').notNull().default(0),
    seconds: real('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.day, t.page] })],
);

/** Links followed (`link`), words searched (`search`), sounds and videos played (`audio`, `video`, with the sum of how far they got). */
export const readingTargetDays = pgTable(
  'reading_target_days',
  {
    ebookId: book(),
    day: day(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    count: integer('count').notNull().default(0),
    progress: real('progress').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.day, t.kind, t.target] })],
);

/** Views by where they came from (`site` is the embedding host for embeds, '' otherwise). */
export const readingSourceDays = pgTable(
  'reading_source_days',
  {
    ebookId: book(),
    day: day(),
    source: analyticsSourceEnum('source').notNull(),
    site: text('site').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.day, t.source, t.site] })],
);

/** Taps on a page, per cell of its HEATMAP_GRID × HEATMAP_GRID grid (cell = y × grid + x). */
export const readingTapDays = pgTable(
  'reading_tap_days',
  {
    ebookId: book(),
    day: day(),
    page: integer('page').notNull(),
    cell: integer('cell').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.day, t.page, t.cell] })],
);

/** How far the rollup has read the raw events: one row, the received time it has rolled up to. */
export const readingRollupMark = pgTable('reading_rollup_mark', {
  id: integer('id').primaryKey().default(1),
  upTo: timestamp('up_to', { withTimezone: true }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }),
});
