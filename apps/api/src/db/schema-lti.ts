/** LTI 1.3: the LMSs registered with Folio, Folio's own signing keys, and what a launch leaves behind (docs/decisions/012). */
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ebooks, users } from './schema-core.ts';

/** An LMS (a platform) registered by an admin: who it is (issuer, client id) and where its keys and endpoints are. */
export const ltiPlatforms = pgTable('lti_platforms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  // The deployments of the tool in that LMS it may launch from (none: any).
  deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull().default([]),
  authLoginUrl: text('auth_login_url').notNull(),
  tokenUrl: text('token_url').notNull(),
  jwksUrl: text('jwks_url').notNull(),
  // The origins the LMS's pages were seen at (its deep-linking return addresses, from verified launches): with its
  // issuer's and sign-in's, the only sites that may frame Folio's LTI pages (frame-ancestors).
  frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
  // Which LMS it is, as its launches say (the tool_platform claim's product_family_code: canvas, moodle,
  // schoology…): scores are worded so that its gradebook shows them (modules/lti/grades.ts). None before a launch.
  productFamily: text('product_family'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('lti_platforms_issuer_idx').on(t.issuer, t.clientId)]);

/** Folio's key pairs as an LTI tool (RS256): the newest signs, all are published (JWKS) so that a rotation breaks nothing. */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A login begun by an LMS: the state and nonce its launch must bring back, once, before they expire. */
export const ltiStates = pgTable('lti_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  platformId: uuid('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The Folio account of an LMS user: one per platform and LMS user id (`sub`), made at their first launch. */
export const ltiAccounts = pgTable('lti_accounts', {
  platformId: uuid('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  sub: text('sub').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_accounts_user_idx').on(t.userId)]);

/**
 * What a verified launch hands to the browser, through a one-time code: the account to sign in, and the book to
 * open or the deep-linking request to answer (its return address and data).
 */
export const ltiHandoffs = pgTable('lti_handoffs', {
  code: text('code').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ebookId: uuid('ebook_id').references(() => ebooks.id, { onDelete: 'cascade' }),
  // `linkId` names the request in the landing page's address (not a secret: answering it takes the teacher's session).
  deepLink: jsonb('deep_link').$type<{ platformId: string; deploymentId: string; returnUrl: string; data?: string; targets?: string[]; linkId?: string }>(),
  // An instructor's launch from a course: the course whose results they are shown.
  courseId: uuid('course_id').references(() => ltiCourses.id, { onDelete: 'cascade' }),
  // Exchanged for a session once; a deep-linking request stays answerable until it expires.
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Where a reader's score in a book goes in an LMS gradebook (Assignment and Grade Services): the line item of their launch. */
export const ltiGrades = pgTable('lti_grades', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
  platformId: uuid('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  sub: text('sub').notNull(),
  lineItem: text('line_item').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.ebookId, t.platformId] }), index('lti_grades_ebook_idx').on(t.ebookId)]);

/**
 * An LMS course (the launch's `context`) Folio was launched from: where its roster is read (Names and Role
 * Provisioning Services), and when it was last imported.
 */
export const ltiCourses = pgTable('lti_courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  platformId: uuid('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  contextId: text('context_id').notNull(),
  title: text('title').notNull().default(''),
  membershipsUrl: text('memberships_url'),
  rosterImportedAt: timestamp('roster_imported_at', { withTimezone: true }),
}, (t) => [uniqueIndex('lti_courses_context_idx').on(t.platformId, t.contextId)]);

/** A course's members as the LMS lists them (NRPS) or as they launched: learners and instructors, by LMS user id. */
export const ltiCourseMembers = pgTable('lti_course_members', {
  courseId: uuid('course_id').notNull().references(() => ltiCourses.id, { onDelete: 'cascade' }),
  sub: text('sub').notNull(),
  role: text('role').$type<'learner' | 'instructor'>().notNull(),
  name: text('name').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.courseId, t.sub] })]);

/** The books a course links to (its resource links' books): the Results its instructors see. */
export const ltiCourseBooks = pgTable('lti_course_books', {
  courseId: uuid('course_id').notNull().references(() => ltiCourses.id, { onDelete: 'cascade' }),
  ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.courseId, t.ebookId] })]);

/**
 * An LMS's access token for a set of scopes (OAuth 2 client credentials), kept until shortly before it expires: in
 * the database, so that every instance reuses it instead of asking for one per score.
 */
export const ltiAccessTokens = pgTable('lti_access_tokens', {
  platformId: uuid('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  scope: text('scope').notNull(),
  accessToken: text('access_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.platformId, t.scope] })]);
