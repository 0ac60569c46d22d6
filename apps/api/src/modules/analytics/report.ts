import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP, type AnalyticsTotals, type BookAnalytics } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { daysOf, inPeriod, type Period } from './period.ts';
import { booksOf, type Scope } from './scope.ts';
import { rowsOf } from './sql.ts';

/**
 * The figures every report has (a book's, an account's, the site's), read from the daily totals only (rollup.ts):
 * headline totals, the days of the period, where the views came from, and the sales beside them.
 */

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Views, readers (each counted once in the period), reading time per reader and the share who reached the last page. */
export async function totalsOf(db: Db, scope: Scope, period: Period): Promise<AnalyticsTotals> {
  const where = sql`${booksOf(scope)} and ${inPeriod(period)}`;
  const [row] = await rowsOf<{ views: number; readers: number; seconds: number; completed: number }>(db, sql`
    select (select coalesce(sum(views), 0)::int from reading_book_days where ${where}) as views,
      count(distinct reader)::int as readers, coalesce(sum(seconds), 0)::float8 as seconds,
      count(distinct reader) filter (where completed)::int as completed
    from reading_reader_days where ${where}`);
  const readers = Number(row?.readers ?? 0);
  return {
    views: Number(row?.views ?? 0),
    readers,
    avg_seconds: Math.round(ratio(Number(row?.seconds ?? 0), readers)),
    completion: ratio(Number(row?.completed ?? 0), readers),
  };
}

/** Each day of the period, the days without reading as zero. */
export async function seriesOf(db: Db, scope: Scope, period: Period): Promise<BookAnalytics['series']> {
  const rows = await rowsOf<{ day: string; views: number; readers: number; seconds: number }>(db, sql`
    select day::text as day, sum(views)::int as views, sum(readers)::int as readers, sum(seconds)::float8 as seconds
    from reading_book_days where ${booksOf(scope)} and ${inPeriod(period)} group by day`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(period).map((day) => {
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), readers: Number(row?.readers ?? 0), seconds: Math.round(Number(row?.seconds ?? 0)) };
  });
}

/** Views by where they came from, most first. */
export async function sourcesOf(db: Db, scope: Scope, period: Period): Promise<BookAnalytics['sources']> {
  const rows = await rowsOf<{ source: BookAnalytics['sources'][number]['source']; site: string; views: number }>(db, sql`
    select source::text as source, site, sum(views)::int as views from reading_source_days
    where ${booksOf(scope)} and ${inPeriod(period)} group by source, site order by views desc, source, site limit ${ANALYTICS_TOP}`);
  return rows.map((row) => ({ source: row.source, site: row.site || null, views: Number(row.views) }));
}

/**
 * The period's orders of the books (placed in it, not cancelled, refunded or failed), their revenue once paid, the
 * coupons they used, and orders per reader of the period.
 */
export async function salesOf(db: Db, scope: Scope, period: Period, readers: number): Promise<BookAnalytics['sales']> {
  const [row] = await rowsOf<{ orders: number; revenue: number; coupons: number }>(db, sql`
    select count(distinct o.id)::int as orders,
      coalesce(sum(i.line_total) filter (where o.payment_status = 'paid'), 0)::float8 as revenue,
      count(distinct o.id) filter (where o.coupon_id is not null)::int as coupons
    from order_items i join orders o on o.id = i.order_id
    where ${booksOf(scope, sql`i.ebook_id`)} and o.status not in ('cancelled', 'refunded', 'failed')
      and o.created_at >= ${period.from}::date and o.created_at < ${period.to}::date + 1`);
  const orders = Number(row?.orders ?? 0);
  return {
    orders,
    revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100,
    coupons_used: Number(row?.coupons ?? 0),
    conversion: readers > 0 ? Math.min(1, orders / readers) : null,
  };
}
