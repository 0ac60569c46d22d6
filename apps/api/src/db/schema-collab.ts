import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COLLABORATOR_ROLES, VERSION_KINDS } from '@folio/shared';
import { ebooks, users } from './schema-core.ts';

/**
 * Writing together (docs/decisions/019-writing-together.md): who a book is shared with, the comment threads on its
 * pages, its version history, and its live document (the CRDT state the editors sync through, modules/live).
 */

/** Binary columns (the live document's Yjs updates), read and written as Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const collaboratorRoleEnum = pgEnum('collaborator_role', COLLABORATOR_ROLES);
export const versionKindEnum = pgEnum('version_kind', VERSION_KINDS);

/** An account a book is shared with, and as what; the book's owner is not listed (they own it). */
export const ebookCollaborators = pgTable(
  'ebook_collaborators',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: collaboratorRoleEnum('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Shared with me" lists by user.
  (t) => [primaryKey({ columns: [t.ebookId, t.userId] }), index('ebook_collaborators_user_idx').on(t.userId)],
);

/**
 * A comment on a page, or on one element of it (`elementId`); a reply names its thread's first comment
 * (`parentId`). A thread is resolved on its first comment.
 */
export const ebookComments = pgTable(
  'ebook_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    elementId: text('element_id'),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ebook_comments_book_idx').on(t.ebookId, t.createdAt), index('ebook_comments_parent_idx').on(t.parentId)],
);

/** A version of a book's pages: made by itself (after a pause, at a submission), by hand with a name, or by a restore. */
export const ebookVersions = pgTable(
  'ebook_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    kind: versionKindEnum('kind').notNull(),
    name: text('name'),
    // The pages as the page API answers them ({ id, name, elements, layout, style }[] in order).
    pages: jsonb('pages').notNull(),
    size: integer('size').notNull(),
    // The book format the pages were kept in (BOOK_SCHEMA_VERSION then): an older version is migrated when read.
    schemaVersion: integer('schema_version').notNull().default(1),
    // Who changed the book since the version before this one.
    authors: uuid('authors').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ebook_versions_book_idx').on(t.ebookId, t.createdAt)],
);

/** The live document's compacted state (a Yjs update holding everything up to `compactedAt`). */
export const ebookLiveStates = pgTable('ebook_live_states', {
  ebookId: uuid('ebook_id').primaryKey().references(() => ebooks.id, { onDelete: 'cascade' }),
  // A new lineage (a document rebuilt from the pages) tells browsers to drop what they kept of the old one.
  lineage: uuid('lineage').notNull().defaultRandom(),
  state: bytes('state').notNull(),
  compactedAt: timestamp('compacted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each change acknowledged to an editor, written before the acknowledgement (folded into the state when stored). */
export const ebookLiveUpdates = pgTable(
  'ebook_live_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    update: bytes('update').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ebook_live_updates_book_idx').on(t.ebookId, t.id)],
);

/** Who changed a book's pages since its last version (the next version lists them, then they are cleared). */
export const ebookChangeAuthors = pgTable(
  'ebook_change_authors',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.userId] })],
);
