import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, ListResponse } from '@folio/shared';
import type { Db } from '../db/client.ts';

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE for a list: the search term in any of the columns (trigram-indexed), plus extra conditions. */
export function listWhere(search: string | undefined, columns: PgColumn[], ...extra: (SQL | undefined)[]): SQL | undefined {
  const term = search?.trim();
  const matches = term ? or(...columns.map((c) => ilike(c, containsPattern(term)))) : undefined;
  return and(matches, ...extra);
}

export const statusIs = (column: PgColumn, status: string | undefined) => (status ? eq(column, status) : undefined);

/**
 * The list answer of DESIGN.md §3 around one page of rows. The page past the last one answers an empty
 * `data` with the real `last_page`, so that a client can step back.
 */
export const pageAnswer = <R>(data: R[], total: number, query: Pick<ListQuery, 'page' | 'per_page'>): ListResponse<R> => ({
  data,
  current_page: query.page,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  per_page: query.per_page,
  total,
});

/**
 * One page of a table, newest first, as `pageAnswer`: the list builder of every resource that lists one table.
 */
export async function listPage<T extends PgTable & { createdAt: PgColumn; id: PgColumn }, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: Pick<ListQuery, 'page' | 'per_page'>,
  present: (row: T['$inferSelect']) => R,
): Promise<ListResponse<R>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      // The id breaks ties between rows made in one transaction, so that pages never repeat or skip a row.
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(table, where),
  ]);
  return pageAnswer((rows as T['$inferSelect'][]).map(present), total, query);
}
