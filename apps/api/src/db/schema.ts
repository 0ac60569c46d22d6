import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES, BOOK_TYPES, COUPON_TARGETS, DISCOUNT_TYPES, EBOOK_DISCOUNT_TYPES, EBOOK_STATUSES, INQUIRY_STATUSES, ORIENTATIONS,
  PAGE_DIMENSION_KINDS, ROLES, STATUSES, ORDER_STORED_STATUSES, PAYMENT_STATUSES, PAYMENT_PROVIDERS, type BookPage,
} from '@folio/shared';

export const roleEnum = pgEnum('role', ROLES);
export const statusEnum = pgEnum('status', STATUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const couponTargetEnum = pgEnum('coupon_target', COUPON_TARGETS);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const ebookStatusEnum = pgEnum('ebook_status', EBOOK_STATUSES);
export const bookTypeEnum = pgEnum('book_type', BOOK_TYPES);
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);
export const pageDimensionEnum = pgEnum('page_dimension', PAGE_DIMENSION_KINDS);
export const orientationEnum = pgEnum('orientation', ORIENTATIONS);
export const ebookDiscountTypeEnum = pgEnum('ebook_discount_type', EBOOK_DISCOUNT_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STORED_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/** A trigram index for `ILIKE '%term%'` searches on one text column. */
const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased by the schemas, so equality is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    profilePicture: text('profile_picture'),
    mobile: text('mobile'),
    bio: text('bio'),
    address: text('address'),
    // Raised to end every token issued before (logout everywhere, password change, deactivation).
    tokenVersion: integer('token_version').notNull().default(0),
    // Per-account sign-in throttling lives in the row so that it holds across API processes.
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
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
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_unique').on(t.key), index('uploads_owner_idx').on(t.ownerId)],
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
    status: ebookStatusEnum('status').notNull().default('draft'),
    bookType: bookTypeEnum('book_type').notNull().default('ebook'),
    ...pageFormat,
    pdfFile: text('pdf_file'),
    pdfPageCount: integer('pdf_page_count'),
    coverImage: text('cover_image'),
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
    schemaVersion: integer('schema_version').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ebooks_slug_unique').on(t.slug),
    trigram('ebooks_title_trgm', t.title),
    trigram('ebooks_description_trgm', t.description),
    index('ebooks_public_idx').on(t.status, t.approvalStatus, t.createdAt),
    index('ebooks_created_by_idx').on(t.createdBy, t.createdAt),
    index('ebooks_publisher_idx').on(t.publisherId, t.createdAt),
    index('ebooks_approval_idx').on(t.approvalStatus, t.createdAt),
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

/** One row per page (DESIGN.md §5), so that a save writes only the pages that changed. */
export const ebookPages = pgTable(
  'ebook_pages',
  {
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<BookPage>().notNull(),
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
    // Everyone signed in may use a template; its owner and admins may change it (DESIGN.md §4).
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    schemaVersion: integer('schema_version').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [trigram('templates_name_trgm', t.name), index('templates_owner_idx').on(t.ownerId, t.createdAt)],
);

export const templatePages = pgTable(
  'template_pages',
  {
    templateId: uuid('template_id').notNull().references(() => templates.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<BookPage>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.id] }), index('template_pages_order_idx').on(t.templateId, t.position)],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

/** An order (spec §3 Order): amounts are computed by the server at checkout and frozen here. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Human-friendly and unique, e.g. FOL-7K3M-9QXA; customers quote it.
    trackingNumber: text('tracking_number').notNull(),
    // Orders are kept as invoices even when the customer's account goes (DESIGN.md §11).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    paymentProvider: paymentProviderEnum('payment_provider').notNull().default('manual'),
    // The provider's reference, e.g. the Stripe Checkout Session id.
    paymentReference: text('payment_reference'),
    currency: text('currency').notNull().default('USD'),
    subtotalAmount: money('subtotal_amount'),
    discountAmount: money('discount_amount'),
    totalAmount: money('total_amount'),
    totalQuantity: integer('total_quantity').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_tracking_number_unique').on(t.trackingNumber),
    trigram('orders_tracking_number_trgm', t.trackingNumber),
    trigram('orders_customer_name_trgm', t.customerName),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_payment_reference_unique').on(t.paymentReference),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').references(() => ebooks.id, { onDelete: 'set null' }),
    // The title and prices as sold, so that the invoice never changes when the book does.
    title: text('title').notNull(),
    unitPrice: money('unit_price'),
    discountAmount: money('discount_amount'),
    quantity: integer('quantity').notNull().default(1),
    lineTotal: money('line_total'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_ebook_idx').on(t.ebookId, t.orderId)],
);

/** The order's history: status changes and payment events; a provider event id is stored once (idempotent webhooks). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'payment'>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    note: text('note'),
    providerEventId: text('provider_event_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_events_provider_event_unique').on(t.providerEventId)],
);

/** A signed-in reader's note at a point of a page (own only). */
export const readerNotes = pgTable(
  'reader_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    x: numeric('x', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    y: numeric('y', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    text: text('text').notNull(),
    color: text('color'),
    ...timestamps,
  },
  (t) => [index('reader_notes_owner_idx').on(t.userId, t.ebookId, t.createdAt)],
);

/** One drawn shape per row, keyed by the client's shape id; a deleted shape stays as a tombstone so that merges keep the deletion. */
export const readerShapes = pgTable(
  'reader_shapes',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ebookId, t.pageId, t.id] }), index('reader_shapes_book_idx').on(t.userId, t.ebookId)],
);

export type UserRow = typeof users.$inferSelect;
