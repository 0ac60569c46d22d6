import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP, HEATMAP_GRID, type BookAnalytics, type Heatmap } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { inPeriod, previousOf, type Period } from './period.ts';
import { bookReadersOf, bookSeriesOf, bookSourcesOf, bookTotalsOf, readerSampleFor, salesOf } from './report.ts';
import type { Scope } from './scope.ts';
import { rowsOf } from './sql.ts';


/**
 * Per page: how many readers reached it (a reader reached every page up to the furthest they read, so the funnel
 * never rises), that as a share of all readers, and the time spent on it per reader that read it.
 */
async function pagesOf(db: Db, ebookId: string, period: Period, pageCount: number, reachedAtLeast: Map<number, number>, readers: number): Promise<BookAnalytics['pages']> {
  const time = await rowsOf<{ page: number; readers: number; seconds: number }>(db, sql`
    select page, sum(readers)::int as readers, sum(seconds)::float8 as seconds from reading_page_days
    where ebook_id = ${ebookId}::uuid and ${inPeriod(period)} group by page`);
  const timeOn = new Map(time.map((row) => [Number(row.page), row]));
  const last = Math.max(pageCount, ...reachedAtLeast.keys(), 0);
  const pages: BookAnalytics['pages'] = [];
  let reached = 0;
  // From the last page back: those whose furthest page is p or beyond reached p.
  for (let page = last; page >= 1; page -= 1) {
    reached += reachedAtLeast.get(page) ?? 0;
    const visits = timeOn.get(page);
    const visitors = Number(visits?.readers ?? 0);
    pages.unshift({ page, readers: reached, reach: readers > 0 ? reached / readers : 0, avg_seconds: visitors > 0 ? Math.round(Number(visits!.seconds) / visitors) : 0 });
  }
  return pages;
}

/** Links followed, words searched, sounds and videos played: the most frequent first. */
async function targetsOf(db: Db, ebookId: string, period: Period) {
  const rows = await rowsOf<{ kind: string; target: string; count: number; progress: number }>(db, sql`
    select kind, target, count, progress from (
      select kind, target, sum(count)::int as count, sum(progress)::float8 as progress,
        row_number() over (partition by kind order by sum(count) desc, target) as rank
      from reading_target_days where ebook_id = ${ebookId}::uuid and ${inPeriod(period)} group by kind, target
    ) t where rank <= ${ANALYTICS_TOP} order by kind, count desc, target`);
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    links: of('link').map((row) => ({ target: row.target, clicks: Number(row.count) })),
    searches: of('search').map((row) => ({ words: row.target, count: Number(row.count) })),
    media: rows
      .filter((row) => row.kind === 'audio' || row.kind === 'video')
      .map((row) => ({ target: row.target, kind: row.kind as 'audio' | 'video', plays: Number(row.count), avg_progress: Number(row.count) > 0 ? Number(row.progress) / Number(row.count) : 0 })),
  };
}

async function interactionsOf(db: Db, ebookId: string, period: Period): Promise<BookAnalytics['interactions']> {
  const [row] = await rowsOf<Record<string, number>>(db, sql`
    select coalesce(sum(read_aloud), 0)::int as read_aloud, coalesce(sum(flashcards), 0)::int as flashcards,
      coalesce(sum(zooms), 0)::int as zooms, coalesce(sum(downloads), 0)::int as downloads, coalesce(sum(taps), 0)::int as taps,
      (select count(*)::int from quiz_answers where ebook_id = ${ebookId}::uuid
        and answered_at >= ${period.from}::date and answered_at < ${period.to}::date + 1) as answers
    from reading_book_days where ebook_id = ${ebookId}::uuid and ${inPeriod(period)}`);
  const n = (key: string) => Number(row?.[key] ?? 0);
  return { read_aloud: n('read_aloud'), flashcards: n('flashcards'), zooms: n('zooms'), downloads: n('downloads'), taps: n('taps'), answers: n('answers') };
}

/**
 * A book's dashboard over a period (GET /api/admin/ebooks/{id}/analytics). The words readers searched for are the
 * owner's to read only (`showSearches`): an admin sees the rest.
 */
export async function bookReport(db: Db, book: { id: string; pageCount: number }, period: Period, showSearches: boolean): Promise<BookAnalytics> {
  const scope: Scope = { kind: 'book', ebookId: book.id };
  const before = previousOf(period);
  // The period's days say how many readers to expect, and so whether to read them all or a sample of them; they are
  // then read once, for the headline figures and the funnel both.
  const series = await bookSeriesOf(db, book.id, period);
  const sample = readerSampleFor(series.reduce((total, day) => total + day.readers, 0));
  const [readers, previous, sources, targets, interactions] = await Promise.all([
    bookReadersOf(db, book.id, period, sample),
    bookTotalsOf(db, book.id, before),
    bookSourcesOf(db, book.id, period),
    targetsOf(db, book.id, period),
    interactionsOf(db, book.id, period),
  ]);
  const views = series.reduce((total, day) => total + day.views, 0);
  const totals = {
    views,
    readers: readers.readers,
    avg_seconds: readers.readers > 0 ? Math.round(readers.seconds / readers.readers) : 0,
    completion: readers.readers > 0 ? readers.completed / readers.readers : 0,
  };
  const [pages, sales] = await Promise.all([
    pagesOf(db, book.id, period, book.pageCount, readers.furthest, readers.readers),
    salesOf(db, scope, period, readers.readers),
  ]);
  return {
    ...totals,
    sample,
    period,
    previous: { ...previous, period: before },
    page_count: book.pageCount,
    series,
    pages,
    links: targets.links,
    searches: showSearches ? targets.searches : null,
    media: targets.media,
    interactions,
    sources,
    sales,
  };
}

/** Where readers tapped on one page of a book over a period, per cell of the heatmap's grid. */
export async function heatmapOf(db: Db, ebookId: string, page: number, period: Period): Promise<Heatmap> {
  const rows = await rowsOf<{ cell: number; count: number }>(db, sql`
    select cell, sum(count)::int as count from reading_tap_days
    where ebook_id = ${ebookId}::uuid and page = ${page} and ${inPeriod(period)} group by cell order by cell`);
  return {
    page,
    grid: HEATMAP_GRID,
    cells: rows.map((row) => ({ x: Number(row.cell) % HEATMAP_GRID, y: Math.floor(Number(row.cell) / HEATMAP_GRID), count: Number(row.count) })),
  };
}
