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
 * The list answer of architecture.md §3 around one page of rows. The page past the last one answers an empty
 * `data` with the real `last_page`, so that a client can step back.
 */
const pageAnswer = <R>(data: R[], total: number, query: Pick<ListQuery, 'page' | 'per_page'>): ListResponse<R> => ({
  data,
  current_page: query.page,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  per_page: query.per_page,
  total,
});

/** Newest first; the id breaks ties between rows made in one transaction, so that pages never repeat or skip a row. */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [desc(table.createdAt), desc(table.id)];

/** How a list reads one page: the rows at `limit`/`offset` in the list's order, and how many rows there are in all. */
interface PageReader<Row> {
  rows: (limit: number, offset: number) => Promise<Row[]>;
  count: () => Promise<number>;
}

/**
 * One page of any list, as `pageAnswer`. `present` gets the page's rows at once, so that what they name
 * (authors, owners) loads in one query per page rather than one per row.
 */
export async function readPage<Row, R>(
  query: Pick<ListQuery, 'page' | 'per_page'>,
  reader: PageReader<Row>,
  present: (rows: Row[]) => R[] | Promise<R[]>,
): Promise<ListResponse<R>> {
  const [rows, total] = await Promise.all([reader.rows(query.per_page, (query.page - 1) * query.per_page), reader.count()]);
  return pageAnswer(await present(rows), total, query);
}

/**
 * One page of a table, newest first unless `orderBy` says otherwise (it should end with a unique column), as
 * `pageAnswer`: the list builder of every resource that lists one table.
 */
export function listPage<T extends PgTable & { createdAt: PgColumn; id: PgColumn }, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: Pick<ListQuery, 'page' | 'per_page'>,
  present: (row: T['$inferSelect']) => R,
  orderBy: SQL[] = newestFirst(table),
): Promise<ListResponse<R>> {
  return readPage(
    query,
    {
      rows: (limit, offset) => db.select().from(table as PgTable).where(where).orderBy(...orderBy).limit(limit).offset(offset) as Promise<T['$inferSelect'][]>,
      count: () => db.$count(table, where),
    },
    (rows) => rows.map(present),
  );
}

/** Where a page of a deep list starts: the list's total, and how many of its rows are newer than `before`. */
interface PageStart {
  total: number;
  before: Date | null;
  newer: number;
}

/** How a deep list reads one page, newest first. */
export interface DeepPageReader<Row> {
  /** Where the page at `offset` starts, from counts that the table keeps per period. */
  locate: (offset: number) => Promise<PageStart>;
  /** `limit` rows older than `before`, after `skip` of them. */
  rows: (before: Date, limit: number, skip: number) => Promise<Row[]>;
}

/**
 * One page of a long table, newest first, as `pageAnswer`: the list builder of tables that keep counts per
 * period (the orders: a million rows, page 40,000). The counts give the total and the period where the page
 * starts; from there the reader steps over one period's rows at most, so a deep page costs what the first
 * one does.
 */
export async function readDeepPage<Row, R>(query: Pick<ListQuery, 'page' | 'per_page'>, reader: DeepPageReader<Row>, present: (row: Row) => R): Promise<ListResponse<R>> {
  const offset = (query.page - 1) * query.per_page;
  const start = await reader.locate(offset);
  if (offset >= start.total || !start.before) return pageAnswer([], start.total, query);
  const rows = await reader.rows(start.before, query.per_page, offset - start.newer);
  return pageAnswer(rows.map(present), start.total, query);
}
