// Reading analytics at a big site's size, for `npm run bench:analytics`: recreates a PostgreSQL database
// (BENCH_ANALYTICS_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/folio_analytics_bench; loopback only,
// a name that says "bench", since it is dropped first), migrates it with the API's own migrations, and then:
//   1. volume: BENCH_BOOKS books (100,000) and BENCH_EVENTS raw events (50 million) over the last 90 days, made in
//      set-based SQL as readers' visits (a view, the pages read with their seconds and a falling funnel, taps around
//      two spots, some links, media, searches, read-aloud, flashcards, zooms, downloads), a few books read by many and
//      most by few, into one partition per day as the maintenance job keeps them; then rolled up into the daily
//      totals by the API's own rollup (modules/analytics/rollup.ts, loaded through tsx);
//   2. ingest: the API on that database takes POST /api/public/events from BENCH_CONNECTIONS clients (32) for
//      BENCH_SECONDS (30), batches of 20 events, each from a new reader's tab; events/s and p50/p95/p99;
//   3. dashboards: a book's 90 days (the busiest book, and typical ones) and GET /api/admin/analytics over 90 days
//      as the admin (the whole site) and as a publisher with many books; p50/p95.
// The issue asks for ≥ 5,000 events/s at p99 ≤ 50 ms, a book's dashboard ≤ 200 ms p95, the site's ≤ 500 ms p95.
// Deterministic data (setseed). Figures, not a test.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { benchDatabase, migrateWithTheApi } from './data.mjs';
import { measure, ms, paced, percentile } from './rounds.mjs';
import { startServer } from './server.mjs';

const target = benchDatabase(process.env.BENCH_ANALYTICS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_analytics_bench');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000_000);
const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DAYS = 90;
const BATCH = 20;
/** Visits generated per statement: one step of progress. */
const VISITS_PER_STEP = 500_000;
/** One book in fifty is filed under the publisher whose dashboard is measured. */
const PUBLISHER_SHARE = 50;
const ADMIN = { email: 'bench-admin@folio.test', password: 'bench-admin-password' };
const PUBLISHER = { email: 'bench-publisher@folio.test', password: 'bench-publisher-password' };
const started = Date.now();
const step = (what) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${what}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const admin = new pg.Client({ connectionString: target.adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${target.name}`);
await admin.end();
migrateWithTheApi({ DATABASE_URL: target.url });
step('migrated');

const db = new pg.Client({ connectionString: target.url });
await db.connect();
const q = (text, values) => db.query(text, values);
// Days are UTC days, as the API counts them; the generator keeps the keys true, so no foreign key is checked row by row.
await q(`SET TimeZone = 'UTC'; SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'`);
await q('SELECT setseed(0.42)');

const [adminHash, publisherHash, ownerHash] = await Promise.all([hash(ADMIN.password), hash(PUBLISHER.password), hash(`unused-${Math.random()}`)]);
await q(`INSERT INTO users (name, email, password_hash, role) VALUES ('Bench Admin', $1, $2, 'admin')`, [ADMIN.email, adminHash]);
const { rows: [{ id: publisherUser }] } = await q(`INSERT INTO users (name, email, password_hash, role) VALUES ('Bench Publisher', $1, $2, 'publisher') RETURNING id`, [PUBLISHER.email, publisherHash]);
const { rows: [{ id: publisher }] } = await q(`INSERT INTO publishers (user_id, name, email, status) VALUES ($1, 'Bench Press', $2, 'active') RETURNING id`, [publisherUser, PUBLISHER.email]);
await q(`INSERT INTO users (name, email, password_hash) SELECT 'Author ' || g, 'author' || g || '@bench.test', $1 FROM generate_series(1, 1000) g`, [ownerHash]);
// Books in an order of popularity unrelated to their age or owner (`rank`, 1 the most read); 8 to 64 pages.
await q(`
  INSERT INTO ebooks (title, slug, status, approval_status, width, height, page_count, created_by, publisher_id)
  SELECT 'Book ' || g, 'book-' || g, 'published', 'approved', 794, 1123, 8 + g % 57, a.id, CASE WHEN g % ${PUBLISHER_SHARE} = 0 THEN $1::uuid END
  FROM generate_series(1, ${BOOKS}) g JOIN (SELECT id, row_number() OVER (ORDER BY email) AS k FROM users WHERE email LIKE 'author%') a ON a.k = 1 + g % 1000`, [publisher]);
await q(`CREATE TABLE bench_shelf AS SELECT row_number() OVER (ORDER BY md5(id::text))::int AS rank, id, page_count FROM ebooks`);
await q('CREATE UNIQUE INDEX ON bench_shelf (rank)');
step(`${BOOKS.toLocaleString('en')} books, ${Math.round(BOOKS / PUBLISHER_SHARE).toLocaleString('en')} of them the publisher's`);

// One partition per day, as the maintenance job (modules/analytics/partitions.ts) has kept them on a live site.
await q(`DO $$ DECLARE d date; BEGIN
  FOR d IN SELECT current_date - ${DAYS - 1} + k FROM generate_series(0, ${DAYS + 2}) k LOOP
    EXECUTE format('CREATE TABLE reading_events_%s PARTITION OF reading_events FOR VALUES FROM (%L) TO (%L)', to_char(d, 'YYYYMMDD'), d, d + 1);
  END LOOP; END $$`);
// The raw events' indexes are built after the load: a bulk build is many times faster than row-by-row upkeep.
const { rows: indexes } = await q(`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'reading_events'`);
for (const index of indexes) await q(`DROP INDEX ${index.name}`);

// A visit: a reader opens a book on a day. Book rank ~ BOOKS·u³ (the first 1% of books get a fifth of the visits,
// half the books share a fifth); more visits lately; a third of readers come back. Then its events, from the view on.
const visitSql = (from, to) => `
  INSERT INTO reading_events (day, at, received_at, ebook_id, reader, user_id, type, page, value, y, target, kind, source)
  SELECT v.day, v.at + e.after, least(now() - interval '1 minute', v.at + e.after + interval '2 seconds'), v.ebook_id, v.reader, NULL,
    e.type::analytics_event_type, e.page, e.value, e.y, e.target, e.kind, e.source::analytics_source
  FROM (
    SELECT s.id AS ebook_id, s.page_count, s.rank, x.day,
      x.day + (least(now() - interval '1 hour', x.day + interval '1 day') - x.day) * random() AS at,
      'a:' || md5('reader' || floor(random() * ${Math.max(1000, Math.round(EVENTS / 24))})) AS reader,
      least(s.page_count, 1 + floor(ln(1 - random()) / ln(0.82))::int) AS furthest,
      random() AS r_source, random() AS r_extra
    FROM (SELECT 1 + floor(${BOOKS} * power(random(), 3))::int AS rank, current_date - floor(${DAYS} * power(random(), 1.3))::int AS day
          FROM generate_series(${from}, ${to})) x
    JOIN bench_shelf s ON s.rank = x.rank
  ) v
  CROSS JOIN LATERAL (
    SELECT interval '0' AS after, 'view' AS type, NULL::int AS page, NULL::real AS value, NULL::real AS y,
      CASE WHEN v.r_source >= 0.55 AND v.r_source < 0.67 THEN (ARRAY['school.example.org', 'blog.example.com', 'library.example.net', 'lms.example.edu'])[1 + floor(random() * 4)::int] END AS target,
      NULL AS kind,
      CASE WHEN v.r_source < 0.55 THEN 'site' WHEN v.r_source < 0.67 THEN 'embed' WHEN v.r_source < 0.82 THEN 'share' WHEN v.r_source < 0.92 THEN 'class' ELSE 'lms' END AS source
    UNION ALL
    SELECT interval '25 seconds' * p, 'page', p, least(300, 3 + 30 * -ln(1 - random()))::real, NULL, NULL, NULL, NULL FROM generate_series(1, v.furthest) p
    UNION ALL
    SELECT interval '25 seconds' * t, 'tap', 1 + (t * 7) % v.furthest, (cx + (random() - 0.5) * 0.16)::real, (cy + (random() - 0.5) * 0.16)::real, NULL, NULL, NULL
    FROM generate_series(1, floor(v.r_extra * 4)::int - 1) t,
      LATERAL (SELECT CASE WHEN random() < 0.6 THEN 0.3 ELSE 0.72 END AS cx, CASE WHEN random() < 0.5 THEN 0.35 ELSE 0.8 END AS cy) spot
    UNION ALL
    SELECT interval '1 minute', 'link', 1 + v.rank % v.furthest, NULL, NULL, CASE WHEN random() < 0.4 THEN 'page:' || (1 + floor(random() * v.page_count)) ELSE 'https://example.org/more/' || (v.rank % 5) END, NULL, NULL
    WHERE random() < 0.12
    UNION ALL
    SELECT interval '90 seconds', 'media', 1 + v.rank % v.furthest, random()::real, NULL, '/media/' || v.rank || (CASE WHEN v.rank % 3 = 0 THEN '.mp4' ELSE '.mp3' END),
      CASE WHEN v.rank % 3 = 0 THEN 'video' ELSE 'audio' END, NULL
    WHERE random() < 0.08
    UNION ALL
    SELECT interval '2 minutes', 'search', NULL, NULL, NULL, (ARRAY['volcano', 'fractions', 'glossary', 'answer key', 'map', 'chapter 2'])[1 + floor(random() * 6)::int], NULL, NULL
    WHERE random() < 0.03
    UNION ALL
    SELECT interval '3 minutes', k, 1 + v.rank % v.furthest, CASE WHEN k = 'zoom' THEN 2::real END, NULL, CASE WHEN k = 'download' THEN 'pdf' END, NULL, NULL
    FROM unnest(ARRAY['read_aloud', 'flashcard', 'zoom', 'download'], ARRAY[0.05, 0.04, 0.03, 0.01]) AS o(k, chance) WHERE random() < chance
  ) e`;

let generated = 0;
const generating = Date.now();
for (let visit = 1; generated < EVENTS; visit += VISITS_PER_STEP) {
  // About eight events a visit: the last step is cut to what is left.
  const visits = Math.min(VISITS_PER_STEP, Math.max(1000, Math.ceil((EVENTS - generated) / 8)));
  generated += (await q(visitSql(visit, visit + visits - 1))).rowCount;
  step(`events: ${generated.toLocaleString('en')}`);
}
// pg_indexes names a partitioned table's index `ON ONLY` the parent: built again, it must reach every partition.
for (const index of indexes) await q(index.def.replace(' ON ONLY ', ' ON '));
step(`indexes rebuilt: ${indexes.map((i) => i.name).join(', ')}`);
await q('VACUUM (ANALYZE) reading_events');
const generation = Date.now() - generating;
step(`generated ${generated.toLocaleString('en')} events in ${(generation / 1000).toFixed(1)} s (with indexes and analyse)`);

// The API's own rollup, as its job would run on a backlog; each step commits, so the totals' growth shows progress.
const { tsImport } = await import('tsx/esm/api');
const { openDatabase } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);
const { rollUp } = await tsImport('../apps/api/src/modules/analytics/rollup.ts', import.meta.url);
const api = openDatabase({ url: target.url, dataDir: null });
const rolling = Date.now();
const progress = setInterval(async () => {
  const { rows: [row] } = await q(`SELECT n_tup_ins::bigint AS n FROM pg_stat_user_tables WHERE relname = 'reading_book_days'`);
  step(`rolling up: ${Number(row.n).toLocaleString('en')} book-days so far`);
}, 60_000);
const bookDays = await rollUp(api.db, new Date(Date.now() + 6_000)).finally(() => clearInterval(progress));
await api.close();
const rollup = Date.now() - rolling;
step(`rolled up ${bookDays.toLocaleString('en')} book-days in ${(rollup / 1000).toFixed(1)} s (${Math.round(generated / (rollup / 1000)).toLocaleString('en')} events/s)`);
await q('VACUUM (ANALYZE)');
const { rows: sizes } = await q(`
  SELECT t.name, sum(greatest(c.reltuples, 0))::bigint AS rows, pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size
  FROM unnest(ARRAY['reading_events', 'reading_reader_days', 'reading_book_days', 'reading_page_days', 'reading_target_days', 'reading_source_days', 'reading_tap_days']) WITH ORDINALITY AS t(name, n)
  CROSS JOIN LATERAL (SELECT t.name::regclass AS relid UNION SELECT relid FROM pg_partition_tree(t.name::regclass)) r
  JOIN pg_class c ON c.oid = r.relid AND c.relkind <> 'p'
  GROUP BY t.name, t.n ORDER BY t.n`);
for (const s of sizes) console.log(`  ${s.name.padEnd(22)} ${Number(s.rows).toLocaleString('en').padStart(12)} rows  ${s.size}`);

// The books measured: the busiest, and typical ones (the middle of the ranking, among books read at all).
const { rows: ranked } = await q(`SELECT ebook_id AS id, sum(views)::int AS views FROM reading_book_days GROUP BY ebook_id ORDER BY views DESC`);
const busy = ranked[0];
const typical = ranked.slice(Math.floor(ranked.length / 2), Math.floor(ranked.length / 2) + 20);
const shelf = (await q(`SELECT id FROM bench_shelf ORDER BY rank LIMIT 2000`)).rows.map((r) => r.id);
await db.end();

const port = Number(process.env.BENCH_PORT ?? 3393);
// The shared counters (the events' rate limit) in Redis, as a site of several instances keeps them (BENCH_REDIS_URL=none:
// in the database, as a single instance does).
const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const server = startServer({
  port,
  name: 'analytics',
  env: { DATABASE_URL: target.url, SEED_DEMO: 'false', LOGIN_ACCOUNT_MAX: '1000', EVENTS_READER_MAX: '1000000', ...(redis !== 'none' && { REDIS_URL: redis }) },
});
try {
  await server.ready();
  await ingest(server.base, shelf);
  await dashboards(server.base);
} finally {
  server.stop();
}
console.log(`\nvolume: ${generated.toLocaleString('en')} events for ${BOOKS.toLocaleString('en')} books over ${DAYS} days; generated in ${(generation / 1000).toFixed(1)} s, rolled up in ${(rollup / 1000).toFixed(1)} s; whole run ${seconds(started)}`);

/** A reader's batch as the reader sends it: the view, the pages read, a tap and a link, just now, from a new tab. */
function batchOf(books) {
  const now = Date.now();
  const ebook_id = books[Math.floor(books.length * Math.random() ** 2)];
  const at = (i) => new Date(now - (BATCH - i) * 1000).toISOString();
  const events = [{ ebook_id, at: at(0), type: 'view', source: 'site' }];
  for (let i = 1; events.length < BATCH; i++) {
    events.push(i % 6 === 0 ? { ebook_id, at: at(i), type: 'tap', page: Math.ceil(i / 2), x: Math.random(), y: Math.random() } : { ebook_id, at: at(i), type: 'page', page: i, seconds: 5 + Math.random() * 40 });
  }
  events[BATCH - 1] = { ebook_id, at: at(BATCH - 1), type: 'link', page: 3, target: 'https://example.org/more' };
  return JSON.stringify({ session: randomBytes(12).toString('base64url'), events });
}

/**
 * The issue's figure is a rate sustained with a latency: first the API is sent 5,000 events a second (250 batches, an
 * open loop at an even pace, rounds.mjs `paced`: a slow answer does not slow the sending) and the latency of each batch
 * is measured from when it was due; then the clients send as fast as they are answered (autocannon), for the most it takes.
 */
async function ingest(base, books) {
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const times = [];
      let accepted = 0;
      let failed = 0;
      const t0 = Date.now();
      const instance = autocannon({
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [{ method: 'POST', path: '/api/public/events', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: batchOf(books) }) }],
      }, (err) => (err ? reject(err) : resolve({ times: times.sort((a, b) => a - b), accepted, failed, elapsed: (Date.now() - t0) / 1000 })));
      instance.on('response', (_client, status, _bytes, time) => (status === 202 ? (accepted++, times.push(time)) : failed++));
    });
  const report = (what, { times, accepted, failed, elapsed }) =>
    console.log(`  ${what.padEnd(28)} ${Math.round((accepted * BATCH) / elapsed).toLocaleString('en').padStart(6)} events/s (${Math.round(accepted / elapsed)} batches/s), ` +
      `p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))} p99 ${ms(percentile(times, 99))} ms  (n ${accepted}${failed ? `, ${failed} failed` : ''})`);
  await run(3);
  console.log(`\ningest: batches of ${BATCH} events, each from a new reader's tab, ${CONNECTIONS} connections, ${SECONDS} s each  [≥ 5,000 events/s, p99 ≤ 50 ms]`);
  const request = () => ({ path: '/api/public/events', headers: { 'content-type': 'application/json' }, body: batchOf(books) });
  report('at 5,000 events/s', await paced(base, { rate: 5_000 / BATCH, seconds: SECONDS, connections: CONNECTIONS, request }));
  report('as fast as answered', await run(SECONDS));
}

async function dashboards(base) {
  const tokenOf = async (account) => {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    if (!login.ok) throw new Error(`signing in as ${account.email} answered ${login.status}`);
    return { authorization: `Bearer ${(await login.json()).token}` };
  };
  const [asAdmin, asPublisher] = [await tokenOf(ADMIN), await tokenOf(PUBLISHER)];
  const day = (ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const period = `from=${day(DAYS - 1)}&to=${day(0)}`;
  const check = await fetch(`${base}/api/admin/ebooks/${busy.id}/analytics?${period}`, { headers: asAdmin });
  const first = await check.json();
  if (check.status !== 200) throw new Error(`the book's dashboard answered ${check.status}: ${JSON.stringify(first).slice(0, 200)}`);
  console.log(`\ndashboards over ${DAYS} days (the busiest book: ${first.data.views.toLocaleString('en')} views, ${first.data.readers.toLocaleString('en')} readers; typical: ~${typical[0].views} views)`);
  const cases = [
    { title: 'book, the busiest', headers: asAdmin, paths: [`/api/admin/ebooks/${busy.id}/analytics?${period}`], figure: 200 },
    { title: 'book, typical (20 in turn)', headers: asAdmin, paths: typical.map((b) => `/api/admin/ebooks/${b.id}/analytics?${period}`), figure: 200 },
    { title: 'site-wide, as the admin', headers: asAdmin, paths: [`/api/admin/analytics?${period}`], figure: 500 },
    { title: `publisher's ${Math.round(BOOKS / PUBLISHER_SHARE).toLocaleString('en')} books`, headers: asPublisher, paths: [`/api/admin/analytics?${period}`], figure: 500 },
  ];
  for (const c of cases) {
    const [result] = await measure([{ url: base, headers: c.headers, requests: c.paths.map((path) => ({ method: 'GET', path })) }], { connections: 4, seconds: 10 });
    console.log(`  ${c.title.padEnd(30)} p50 ${ms(result.p50)} p95 ${ms(result.p95)} ms  (n ${result.n}${result.failed ? `, ${result.failed} failed` : ''})  [p95 ≤ ${c.figure} ms]`);
  }
}
