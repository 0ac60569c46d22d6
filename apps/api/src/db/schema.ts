/** The database schema (Drizzle), one file per area; drizzle-kit and the client read it all from here. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ebooks, users } from './schema-core.ts';

export * from './schema-enums.ts';
export * from './schema-core.ts';
export * from './schema-commerce.ts';
export * from './schema-lti.ts';
export * from './schema-exports.ts';
export * from './schema-classroom.ts';
export * from './schema-collab.ts';
export * from './schema-analytics.ts';
export * from './schema-study.ts';
export * from './schema-conversions.ts';
export * from './schema-access-codes.ts';
export * from './schema-seat-licences.ts';
export * from './schema-plans.ts';

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

/**
 * A signed-in reader's answer to a question (a quiz element) of a book: the last answer, scored by the server,
 * the best score and the number of tries; one row per reader, book and question, written over.
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    elementId: text('element_id').notNull(),
    pageId: text('page_id').notNull(),
    // The question as it was answered (questionVersion): an author's later change shows as another version.
    questionVersion: text('question_version').notNull(),
    chosen: jsonb('chosen').$type<string[]>().notNull(),
    // Null where no answer is right (a poll) or the book's owner has yet to mark it (a short answer marked by hand).
    correct: boolean('correct'),
    score: integer('score').notNull(),
    bestScore: integer('best_score').notNull(),
    points: integer('points').notNull(),
    // The question's rule when last answered: its best score counts, or its last.
    countsBest: boolean('counts_best').notNull().default(false),
    attempts: integer('attempts').notNull().default(1),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    // A short answer marked by hand: when, and by whom (the book's owner or an admin); a new answer clears it.
    markedAt: timestamp('marked_at', { withTimezone: true }),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // A book's results (per question, every reader) read by (ebook_id, element_id); deleting a book cascades through it.
  (t) => [primaryKey({ columns: [t.userId, t.ebookId, t.elementId] }), index('quiz_answers_ebook_idx').on(t.ebookId, t.elementId)],
);

/**
 * An author's question bank: questions saved from their pages, kept as the element's own fields (what it asks
 * and accepts, its feedback and look; no place on a page), to be found by their words and inserted as copies.
 */
export const bankedQuestions = pgTable(
  'banked_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The question's words, for the search: its text, and a sentence's or options' words.
    words: text('words').notNull(),
    element: jsonb('element').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A bank is listed newest first and searched within its owner's questions only.
  (t) => [index('banked_questions_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Where a book's xAPI statements go instead of the site's Learning Record Store (XAPI_ENDPOINT): set by the book's
 * owner; apart from the book's row, so that its credentials never travel with the book.
 */
export const ebookLrs = pgTable('ebook_lrs', {
  ebookId: uuid('ebook_id').primaryKey().references(() => ebooks.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
