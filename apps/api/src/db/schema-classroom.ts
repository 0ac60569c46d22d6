import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_EXPORT_STATUSES, CLASS_BOOK_STATES } from '@folio/shared';
import { ebooks, templates, users } from './schema-core.ts';

/**
 * Classes, their pupils and books (modules/classes; docs/decisions/018-classrooms.md), and the privacy records
 * every account has (modules/privacy): exports of one's data, school sign-in, a parent's consent.
 */

export const classBookStateEnum = pgEnum('class_book_state', CLASS_BOOK_STATES);
export const accountExportStatusEnum = pgEnum('account_export_status', ACCOUNT_EXPORT_STATUSES);

/** A class: its owner (who alone may hand it over or delete it), its join code and how its pupils sign in. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    grade: text('grade'),
    language: text('language').notNull(),
    // An account that owns classes cannot be deleted until they have another owner or are gone.
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    joinCode: text('join_code').notNull(),
    joinOpen: boolean('join_open').notNull().default(true),
    // Whether the class's pupils may also sign in with their school account (OpenID Connect).
    schoolSignIn: boolean('school_sign_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_join_code_unique').on(t.joinCode), index('classes_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The class's co-teachers (the owner is not listed here): they do all a teacher does but hand over or delete the class. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_teachers_user_idx').on(t.userId)],
);

/** A pupil's place in their class: one class per pupil account (moving a pupil moves this row). */
export const classStudents = pgTable(
  'class_students',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_students_class_idx').on(t.classId)],
);

/** A book or a template given to a class, with an optional due date. */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').references(() => ebooks.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_assignments_class_idx').on(t.classId, t.createdAt),
    // A book's readers find it through their class (reading/access.ts).
    index('class_assignments_ebook_idx').on(t.ebookId),
    index('class_assignments_template_idx').on(t.templateId),
    uniqueIndex('class_assignments_ebook_unique').on(t.classId, t.ebookId).where(sql`${t.ebookId} IS NOT NULL`),
    uniqueIndex('class_assignments_template_unique').on(t.classId, t.templateId).where(sql`${t.templateId} IS NOT NULL`),
  ],
);

/** A book a pupil writes in their class, and where its review stands. */
export const classBooks = pgTable(
  'class_books',
  {
    ebookId: uuid('ebook_id').primaryKey().references(() => ebooks.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    state: classBookStateEnum('state').notNull().default('writing'),
    // The teacher's word with a return or an approval.
    remark: text('remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_books_class_idx').on(t.classId, t.state, t.updatedAt)],
);

/** A teacher's comment on a page of a pupil's book. */
export const classComments = pgTable(
  'class_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_comments_ebook_idx').on(t.ebookId, t.createdAt)],
);

/** Who looked at a pupil's work or data, and when: the class's teachers and admins read it. */
export const classAudit = pgTable(
  'class_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    ebookId: uuid('ebook_id').references(() => ebooks.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_audit_class_idx').on(t.classId, t.at)],
);

/** An account's identity at a school's OpenID provider (the issuer's `sub`), to sign in with it. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

/** A school sign-in under way: its state, nonce and PKCE verifier, kept in the database so that any instance finishes it. */
export const oidcStates = pgTable(
  'oidc_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    // A pupil signing in through their class's code; null for a teacher.
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_states_expires_idx').on(t.expiresAt)],
);

/**
 * A registration of a child under 13 waiting for a parent's consent: no account exists until the parent agrees,
 * and this row, the least the consent needs, is removed after 7 days without it.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('consent_requests_token_unique').on(t.tokenHash), index('consent_requests_expires_idx').on(t.expiresAt)],
);

/** A download of all of an account's data (profile, books, notes, drawings, answers, orders, classes), made by a job. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // The account itself, or the teacher who asked for a pupil's.
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: accountExportStatusEnum('status').notNull().default('queued'),
    fileKey: text('file_key'),
    size: integer('size'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.createdAt)],
);
