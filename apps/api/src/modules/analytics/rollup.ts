import { sql } from 'drizzle-orm';
import { ANALYTICS_VIEW_GAP_MINUTES, HEATMAP_GRID } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { readingRollupMark } from '../../db/schema.ts';
import { sketchSql } from './sketch.ts';
import { arrayParam, rowsOf } from './sql.ts';

/** How often the rollup job runs (modules/jobs/queue.ts): dashboards are this far behind the readers at most, and a little more. */
export const ROLLUP_EVERY_SECONDS = 10;
/**
 * Events are rolled up once they are this old, and each run looks this much further back than the last one ended, so
 * that an insert whose transaction committed after a run began (its received_at earlier than the run) is not missed.
 * Rolling a book's day up twice is harmless: each run recomputes whole days.
 */
const SETTLE_MS = 5_000;
const OVERLAP_MS = 30_000;
/** Book-days recomputed per transaction, so that a backlog (a restored database, the benchmark's data) goes in steps. */
const CHUNK = 2_000;

/**
 * The books an account's or the site's day keeps as its most viewed: a period's most viewed are found among the days'
 * (exact for the books that lead on most days, which are those a list of ten shows).
 */
const SCOPE_TOP_BOOKS = 50;

/** The analytics' own lock (any number the same in every process: 'rollup' in ASCII), so that two runs never overlap. */
const ROLLUP_LOCK = 0x726f6c6c7570;

type BookDay = { ebook_id: string; day: string };

/**
 * Rolls up the raw events that arrived since the last run into the daily totals the dashboards read (schema-analytics.ts):
 * finds the books' days that received events, and recomputes each of those days whole from its raw events. Answers how
 * many book-days it recomputed.
 */
export async function rollUp(db: Db, now = new Date()): Promise<number> {
  const [mark] = await db.select().from(readingRollupMark).limit(1);
  const upTo = new Date(now.getTime() - SETTLE_MS);
  const since = mark ? new Date(mark.upTo.getTime() - OVERLAP_MS) : new Date(0);
  const dirty = await rowsOf<BookDay>(db, sql`
    select distinct ebook_id::text, day::text from reading_events
    where received_at > ${since.toISOString()}::timestamptz and received_at <= ${upTo.toISOString()}::timestamptz
    order by day, ebook_id`);
  for (let start = 0; start < dirty.length; start += CHUNK) await recompute(db, dirty.slice(start, start + CHUNK));
  // Then each day of the accounts and the site that own those books, once, from all their books' days.
  for (const day of new Set(dirty.map((d) => d.day))) await recomputeScopes(db, day, [...new Set(dirty.filter((d) => d.day === day).map((d) => d.ebook_id))]);
  await db
    .insert(readingRollupMark)
    .values({ id: 1, upTo, ranAt: now })
    .onConflictDoUpdate({ target: readingRollupMark.id, set: { upTo, ranAt: now } });
  return dirty.length;
}

/**
 * The accounts that own a book (`b`): its maker and its publisher's sign-in account (as plugins/auth.ts gives a publisher
 * account its publisher), as `account:<id>` scopes, and the site.
 */
const ownersOf = sql`
  cross join lateral (
    select 'site', null::uuid
    union all select 'account:' || b.created_by, b.created_by where b.created_by is not null
    union all select 'account:' || u.id, u.id from publishers p join users u on u.id = p.user_id and u.role = 'publisher' where p.id = b.publisher_id
  ) o(scope, account_id)`;

/** Recomputes every daily total of these books' days from their raw events, in one transaction. */
async function recompute(db: Db, bookDays: BookDay[]): Promise<void> {
  if (!bookDays.length) return;
  const ids = arrayParam(bookDays.map((d) => d.ebook_id));
  const days = arrayParam(bookDays.map((d) => d.day));
  const sorted = bookDays.map((d) => d.day).sort();
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  const G = HEATMAP_GRID;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    // PostgreSQL's JIT would compile these plans over every day's partition for seconds (measured: 7.9 s with it, 71 ms
    // without, for one step's read of events): nothing here runs long enough to pay that back.
    await tx.execute(sql`set local jit = off`);
    // Temporary tables are made first and filled after: a statement that makes a table takes no parameters.
    await tx.execute(sql`create temp table rollup_days (ebook_id uuid, day date) on commit drop`);
    await tx.execute(sql`insert into rollup_days select * from unnest(${ids}::uuid[], ${days}::date[])`);
    // The days' events, read once (the day range lets the planner skip the other days' partitions).
    await tx.execute(sql`create temp table rollup_events (like reading_events) on commit drop`);
    await tx.execute(sql`
      insert into rollup_events
      select e.* from reading_events e join rollup_days d on e.ebook_id = d.ebook_id and e.day = d.day
      where e.day between ${first}::date and ${last}::date`);
    // A view counts once per reader per book per ANALYTICS_VIEW_GAP_MINUTES; a view without a reader (DNT/GPC) always counts.
    await tx.execute(sql`
      create temp table rollup_views on commit drop as
      select ebook_id, day, reader, coalesce(source, 'site') as source, coalesce(target, '') as site from (
        select *, lag(at) over (partition by ebook_id, reader order by at) as previous from rollup_events where type = 'view'
      ) v
      where reader is null or previous is null or at - previous >= interval '${sql.raw(String(ANALYTICS_VIEW_GAP_MINUTES))} minutes'`);
    for (const table of ['reading_reader_days', 'reading_book_days', 'reading_page_days', 'reading_target_days', 'reading_source_days', 'reading_tap_days']) {
      await tx.execute(sql`delete from ${sql.identifier(table)} t using rollup_days d where t.ebook_id = d.ebook_id and t.day = d.day`);
    }
    // Readers: their views, time, furthest page, and whether that reached the book's last page.
    await tx.execute(sql`
      insert into reading_reader_days (ebook_id, day, reader, user_id, views, seconds, furthest, completed)
      select e.ebook_id, e.day, e.reader, (array_agg(e.user_id) filter (where e.user_id is not null))[1],
        coalesce(max(v.views), 0),
        coalesce(sum(e.value) filter (where e.type = 'page'), 0),
        coalesce(max(e.page) filter (where e.type = 'page'), 0),
        coalesce(max(e.page) filter (where e.type = 'page'), 0) >= greatest(1, max(case when b.book_type = 'pdf' then coalesce(b.pdf_page_count, 0) else b.page_count end))
      from rollup_events e
      join ebooks b on b.id = e.ebook_id
      left join (select ebook_id, day, reader, count(*)::int as views from rollup_views where reader is not null group by 1, 2, 3) v
        on v.ebook_id = e.ebook_id and v.day = e.day and v.reader = e.reader
      where e.reader is not null
      group by e.ebook_id, e.day, e.reader`);
    const theirReaders = sql`select rd.ebook_id, rd.day, rd.reader, rd.seconds, rd.completed from reading_reader_days rd join rollup_days x on x.ebook_id = rd.ebook_id and x.day = rd.day`;
    await tx.execute(sql`
      insert into reading_book_days (ebook_id, day, views, readers, seconds, completions, read_aloud, flashcards, zooms, downloads, taps)
      select d.ebook_id, d.day, coalesce(v.views, 0), coalesce(r.readers, 0), coalesce(r.seconds, 0), coalesce(r.completions, 0),
        coalesce(e.read_aloud, 0), coalesce(e.flashcards, 0), coalesce(e.zooms, 0), coalesce(e.downloads, 0), coalesce(e.taps, 0)
      from rollup_days d
      left join (select ebook_id, day, count(*) as views from rollup_views group by 1, 2) v on v.ebook_id = d.ebook_id and v.day = d.day
      left join (
        select ebook_id, day, count(*) filter (where type = 'read_aloud') as read_aloud, count(*) filter (where type = 'flashcard') as flashcards,
          count(*) filter (where type = 'zoom') as zooms, count(*) filter (where type = 'download') as downloads, count(*) filter (where type = 'tap') as taps
        from rollup_events group by 1, 2
      ) e on e.ebook_id = d.ebook_id and e.day = d.day
      left join (
        select ebook_id, day, count(*) as readers, sum(seconds) as seconds, count(*) filter (where completed) as completions
        from (${theirReaders}) t group by 1, 2
      ) r on r.ebook_id = d.ebook_id and r.day = d.day`);
    await tx.execute(sql`
      insert into reading_page_days (ebook_id, day, page, readers, seconds)
      select ebook_id, day, page, count(distinct coalesce(reader, '')), sum(value)
      from rollup_events where type = 'page' and page is not null group by 1, 2, 3`);
    // Links, searches (their words as typed, in lower case), and sounds and videos with how far each play got.
    await tx.execute(sql`
      insert into reading_target_days (ebook_id, day, kind, target, count, progress)
      select ebook_id, day, kind, target, count(*), coalesce(sum(progress), 0) from (
        select ebook_id, day, case when type = 'media' then coalesce(kind, 'audio') else type::text end as kind,
          case when type = 'search' then lower(target) else target end as target,
          case when type = 'media' then value end as progress
        from rollup_events where type in ('link', 'search', 'media') and target is not null
      ) t group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into reading_source_days (ebook_id, day, source, site, views)
      select ebook_id, day, source, site, count(*) from rollup_views group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into reading_tap_days (ebook_id, day, page, cell, count)
      select ebook_id, day, page, least(floor(y * ${G})::int, ${G - 1}) * ${G} + least(floor(value * ${G})::int, ${G - 1}), count(*)
      from rollup_events where type = 'tap' and page is not null and value is not null and y is not null group by 1, 2, 3, 4`);
    // Dropped now rather than at commit, so that a caller's own transaction may recompute again.
    await tx.execute(sql`drop table rollup_days, rollup_events, rollup_views`);
  });
}

/**
 * One day of the accounts that own these books and of the site, totalled again from all their books' totals of the
 * day (not only these books'): views, time, readers (exact for the day, and as a sketch), completions, views by
 * source and the most viewed books. One transaction.
 */
async function recomputeScopes(db: Db, day: string, ebookIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`create temp table rollup_scopes (scope text, day date, account_id uuid) on commit drop`);
    await tx.execute(sql`
      insert into rollup_scopes select distinct o.scope, ${day}::date, o.account_id
      from ebooks b ${ownersOf} where b.id = any(${arrayParam(ebookIds)}::uuid[])`);
    await tx.execute(sql`create temp table rollup_scope_books (scope text, day date, ebook_id uuid) on commit drop`);
    await tx.execute(sql`
      insert into rollup_scope_books
      select distinct o.scope, bd.day, bd.ebook_id from reading_book_days bd join ebooks b on b.id = bd.ebook_id ${ownersOf}
      join rollup_scopes s on s.scope = o.scope
      where bd.day = ${day}::date`);
    await tx.execute(sql`delete from reading_scope_days t using rollup_scopes s where t.scope = s.scope and t.day = s.day`);
    const theirReaders = sql`select sb.scope, sb.day, rd.reader, rd.completed from rollup_scope_books sb join reading_reader_days rd on rd.ebook_id = sb.ebook_id and rd.day = sb.day`;
    const theirBooks = sql`rollup_scope_books sb join reading_book_days bd on bd.ebook_id = sb.ebook_id and bd.day = sb.day`;
    await tx.execute(sql`
      insert into reading_scope_days (scope, day, account_id, views, readers, seconds, completions, readers_sketch, completed_sketch, sources, books)
      select s.scope, s.day, s.account_id, coalesce(b.views, 0), coalesce(r.readers, 0), coalesce(b.seconds, 0), coalesce(r.completions, 0),
        k.readers_sketch, k.completed_sketch, coalesce(src.sources, '{}'), coalesce(top.books, '[]')
      from rollup_scopes s
      left join (select sb.scope, sb.day, sum(bd.views) as views, sum(bd.seconds) as seconds from ${theirBooks} group by 1, 2) b
        on b.scope = s.scope and b.day = s.day
      left join (
        select scope, day, count(distinct reader) as readers, count(distinct reader) filter (where completed) as completions
        from (${theirReaders}) t group by 1, 2
      ) r on r.scope = s.scope and r.day = s.day
      left join (${sketchSql(sql`scope, day`, theirReaders)}) k on k.scope = s.scope and k.day = s.day
      left join (
        select scope, day, jsonb_object_agg(key, views) as sources from (
          select sb.scope, sb.day, sd.source::text || ' ' || sd.site as key, sum(sd.views)::int as views
          from rollup_scope_books sb join reading_source_days sd on sd.ebook_id = sb.ebook_id and sd.day = sb.day group by 1, 2, 3
        ) x group by 1, 2
      ) src on src.scope = s.scope and src.day = s.day
      left join (
        select scope, day, jsonb_agg(jsonb_build_array(ebook_id, views) order by views desc, ebook_id) as books from (
          select sb.scope, sb.day, bd.ebook_id, bd.views, row_number() over (partition by sb.scope, sb.day order by bd.views desc, bd.ebook_id) as place
          from ${theirBooks} where bd.views > 0
        ) x where place <= ${SCOPE_TOP_BOOKS} group by 1, 2
      ) top on top.scope = s.scope and top.day = s.day`);
    await tx.execute(sql`drop table rollup_scopes, rollup_scope_books`);
  });
}
