import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, type BookPage, type ContentsEntry, type PdfProcessingFailure, type StaticPageTranslations, type Translations } from '@folio/shared';
import { translatedTrigram, trigram, timestamps } from './schema-columns.ts';
import { approvalStatusEnum, bookTypeEnum, couponTargetEnum, discountTypeEnum, ebookDiscountTypeEnum, ebookStatusEnum, inquiryStatusEnum, orientationEnum, pageDimensionEnum, pdfProcessingEnum, roleEnum, statusEnum } from './schema-enums.ts';

/** Accounts, the catalogue, books and templates. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased by the schemas, so equality is case-insensitive. Null for a pupil of a class: their
    // teacher makes the account with a display name only (COPPA's school exception).
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    // False for an account made by a school sign-in (OIDC) or an LMS launch: its hash is of a random password nobody
    // knows, so it confirms its deletion with its e-mail address (or name), and may set a password without a current
    // one. True once a password is set.
    hasPassword: boolean('has_password').notNull().default(true),
    role: roleEnum('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    profilePicture: text('profile_picture'),
    mobile: text('mobile'),
    bio: text('bio'),
    address: text('address'),
    // Raised to end every token issued before (logout everywhere, password change, deactivation).
    tokenVersion: integer('token_version').notNull().default(0),
    // The class dashboard's "last signed in", and the clock of a pupil account's retention.
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // The owner asked to delete the account: it is deleted at this time unless they cancel (a grace period).
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    // When the retention job told a pupil's teacher that the account will be deleted for lack of use.
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    // The deletion job finds accounts whose grace period ended.
    index('users_deletion_due_idx').on(t.deletionDueAt).where(sql`${t.deletionDueAt} IS NOT NULL`),
    trigram('users_name_trgm', t.name),
    trigram('users_email_trgm', t.email),
  ],
);

/** Tokens ended one by one (a plain logout); rows past their expiry are purged. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters shared by every API process (sign-in and contact-form limits, account locks): one
 * atomic upsert counts a hit and answers the count, so that a check and its count can never be split.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Sign-in locks of e-mail addresses (of an account or not, keyed as their counter), written when the failure
 * that locks one is counted: counters in Redis are lost when it restarts without persistence, a lock must not be.
 */
export const signInLocks = pgTable(
  'sign_in_locks',
  {
    key: text('key').primaryKey(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_locks_until_idx').on(t.lockedUntil)],
);

/** Small key/value facts about this database, such as whether demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: statusEnum('status').notNull().default('active'),
    thumbnail: text('thumbnail').notNull(),
    // The name in other interface languages (decision 017); a visitor reads the original where there is none.
    translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [trigram('categories_name_trgm', t.name), index('categories_status_idx').on(t.status, t.createdAt)],
);

export const authors = pgTable(
  'authors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: statusEnum('status').notNull().default('active'),
    photo: text('photo').notNull(),
    bio: text('bio').notNull(),
    ...timestamps,
  },
  (t) => [trigram('authors_name_trgm', t.name), index('authors_status_idx').on(t.status, t.createdAt)],
);

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The publisher's sign-in account (role publisher); null once that account is gone.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email').notNull(),
    nid: text('nid'),
    nidImage: text('nid_image'),
    proprietorPhoto: text('proprietor_photo'),
    proprietorSignature: text('proprietor_signature'),
    presentAddress: text('present_address'),
    permanentAddress: text('permanent_address'),
    officePresentAddress: text('office_present_address'),
    officePermanentAddress: text('office_permanent_address'),
    tradeLicenseNumber: text('trade_license_number'),
    tradeLicenseImage: text('trade_license_image'),
    logo: text('logo'),
    etin: text('etin'),
    vatNumber: text('vat_number'),
    officeMobile: text('office_mobile'),
    officePhone: text('office_phone'),
    officeEmail: text('office_email'),
    status: statusEnum('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('publishers_user_unique').on(t.userId),
    trigram('publishers_name_trgm', t.name),
    index('publishers_status_idx').on(t.status, t.createdAt),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased; unique whatever the case the admin typed.
    code: text('code').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    appliesTo: couponTargetEnum('applies_to').notNull().default('entire_order'),
    // The e-book of an item-specific coupon (the e-books table arrives with the e-books feature).
    itemId: uuid('item_id'),
    minimumOrderAmount: numeric('minimum_order_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    maximumDiscount: numeric('maximum_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    usageLimit: integer('usage_limit').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: statusEnum('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    trigram('coupons_code_trgm', t.code),
    index('coupons_status_idx').on(t.status, t.createdAt),
  ],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    // Sanitised HTML: the server strips scripts and unsafe attributes before it is stored.
    content: text('content').notNull(),
    // The page in the other interface languages ({ ar: { title, content }, … }, sanitised like `content`):
    // always read and written with the page, never searched apart, so one column rather than a table.
    translations: jsonb('translations').$type<StaticPageTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('static_pages_slug_unique').on(t.slug), trigram('static_pages_title_trgm', t.title)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: inquiryStatusEnum('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    trigram('inquiries_subject_trgm', t.subject),
    trigram('inquiries_name_trgm', t.name),
    index('inquiries_status_idx').on(t.status, t.createdAt),
  ],
);

/** Files uploaded through POST /api/uploads: who sent them, so that storage can be audited and cleaned. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    // The file's name as the user's browser sent it (the media library searches it); never part of the key.
    name: text('name'),
    size: integer('size').notNull(),
    // An image's size; for a PDF book, its first page's drawing's.
    width: integer('width'),
    height: integer('height'),
    // The small preview made for an image, or the drawing of a PDF book's first page (removed with it).
    thumbKey: text('thumb_key'),
    // A PDF book's processing in the background (modules/jobs); null for every other kind. The error is the
    // key of its message (PDF_PROCESSING_FAILURES).
    processing: pdfProcessingEnum('processing'),
    processingError: text('processing_error').$type<PdfProcessingFailure>(),
    pageCount: integer('page_count'),
    // The image upload made of the PDF's first page, which books without a cover take.
    coverKey: text('cover_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_key_unique').on(t.key),
    // The media library: one owner's files of a kind, newest first.
    index('uploads_owner_kind_idx').on(t.ownerId, t.kind, t.createdAt, t.id),
    trigram('uploads_name_trgm', t.name),
    index('uploads_created_idx').on(t.createdAt),
    // The PDFs a starting worker checks are queued (jobs/queue.ts): few, among many uploads.
    index('uploads_unfinished_idx').on(t.processing).where(sql`${t.processing} IN ('pending', 'processing')`),
  ],
);

/** Page size, shared by books and templates: a kind, and the width × height it stands for (portrait). */
const pageFormat = {
  pageDimension: pageDimensionEnum('page_dimension').notNull().default('A4'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  orientation: orientationEnum('orientation').notNull().default('portrait'),
};

export const ebooks = pgTable(
  'ebooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    // The title and description in other interface languages (decision 017), searched and shown in the visitor's.
    translations: jsonb('translations').$type<Translations<'title' | 'description'>>().notNull().default({}),
    status: ebookStatusEnum('status').notNull().default('draft'),
    bookType: bookTypeEnum('book_type').notNull().default('ebook'),
    ...pageFormat,
    pdfFile: text('pdf_file'),
    pdfPageCount: integer('pdf_page_count'),
    coverImage: text('cover_image'),
    // Whether its buyers may download its latest EPUB and PDF exports (modules/exports); off unless its owner allows it.
    buyerDownloads: boolean('buyer_downloads').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    discountType: ebookDiscountTypeEnum('discount_type').notNull().default('fixed'),
    // Computed by the server from price and discount on every write; never taken from a client.
    finalPrice: numeric('final_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publisherId: uuid('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    // Raised by every page save: a save based on an older version is refused (409), never lost silently.
    version: integer('version').notNull().default(0),
    // The client's id of the save that made `version`: a retried save whose first answer was lost is no conflict.
    lastSaveId: text('last_save_id'),
    schemaVersion: integer('schema_version').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    // The author's own contents (issue 53; modules/study); null: the reader's contents are the book's headings.
    contents: jsonb('contents').$type<ContentsEntry[]>(),
    // When its owner's plan had lapsed for PLAN_LAPSE_GRACE_DAYS and the book was beyond Basic's limit: out of the
    // public library (buyers, seat holders and its owner still read it) until the owner takes a plan again (modules/plans).
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ebooks_slug_unique').on(t.slug),
    trigram('ebooks_title_trgm', t.title),
    trigram('ebooks_description_trgm', t.description),
    // The search in a visitor's language reads its two translated texts through these, as the originals through theirs.
    ...LANGUAGES.flatMap((language) => (['title', 'description'] as const).map((field) => translatedTrigram(`ebooks_${field}_${language}_trgm`, t.translations, language, field))),
    index('ebooks_public_idx').on(t.status, t.approvalStatus, t.createdAt),
    index('ebooks_created_by_idx').on(t.createdBy, t.createdAt),
    index('ebooks_publisher_idx').on(t.publisherId, t.createdAt),
    index('ebooks_approval_idx').on(t.approvalStatus, t.createdAt),
    // A processed PDF gives its page count to the books that use it.
    index('ebooks_pdf_file_idx').on(t.pdfFile),
  ],
);

export const ebookAuthors = pgTable(
  'ebook_authors',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull().references(() => authors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.authorId] }), index('ebook_authors_author_idx').on(t.authorId)],
);

export const ebookCategories = pgTable(
  'ebook_categories',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.categoryId] }), index('ebook_categories_category_idx').on(t.categoryId)],
);

/** One row per page (architecture.md §5), so that a save writes only the pages that changed. */
export const ebookPages = pgTable(
  'ebook_pages',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<BookPage>().notNull(),
    // The page's size as JSON, kept so that a book's total is a sum and never a re-serialisation.
    bytes: integer('bytes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ebookId, t.id] }), index('ebook_pages_order_idx').on(t.ebookId, t.position)],
);

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    thumbnail: text('thumbnail'),
    ...pageFormat,
    // Private to its owner unless an admin shares it with everyone (architecture.md §4).
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    shared: boolean('shared').notNull().default(false),
    // The book it was saved from, kept after that book is deleted (no foreign key): sharing checks the book.
    sourceEbookId: uuid('source_ebook_id'),
    version: integer('version').notNull().default(0),
    lastSaveId: text('last_save_id'),
    schemaVersion: integer('schema_version').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [trigram('templates_name_trgm', t.name), index('templates_owner_idx').on(t.ownerId, t.createdAt), index('templates_shared_idx').on(t.shared, t.createdAt)],
);

export const templatePages = pgTable(
  'template_pages',
  {
    templateId: uuid('template_id').notNull().references(() => templates.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<BookPage>().notNull(),
    // The page's size as JSON, kept so that a book's total is a sum and never a re-serialisation.
    bytes: integer('bytes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.id] }), index('template_pages_order_idx').on(t.templateId, t.position)],
);

export type UserRow = typeof users.$inferSelect;
