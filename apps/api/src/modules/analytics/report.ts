import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_SOURCES, ANALYTICS_TOP, type AnalyticsSource, type AnalyticsTotals, type BookAnalytics } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { daysOf, inPeriod, type Period } from './period.ts';
import { booksOf, type Scope } from './scope.ts';
import { estimate, mergedSketchSql } from './sketch.ts';
import { arrayParam, rowsOf } from './sql.ts';

/**
 * The figures every report has (a book's, an account's, the site's), read from the daily totals only (rollup.ts):
 * headline totals, the days of the period, where the views came from, and the sales beside them. A book's come from
 * its own days; an account's and the site's from their days in reading_scope_days, one row a day however many books.
 */

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** An account's or the site's key in reading_scope_days. */
const scopeKey = (scope: Exclude<Scope, { kind: 'book' }>) => (scope.kind === 'site' ? 'site' : `account:${scope.user.id}`);

interface ScopeDay {
  day: string;
  views: number;
  readers: number;
  seconds: number;
  completions: number;
  sources: Record<string, number>;
  books: [string, number][];
}

/** An account's or the site's days of a period. */
export const scopeDaysOf = (db: Db, scope: Exclude<Scope, { kind: 'book' }>, period: Period) =>
  rowsOf<ScopeDay>(db, sql`
    select day::text as day, views, readers, seconds, completions, sources, books
    from reading_scope_days where scope = ${scopeKey(scope)} and ${inPeriod(period)} order by day`);

/**
 * Readers fall into this many buckets by their name's hash (the index reading_reader_days_sample_idx): a reader is in the
 * same bucket on every day and in every book, so some buckets' readers are a fair sample of all of them.
 */
const READER_BUCKETS = 64;
/**
 * A reader's bucket, written as the index writes it: a constant, not a parameter, or PostgreSQL would not match the
 * expression with the index's and would read every reader of the book to filter them.
 */
const readerBucket = sql`(hashtext(reader) & ${sql.raw(String(READER_BUCKETS - 1))})`;
/** About how many reader-days a book's dashboard reads one by one: a book read more is measured from a sample of its readers. */
const READER_DAYS_READ = 10_000;

/**
 * The share of a book's readers its dashboard reads for a period of `readerDays` (the sum of its days' readers, which
 * is at least its readers): all of them up to READER_DAYS_READ, else the fewest buckets that hold about that many.
 */
export function readerSampleFor(readerDays: number, read = READER_DAYS_READ): number {
  const buckets = Math.max(1, Math.min(READER_BUCKETS, Math.floor((READER_BUCKETS * read) / Math.max(readerDays, 1))));
  return buckets / READER_BUCKETS;
}

/** The readers of a `sample` (a share of the buckets): all of them at 1. */
function inSample(sample: number): SQL {
  const buckets = Math.round(sample * READER_BUCKETS);
  return buckets < READER_BUCKETS ? sql`and ${readerBucket} < ${buckets}` : sql``;
}

/**
 * A book's readers in a period, each counted once: how many reached each furthest page, completed, and their time.
 * With a `sample` below 1, only that share of the readers (whole buckets) is read, and its figures are scaled to all.
 */
export async function bookReadersOf(db: Db, ebookId: string, period: Period, sample = 1) {
  const rows = await rowsOf<{ furthest: number; readers: number; completed: number; seconds: number }>(db, sql`
    select furthest, count(*)::int as readers, count(*) filter (where completed)::int as completed, sum(seconds)::float8 as seconds from (
      select reader, max(furthest) as furthest, bool_or(completed) as completed, sum(seconds) as seconds
      from reading_reader_days where ebook_id = ${ebookId}::uuid and ${inPeriod(period)} ${inSample(sample)} group by reader
    ) r group by furthest`);
  const scaled = (count: number) => Math.round(count / sample);
  const sum = (key: 'readers' | 'completed' | 'seconds') => rows.reduce((total, row) => total + Number(row[key]), 0);
  /** Readers by the furthest page they reached (0: none read for a second yet); the readers are their sum, so the funnel adds up. */
  const furthest = new Map(rows.map((row) => [Number(row.furthest), scaled(Number(row.readers))]));
  const readers = [...furthest.values()].reduce((total, count) => total + count, 0);
  return { readers, completed: Math.min(readers, scaled(sum('completed'))), seconds: sum('seconds') / sample, furthest };
}

const totalsFrom = (views: number, readers: number, seconds: number, completed: number): AnalyticsTotals => ({
  views,
  readers,
  avg_seconds: Math.round(ratio(seconds, readers)),
  completion: Math.min(1, ratio(completed, readers)),
});

/**
 * A book's totals of a period: views and time from its days, readers as its dashboard counts them (bookReadersOf, a
 * sample of them for a book read by very many): the figures a report compares with.
 */
export async function bookTotalsOf(db: Db, ebookId: string, period: Period): Promise<AnalyticsTotals> {
  const [sums] = await rowsOf<{ views: number; seconds: number; reader_days: number }>(db, sql`
    select coalesce(sum(views), 0)::int as views, coalesce(sum(seconds), 0)::float8 as seconds, coalesce(sum(readers), 0)::int as reader_days
    from reading_book_days where ebook_id = ${ebookId}::uuid and ${inPeriod(period)}`);
  const readers = await bookReadersOf(db, ebookId, period, readerSampleFor(Number(sums?.reader_days ?? 0)));
  return totalsFrom(Number(sums?.views ?? 0), readers.readers, Number(sums?.seconds ?? 0), readers.completed);
}

/**
 * Each of these books' readers in a period, and those who completed, each book measured from its `sample` of readers
 * and scaled to all: a list of books in one query, each line at the cost of its sample.
 */
export async function readersOfBooks(db: Db, books: { id: string; sample: number }[], period: Period): Promise<Map<string, { readers: number; completed: number }>> {
  if (!books.length) return new Map();
  const buckets = books.map((book) => String(Math.round(book.sample * READER_BUCKETS)));
  const rows = await rowsOf<{ id: string; readers: number; completed: number }>(db, sql`
    select s.id::text as id, r.readers, r.completed
    from unnest(${arrayParam(books.map((book) => book.id))}::uuid[], ${arrayParam(buckets)}::int[]) as s(id, buckets)
    cross join lateral (
      select count(*)::int as readers, count(*) filter (where completed)::int as completed from (
        select reader, bool_or(completed) as completed from reading_reader_days
        where ebook_id = s.id and ${readerBucket} < s.buckets and ${inPeriod(period)} group by reader
      ) x
    ) r`);
  const sampleOf = new Map(books.map((book) => [book.id, book.sample]));
  return new Map(rows.map((row) => {
    const sample = sampleOf.get(row.id) ?? 1;
    return [row.id, { readers: Math.round(Number(row.readers) / sample), completed: Math.round(Number(row.completed) / sample) }];
  }));
}

/**
 * The totals of an account's or the site's `days` of a period: a single day's readers exactly, a longer period's from
 * the days' sketches, merged in the database.
 */
export async function scopeTotalsOf(db: Db, scope: Exclude<Scope, { kind: 'book' }>, period: Period, days: ScopeDay[]): Promise<AnalyticsTotals> {
  const views = days.reduce((total, day) => total + Number(day.views), 0);
  const seconds = days.reduce((total, day) => total + Number(day.seconds), 0);
  if (days.length <= 1) return totalsFrom(views, Number(days[0]?.readers ?? 0), seconds, Number(days[0]?.completions ?? 0));
  const where = sql`scope = ${scopeKey(scope)} and ${inPeriod(period)}`;
  const [[readers], [completed]] = await Promise.all([
    rowsOf<{ filled: number; inverse: number }>(db, mergedSketchSql(sql`readers_sketch`, sql`reading_scope_days`, where)),
    rowsOf<{ filled: number; inverse: number }>(db, mergedSketchSql(sql`completed_sketch`, sql`reading_scope_days`, where)),
  ]);
  const count = estimate(readers!);
  return totalsFrom(views, count, seconds, Math.min(count, estimate(completed!)));
}

/** Each day of the period, the days without reading as zero. */
export function seriesFrom(period: Period, rows: { day: string; views: number; readers: number; seconds: number }[]): BookAnalytics['series'] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(period).map((day) => {
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), readers: Number(row?.readers ?? 0), seconds: Math.round(Number(row?.seconds ?? 0)) };
  });
}

/** A book's days of the period. */
export const bookSeriesOf = async (db: Db, ebookId: string, period: Period) =>
  seriesFrom(period, await rowsOf(db, sql`
    select day::text as day, views, readers, seconds from reading_book_days where ebook_id = ${ebookId}::uuid and ${inPeriod(period)}`));

/** Views by where they came from, most first. */
export async function bookSourcesOf(db: Db, ebookId: string, period: Period): Promise<BookAnalytics['sources']> {
  const rows = await rowsOf<{ source: AnalyticsSource; site: string; views: number }>(db, sql`
    select source::text as source, site, sum(views)::int as views from reading_source_days
    where ebook_id = ${ebookId}::uuid and ${inPeriod(period)} group by source, site order by views desc, source, site limit ${ANALYTICS_TOP}`);
  return rows.map((row) => ({ source: row.source, site: row.site || null, views: Number(row.views) }));
}

/** An account's or the site's views by source, from its days' `{ "<source> <site>": views }`. */
export function scopeSources(days: ScopeDay[]): BookAnalytics['sources'] {
  const views = new Map<string, number>();
  for (const day of days) for (const [key, count] of Object.entries(day.sources)) views.set(key, (views.get(key) ?? 0) + Number(count));
  return [...views]
    .map(([key, count]) => {
      const space = key.indexOf(' ');
      return { source: key.slice(0, space) as AnalyticsSource, site: key.slice(space + 1) || null, views: count };
    })
    .filter((row) => (ANALYTICS_SOURCES as readonly string[]).includes(row.source))
    .sort((a, b) => b.views - a.views || a.source.localeCompare(b.source) || (a.site ?? '').localeCompare(b.site ?? ''))
    .slice(0, ANALYTICS_TOP);
}

/**
 * The period's orders of the books (placed in it, not cancelled, refunded or failed), their revenue once paid, the
 * coupons they used, and orders per reader of the period.
 */
export async function salesOf(db: Db, scope: Scope, period: Period, readers: number): Promise<BookAnalytics['sales']> {
  const books: SQL = scope.kind === 'site' ? sql`i.ebook_id is not null` : booksOf(scope, sql`i.ebook_id`);
  const [row] = await rowsOf<{ orders: number; revenue: number; coupons: number }>(db, sql`
    select count(distinct o.id)::int as orders,
      coalesce(sum(i.line_total) filter (where o.payment_status = 'paid'), 0)::float8 as revenue,
      count(distinct o.id) filter (where o.coupon_id is not null)::int as coupons
    from order_items i join orders o on o.id = i.order_id
    where ${books} and o.status not in ('cancelled', 'refunded', 'failed')
      and o.created_at >= ${period.from}::date and o.created_at < ${period.to}::date + 1`);
  const orders = Number(row?.orders ?? 0);
  return {
    orders,
    revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100,
    coupons_used: Number(row?.coupons ?? 0),
    conversion: readers > 0 ? Math.min(1, orders / readers) : null,
  };
}
