import { sql, type SQL } from 'drizzle-orm';
import { index, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@folio/shared';

/** A trigram index for `ILIKE '%term%'` searches on one text column. */
export const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);

/**
 * One text of a `translations` column in one language (`translations->'ar'->>'title'`), null when it is not
 * translated. The language and the field are written into the SQL, not bound, so that a search's condition is the
 * very expression its trigram index holds (translatedTrigram); both come from the code's own lists, never a request.
 */
export const translatedTextSql = (column: AnyPgColumn, language: Language, field: string): SQL<string | null> =>
  sql<string | null>`(${column}->${sql.raw(`'${language}'`)}->>${sql.raw(`'${field}'`)})`;

/** A trigram index of one translated text in one language, for `ILIKE '%term%'` searches of it (decision 017). */
export const translatedTrigram = (name: string, column: AnyPgColumn, language: Language, field: string) =>
  index(name).using('gin', sql`${translatedTextSql(column, language, field)} gin_trgm_ops`);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An amount of money, two decimals, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
