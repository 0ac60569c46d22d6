import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ebooks, users } from './schema-core.ts';
import { orderItems } from './schema-commerce.ts';

/**
 * Access codes (docs/decisions/022-access-codes.md): a batch of codes made by a book's owner (or an admin) for one
 * book or a set of books; each code has a number of seats, and each seat taken (a redemption) gives one reader the
 * same reading right as a purchase, without an order.
 */
export const accessCodeBatches = pgTable(
  'access_code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Who made it: the batch stays theirs (and admins') to see and revoke. Their account going takes the batch's
    // management away, never the readers' books (the redemptions keep the codes).
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    seatsPerCode: integer('seats_per_code').notNull(),
    // Redeem by: a code cannot be redeemed after this; what was redeemed before stays readable.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order line whose copies these codes are (a buyer's batch, decision 029); unique, so that a payment
    // recorded twice or a webhook replayed makes no second batch. Null for a batch made by hand.
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
  },
  (t) => [index('access_code_batches_creator_idx').on(t.createdBy, t.createdAt), uniqueIndex('access_code_batches_order_item_unique').on(t.orderItemId)],
);

/** The books a batch's codes open. */
export const accessCodeBooks = pgTable(
  'access_code_books',
  {
    batchId: uuid('batch_id').notNull().references(() => accessCodeBatches.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.ebookId] }), index('access_code_books_ebook_idx').on(t.ebookId)],
);

/**
 * One code: its text (unique; the alphabet has no look-alike letters and the code is stored without its dashes),
 * how many seats are left (taken by a conditional UPDATE, so that concurrent redemptions never take more than
 * there are) and whether it was revoked (its unused seats stop; its redemptions stay).
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull().references(() => accessCodeBatches.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    seats: integer('seats').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_codes_code_unique').on(t.code),
    index('access_codes_batch_idx').on(t.batchId),
    check('access_codes_seats_left_range', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seats}`),
  ],
);

/** A seat taken: who redeemed the code, and when. A reader takes at most one seat of a code. */
export const accessCodeRedemptions = pgTable(
  'access_code_redemptions',
  {
    codeId: uuid('code_id').notNull().references(() => accessCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] }), index('access_code_redemptions_user_idx').on(t.userId)],
);
