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
import pg from 'pg';
import { benchDatabase, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, orderCases } from './data.mjs';
import { catalogueQueries, orderQueries, pageStart, startFloor } from './floor.mjs';
import { measure, ms } from './rounds.mjs';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const FLOOR_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
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
const ORDER_CASES = await orderCases((text) => db.query(text), DEEP_PAGE);
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
    const [api, bare] = await measure([{ url: server.base + c.path, headers }, { url: floor.base + c.path, headers }], { connections: CONNECTIONS, seconds: SECONDS });
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
