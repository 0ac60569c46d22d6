import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP, type AccountAnalytics, type AnalyticsBookRow } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { previousOf, type Period } from './period.ts';
import { readerSampleFor, readersOfBooks, salesOf, scopeDaysOf, scopeSources, scopeTotalsOf, seriesFrom } from './report.ts';
import { booksOf, type Scope } from './scope.ts';
import { arrayParam, rowsOf } from './sql.ts';

type AccountScope = Extract<Scope, { kind: 'account' | 'site' }>;
type ScopeDays = Awaited<ReturnType<typeof scopeDaysOf>>;

/** The books that lead the period: summed over the days' most viewed books. */
function leadingBooks(days: ScopeDays): string[] {
  const views = new Map<string, number>();
  for (const day of days) for (const [id, count] of day.books) views.set(id, (views.get(id) ?? 0) + Number(count));
  return [...views].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, ANALYTICS_TOP).map(([id]) => id);
}

/**
 * A line's readers are counted from a sample of about this many reader-days (exactly below it): about 2 % off for the
 * few books read more, which is what a list needs.
 */
const LINE_READER_DAYS = 2_500;

/**
 * Each of these books' headline figures in the period, from their own days (readers from a sample of them for a book
 * read by very many), most viewed first; `scope` keeps a list of ids to the caller's books. A book not read in the
 * period has no line.
 */
async function bookRows(db: Db, scope: AccountScope, period: Period, ids: string[]): Promise<AnalyticsBookRow[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ id: string; title: string; views: number; seconds: number; reader_days: number }>(db, sql`
    select b.id::text as id, b.title, sum(d.views)::int as views, sum(d.seconds)::float8 as seconds, sum(d.readers)::int as reader_days
    from reading_book_days d join ebooks b on b.id = d.ebook_id
    where d.ebook_id = any(${arrayParam(ids)}::uuid[]) and ${booksOf(scope, sql`d.ebook_id`)} and d.day between ${period.from}::date and ${period.to}::date
    group by b.id, b.title`);
  const counted = await readersOfBooks(db, rows.map((row) => ({ id: row.id, sample: readerSampleFor(Number(row.reader_days), LINE_READER_DAYS) })), period);
  return rows
    .map((row) => {
      const { readers, completed } = counted.get(row.id) ?? { readers: 0, completed: 0 };
      return {
        id: row.id,
        title: row.title,
        views: Number(row.views),
        readers,
        avg_seconds: readers > 0 ? Math.round(Number(row.seconds) / readers) : 0,
        completion: readers > 0 ? Math.min(1, completed / readers) : 0,
      };
    })
    .filter((row) => row.views > 0 || row.readers > 0)
    .sort((a, b) => b.views - a.views || a.id.localeCompare(b.id));
}

/**
 * An account's analytics over all its books, or the site's (GET /api/admin/analytics): read from the scope's days
 * (one row a day), then the lines of its leading books (or of the `named` ones) from those books' days.
 */
export async function accountReport(db: Db, scope: AccountScope, period: Period, refusedToday: number | null, named?: string[]): Promise<AccountAnalytics> {
  const before = previousOf(period);
  const [days, previousDays] = await Promise.all([scopeDaysOf(db, scope, period), scopeDaysOf(db, scope, before)]);
  const [totals, previous] = await Promise.all([scopeTotalsOf(db, scope, period, days), scopeTotalsOf(db, scope, before, previousDays)]);
  const [books, sales] = await Promise.all([bookRows(db, scope, period, named ?? leadingBooks(days)), salesOf(db, scope, period, totals.readers)]);
  return {
    ...totals,
    scope: scope.kind,
    period,
    previous: { ...previous, period: before },
    series: seriesFrom(period, days),
    sources: scopeSources(days),
    sales,
    books,
    refused_today: refusedToday,
  };
}
