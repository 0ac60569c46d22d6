import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ebooks, users } from './schema-core.ts';

/**
 * Seat licences for a school (docs/decisions/026-seat-licences.md): an admin sells an organisation `seats` seats
 * for a set of books, valid until a date or without end; the licence's teachers give the seats to their classes'
 * pupils; a reader with a seat reads the books in full while the licence is valid. `seatsUsed` is taken by a
 * conditional UPDATE, so that concurrent assignments never give more seats than were sold.
 */
export const seatLicences = pgTable(
  'seat_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisation: text('organisation').notNull(),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seat_licences_seats_used_range', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seats}`)],
);

/** The books a licence opens. */
export const seatLicenceBooks = pgTable(
  'seat_licence_books',
  {
    licenceId: uuid('licence_id').notNull().references(() => seatLicences.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').notNull().references(() => ebooks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.ebookId] }), index('seat_licence_books_ebook_idx').on(t.ebookId)],
);

/** The organisation's teachers: who gives its seats. */
export const seatLicenceTeachers = pgTable(
  'seat_licence_teachers',
  {
    licenceId: uuid('licence_id').notNull().references(() => seatLicences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.userId] }), index('seat_licence_teachers_user_idx').on(t.userId)],
);

/** A seat given: to whom, by whom, when. One seat a reader and licence. */
export const seatLicenceSeats = pgTable(
  'seat_licence_seats',
  {
    licenceId: uuid('licence_id').notNull().references(() => seatLicences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.userId] }), index('seat_licence_seats_user_idx').on(t.userId)],
);
