import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP, type AccountAnalytics, type AnalyticsBookRow } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { inPeriod, previousOf, type Period } from './period.ts';
import { salesOf, seriesOf, sourcesOf, totalsOf } from './report.ts';
import { booksOf, type Scope } from './scope.ts';
import { arrayParam, rowsOf } from './sql.ts';

/** The most viewed books of a scope in the period (or the `named` ones of it that were read), each with its own headline figures. */
async function topBooksOf(db: Db, scope: Scope, period: Period, named?: string[]): Promise<AnalyticsBookRow[]> {
  const only = named ? sql` and ebook_id = any(${arrayParam(named)}::uuid[])` : sql``;
  const rows = await rowsOf<{ id: string; title: string; views: number; readers: number; seconds: number; completed: number }>(db, sql`
    with top as (
      select ebook_id, sum(views)::int as views from reading_book_days
      where ${booksOf(scope)} and ${inPeriod(period)}${only} group by ebook_id order by views desc, ebook_id limit ${named?.length ?? ANALYTICS_TOP}
    )
    select b.id::text as id, b.title, top.views,
      count(distinct r.reader)::int as readers, coalesce(sum(r.seconds), 0)::float8 as seconds,
      count(distinct r.reader) filter (where r.completed)::int as completed
    from top join ebooks b on b.id = top.ebook_id
    left join reading_reader_days r on r.ebook_id = top.ebook_id and r.day between ${period.from}::date and ${period.to}::date
    group by b.id, b.title, top.views order by top.views desc, b.id`);
  return rows.map((row) => {
    const readers = Number(row.readers);
    return {
      id: row.id,
      title: row.title,
      views: Number(row.views),
      readers,
      avg_seconds: readers > 0 ? Math.round(Number(row.seconds) / readers) : 0,
      completion: readers > 0 ? Number(row.completed) / readers : 0,
    };
  });
}

/** An account's analytics over all its books, or the site's (GET /api/admin/analytics). */
export async function accountReport(db: Db, scope: Extract<Scope, { kind: 'account' | 'site' }>, period: Period, refusedToday: number | null, named?: string[]): Promise<AccountAnalytics> {
  const before = previousOf(period);
  const [totals, previous, series, sources, books] = await Promise.all([
    totalsOf(db, scope, period),
    totalsOf(db, scope, before),
    seriesOf(db, scope, period),
    sourcesOf(db, scope, period),
    topBooksOf(db, scope, period, named),
  ]);
  return {
    ...totals,
    scope: scope.kind,
    period,
    previous: { ...previous, period: before },
    series,
    sources,
    sales: await salesOf(db, scope, period, totals.readers),
    books,
    refused_today: refusedToday,
  };
}
