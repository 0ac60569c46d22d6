import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PLANNED_FOR_EACH_QUERY, quickQueries } from './pgliteQuery.ts';
import * as schema from './schema.ts';

/** One type for both drivers: the queries are the same SQL dialect (see STACK-NOTES on union types). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite runs each query synchronously on the event loop's thread, and hands itself to the next waiting query
 * in a microtask. Under load those queries followed one another without the loop ever getting a turn, so
 * requests waited to be read and answers to be sent until the queue ran dry (50 connections on the orders
 * list: p97.5 3.2 s, at worst 8 s, for a p50 of 0.2 s). A turn before each query was not enough either: all
 * the queries waiting for that turn then ran in it, and a busy loop accepted one new connection a turn: 50
 * connections opened while 50 requests were busy took 1.4 s to be accepted, each waiting to be read. So
 * queries outside a transaction now run one per turn of the loop, in the order they were asked for. Queries of
 * a transaction go through its own client, undelayed. Both are sent as one message each (pgliteQuery.ts).
 */
function oneQueryPerTurn(client: PGlite): PGlite {
  const quick = quickQueries(client);
  const waiting: Array<() => void> = [];
  let pumping = false;
  const runNext = () => {
    const run = waiting.shift();
    if (run) run();
    else pumping = false;
  };
  const query = (...args: Parameters<PGlite['query']>) =>
    new Promise((resolve, reject) => {
      waiting.push(() => void quick.query(...args).then(resolve, reject).finally(() => setImmediate(runNext)));
      if (!pumping) {
        pumping = true;
        setImmediate(runNext);
      }
    });
  // The app's own queries are queued, not PGlite's: it runs some of its own through `query` while one of
  // ours is running, and those would wait behind it for ever.
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) => client.transaction((tx) => fn(quick.inTransaction(tx)));
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: on disk in `dataDir`, or in memory when
 * `dataDir` is null (tests), started from a data-directory dump when one is given (a test run's snapshot). A
 * `logger` sees every query the app sends (a test counts the reads a request makes).
 */
export function openDatabase(opts: { url?: string; dataDir: string | null; fromDump?: Blob; logger?: Logger }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema, logger: opts.logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(join(opts.dataDir, 'pgdata'), { extensions: { pg_trgm }, startParams: PLANNED_FOR_EACH_QUERY });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, loadDataDir: opts.fromDump, startParams: PLANNED_FOR_EACH_QUERY });
  }
  const db = drizzlePglite(oneQueryPerTurn(client), { schema, logger: opts.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
