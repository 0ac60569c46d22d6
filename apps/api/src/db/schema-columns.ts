import { sql } from 'drizzle-orm';
import { index, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A trigram index for `ILIKE '%term%'` searches on one text column. */
export const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An amount of money, two decimals, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
