// Scale figures: the admin orders list and the public catalogue search on the PostgreSQL database that
// `npm run bench:data` fills (1,000,000 orders, 100,000 books; BENCH_DATABASE_URL, loopback only). Starts Folio
// on it (migrations applied at start, no demo seed, the bench's admin from ADMIN_EMAIL/ADMIN_PASSWORD) and, in a
// worker thread of this process, a bare floor (bench/floor.mjs: Fastify + `pg` running the API's SQL); checks
// that both give the same answer; then loads each case with autocannon, 50 connections, about BENCH_SECONDS
// (5) on each after a warm-up, in rounds that alternate API and floor, and prints p50/p95 of both and the
// p95 ratio; last, EXPLAIN (ANALYZE, BUFFERS) summaries (plan shape, time, buffers) of each query. Figures,
// not a test: run `npm run bench:data` once, then `npm run bench:scale` before and after a change, on the
// same machine (a busy one moves the figures; compare the ratios of one run).
import { rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD } from './data.mjs';
import { catalogueQueries, orderQueries, pageStart, startFloor } from './floor.mjs';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const FLOOR_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 3;
/** Page 40,000 at the list's default 20 rows (ORDERS_DEFAULT_PAGE_SIZE): 800,000 rows deep. */
const DEEP_PAGE = 40_000;

const target = benchDatabase();
const db = new pg.Client({ connectionString: target.url });
await db.connect();
const { rows: [{ orders }] } = await db.query(`SELECT coalesce((SELECT reltuples FROM pg_class WHERE oid = to_regclass('public.orders')), 0)::bigint AS orders`);
if (Number(orders) < 100_000) {
  console.error(`${target.name} holds ${orders} orders: run \`npm run bench:data\` first.`);
  process.exit(1);
}
// A tracking number and a customer's full name from the middle of the data, as an admin would type them.
const { rows: [{ tracking_number: tracking }] } = await db.query(`SELECT tracking_number FROM orders WHERE tracking_number >= 'FOL-M' ORDER BY tracking_number LIMIT 1`);
const { rows: [{ name: customer }] } = await db.query(`SELECT name FROM users WHERE role = 'user' AND email >= 'm' ORDER BY email LIMIT 1`);

const ORDER_CASES = [
  ['orders page 1', {}],
  [`orders page ${DEEP_PAGE.toLocaleString('en')}`, { page: DEEP_PAGE }],
  [`orders search tracking ${tracking}`, { search: tracking }],
  [`orders search name "${customer}"`, { search: customer }],
  ...['pending', 'processing', 'completed', 'cancelled'].map((status) => [`orders status=${status}`, { status }]),
];
const CATALOGUE_CASES = [
  ['catalogue search "lighthouse"', { search: 'lighthouse' }],
  ['catalogue search "silent harbor"', { search: 'silent harbor' }],
];
const cases = [
  ...ORDER_CASES.map(([title, q]) => ({ title, path: `/api/admin/orders?${new URLSearchParams(q)}`, queries: orderQueries(q), auth: true })),
  ...CATALOGUE_CASES.map(([title, q]) => ({ title, path: `/api/public/ebooks?${new URLSearchParams(q)}`, queries: catalogueQueries(q), auth: false })),
];

const server = startServer({
  port: PORT,
  name: 'scale',
  env: { NODE_ENV: 'development', DATABASE_URL: target.url, SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN_EMAIL, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, RUN_WORKER: 'false' },
});
let floor;

/** One autocannon run; `onResponse` sees every answer's status and time. */
const cannon = (opts, onResponse) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, timeout: 600, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) instance.on('response', (_client, status, _bytes, time) => onResponse(status, time));
  });

const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(6);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Loads one case on the API and on the floor: a warm-up of two requests per connection each, then ROUNDS
 * rounds that alternate the two (so that both meet the same background load), each about SECONDS / ROUNDS
 * long, counted in requests from the rate seen last (so that no request is cut off in flight, however slow).
 */
async function measure(targets) {
  const runs = targets.map(() => ({ rate: 0, times: [], failed: 0 }));
  const timed = async (target, run, amount, onResponse) => {
    const started = Date.now();
    await cannon({ ...target, amount }, onResponse);
    run.rate = amount / ((Date.now() - started) / 1000);
  };
  for (const [i, target] of targets.entries()) await timed(target, runs[i], 2 * CONNECTIONS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const run = runs[i];
      await timed(target, run, Math.max(CONNECTIONS, Math.round((run.rate * SECONDS) / ROUNDS)), (status, time) => (status === 200 ? run.times.push(time) : run.failed++));
    }
  }
  return runs.map(({ times, failed }) => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, failed };
  });
}

/** Object keys in one order, so that two answers compare by content. */
const canonical = (value) =>
  Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])])) : value;

/** The plan as a short tree: node, index, relation, rows (× loops), what filters threw away. */
function planLines(node, depth = 0, lines = []) {
  const parts = [node['Node Type']];
  if (node['Subplan Name']) parts.unshift(`${node['Subplan Name']}:`);
  if (node['Scan Direction'] === 'Backward') parts.push('Backward');
  if (node['Index Name']) parts.push(`using ${node['Index Name']}`);
  if (node['Relation Name']) parts.push(`on ${node['Relation Name']}`);
  parts.push(`rows=${node['Actual Rows']}${node['Actual Loops'] > 1 ? `×${node['Actual Loops']}` : ''}`);
  if (node['Rows Removed by Filter']) parts.push(`removed=${node['Rows Removed by Filter']}`);
  if (node['Rows Removed by Index Recheck']) parts.push(`recheck-removed=${node['Rows Removed by Index Recheck']}`);
  if (node['Heap Fetches'] !== undefined) parts.push(`heap-fetches=${node['Heap Fetches']}`);
  if (node['Workers Launched']) parts.push(`workers=${node['Workers Launched']}`);
  lines.push(`${'  '.repeat(depth + 2)}${parts.join(' ')}  ${node['Actual Total Time'].toFixed(1)} ms`);
  for (const child of node.Plans ?? []) planLines(child, depth + 1, lines);
  return lines;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query, its second run (warm cache). */
async function explain({ text, values }) {
  let plan;
  for (let i = 0; i < 2; i++) [plan] = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values)).rows[0]['QUERY PLAN'];
  const top = plan.Plan;
  return `${plan['Execution Time'].toFixed(1)} ms (planning ${plan['Planning Time'].toFixed(1)} ms, shared hit ${top['Shared Hit Blocks']} read ${top['Shared Read Blocks']})\n${planLines(top).join('\n')}`;
}

try {
  await server.ready();
  floor = await startFloor({ url: target.url, port: FLOOR_PORT });
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  console.log(`Folio API vs bare floor on ${target.name} (${Number(orders).toLocaleString('en')} orders), ${CONNECTIONS} connections, ~${SECONDS} s per case and target`);
  for (const c of cases) {
    const get = async (base) => {
      const res = await fetch(base + c.path, { headers: c.auth ? auth : {} });
      if (!res.ok) throw new Error(`${c.title}: ${base} answered ${res.status} ${await res.text()}`);
      return canonical(await res.json());
    };
    const [api, bare] = await Promise.all([get(server.base), get(floor.base)]);
    c.total = api.total;
    if (!isDeepStrictEqual(api, bare)) console.log(`WARNING ${c.title}: the floor's answer differs from the API's; bench/floor.mjs no longer runs the API's SQL`);
  }

  const results = [];
  for (const c of cases) {
    const headers = c.auth ? auth : {};
    const [api, bare] = await measure([{ url: server.base + c.path, headers }, { url: floor.base + c.path, headers }]);
    results.push({ ...c, api, bare });
    const failed = api.failed + bare.failed ? `  FAILED ${api.failed}/${bare.failed}` : '';
    console.log(
      `${c.title.padEnd(42)} API p50 ${ms(api.p50)} p95 ${ms(api.p95)} ms | floor p50 ${ms(bare.p50)} p95 ${ms(bare.p95)} ms | p95 ×${(api.p95 / bare.p95).toFixed(2)}  (total ${c.total}, n ${api.n}/${bare.n})${failed}`,
    );
  }
  const [first, deep] = results;
  console.log(`page ${DEEP_PAGE.toLocaleString('en')} / page 1, p95: API ×${(deep.api.p95 / first.api.p95).toFixed(2)}, floor ×${(deep.bare.p95 / first.bare.p95).toFixed(2)}`);

  console.log('\nEXPLAIN (ANALYZE, BUFFERS), warm, one at a time:');
  for (const { title, queries } of cases) {
    // An unsearched orders list reads where its page starts first; its page's query depends on the answer.
    const rows = queries.rows(queries.located ? await pageStart(db, queries.count) : undefined);
    console.log(`${title}\n  ${queries.located ? 'total and page start' : 'count'}: ${await explain(queries.count)}\n  rows: ${await explain(rows)}`);
  }
} finally {
  await floor?.stop();
  server.stop();
  await db.end();
  rmSync(server.work, { recursive: true, force: true });
}
