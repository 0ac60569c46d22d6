// The admin orders list on the embedded PGlite beside PostgreSQL, on the same data: bench/data.mjs's generator
// fills both with BENCH_ORDERS (100,000) orders and BENCH_BOOKS (10,000) books, PostgreSQL in a scratch database
// (BENCH_EMBEDDED_DATABASE_URL, by default folio_embedded_bench on this machine; dropped and made anew) and
// PGlite in a data directory (BENCH_EMBEDDED_DIR, by default one under the system's temp folder). Both are kept
// for the next run, which fills again only when BENCH_REFILL=true or one of them is missing. Starts Folio on
// each (no demo seed, the bench's admin), checks that both answer each case alike, then loads each case with
// autocannon, BENCH_CONNECTIONS (50) connections, about BENCH_SECONDS (5) a case and database, in rounds that
// alternate the two, and prints p50/p95 of both and the p95 ratio. Figures, not a test: run
// `node bench/embedded.mjs` before and after a change, on the same machine.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { benchDatabase, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, fillDatabase, migrateWithTheApi, orderCases } from './data.mjs';
import { measure, ms } from './rounds.mjs';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BOOKS = Number(process.env.BENCH_BOOKS ?? 10_000);
const REFILL = process.env.BENCH_REFILL === 'true';
/** As deep as page 40,000 of a million orders: 80% of the list, at its default 20 rows a page. */
const DEEP_PAGE = Math.floor((ORDERS * 0.8) / 20);

const target = benchDatabase(process.env.BENCH_EMBEDDED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_embedded_bench');
const dataDir = process.env.BENCH_EMBEDDED_DIR ?? join(tmpdir(), 'folio-embedded-bench');
/** Written when PGlite's fill is complete: a fill cut short is filled again. */
const filledMark = join(dataDir, 'filled');

const started = Date.now();
const step = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

/** `q(text, values)` over PGlite, answering as `pg` does: several statements go through exec, which takes no parameters. */
const pgliteQuery = (db) => async (text, values) => {
  if (values) {
    const { rows, affectedRows } = await db.query(text, values);
    return { rows, rowCount: affectedRows ?? rows.length };
  }
  const results = await db.exec(text);
  const last = results.at(-1) ?? { rows: [] };
  return { rows: last.rows, rowCount: last.affectedRows ?? last.rows.length };
};

/** How many orders the PostgreSQL database holds: 0 when it or its schema does not exist yet. */
async function ordersIn(url) {
  const db = new pg.Client({ connectionString: url });
  try {
    await db.connect();
    const { rows: [{ n }] } = await db.query(`SELECT CASE WHEN to_regclass('public.orders') IS NULL THEN 0 ELSE (SELECT count(*) FROM orders) END::int AS n`);
    return n;
  } catch {
    return 0;
  } finally {
    await db.end().catch(() => {});
  }
}

async function fillPostgres() {
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${target.name}`);
  await admin.end();
  migrateWithTheApi({ DATABASE_URL: target.url });
  const db = new pg.Client({ connectionString: target.url });
  await db.connect();
  await fillDatabase((text, values) => db.query(text, values), { books: BOOKS, orders: ORDERS, step });
  await db.end();
}

async function fillPglite() {
  rmSync(dataDir, { recursive: true, force: true });
  migrateWithTheApi({ DATA_DIR: dataDir });
  // The server's own data directory layout (db/client.ts): the database lives in `pgdata` under DATA_DIR.
  const db = new PGlite(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await fillDatabase(pgliteQuery(db), { books: BOOKS, orders: ORDERS, step });
  await db.close();
  writeFileSync(filledMark, `${ORDERS} orders, ${BOOKS} books\n`);
}

if (REFILL || (await ordersIn(target.url)) !== ORDERS) {
  step(`filling PostgreSQL (${target.name}) with ${ORDERS.toLocaleString('en')} orders…`);
  await fillPostgres();
}
if (REFILL || !existsSync(filledMark)) {
  step(`filling PGlite (${dataDir}) with ${ORDERS.toLocaleString('en')} orders…`);
  await fillPglite();
}

const common = { NODE_ENV: 'development', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN_EMAIL, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, RUN_WORKER: 'false' };
const servers = {
  PGlite: startServer({ port: PORT, name: 'embedded-pglite', env: { ...common, DATA_DIR: dataDir } }),
  PostgreSQL: startServer({ port: PORT + 1, name: 'embedded-postgres', env: { ...common, DATABASE_URL: target.url } }),
};
const pgDb = new pg.Client({ connectionString: target.url });
try {
  await Promise.all(Object.values(servers).map((s) => s.ready()));
  await pgDb.connect();
  const headers = {};
  for (const [name, server] of Object.entries(servers)) {
    const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }) });
    if (!login.ok) throw new Error(`${name}: admin sign-in failed: ${login.status} ${await login.text()}`);
    headers[name] = { authorization: `Bearer ${(await login.json()).token}` };
  }
  const cases = (await orderCases((text) => pgDb.query(text), DEEP_PAGE)).map(([title, q]) => ({ title, path: `/api/admin/orders?${new URLSearchParams(q)}` }));

  console.log(`orders list, PGlite vs PostgreSQL, ${ORDERS.toLocaleString('en')} orders each, ${CONNECTIONS} connections, ~${SECONDS} s per case and database`);
  for (const c of cases) {
    const totals = {};
    for (const [name, server] of Object.entries(servers)) {
      const res = await fetch(server.base + c.path, { headers: headers[name] });
      if (!res.ok) throw new Error(`${c.title}: ${name} answered ${res.status} ${await res.text()}`);
      totals[name] = (await res.json()).total;
    }
    const [lite, postgres] = await measure(
      Object.entries(servers).map(([name, server]) => ({ url: server.base + c.path, headers: headers[name] })),
      { connections: CONNECTIONS, seconds: SECONDS },
    );
    const differ = totals.PGlite === totals.PostgreSQL ? '' : `  WARNING totals differ: ${totals.PGlite} / ${totals.PostgreSQL}`;
    const failed = lite.failed + postgres.failed ? `  FAILED ${lite.failed}/${postgres.failed}` : '';
    console.log(
      `${c.title.padEnd(42)} PGlite p50 ${ms(lite.p50)} p95 ${ms(lite.p95)} ms | PostgreSQL p50 ${ms(postgres.p50)} p95 ${ms(postgres.p95)} ms | p95 ×${(lite.p95 / postgres.p95).toFixed(2)}  (total ${totals.PostgreSQL}, n ${lite.n}/${postgres.n})${differ}${failed}`,
    );
  }
} finally {
  for (const server of Object.values(servers)) {
    server.stop();
    rmSync(server.work, { recursive: true, force: true });
  }
  await pgDb.end().catch(() => {});
}
