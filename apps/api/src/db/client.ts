import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
 * PGlite runs one query at a time, synchronously, and hands itself to the next waiting query in a microtask.
 * Under load those queries followed one another without the event loop ever getting a turn: requests waited
 * to be read and answers to be sent until the queue ran dry (50 connections on the orders list: p97.5 3.2 s,
 * at worst 8 s, for a p50 of 0.2 s). Each query outside a transaction now first waits for the loop's next
 * turn. Queries of a transaction go through its own client, undelayed.
 */
function yieldingBetweenQueries(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = async (...args: Parameters<PGlite['query']>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query(...args);
  };
  return client;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: on disk in `dataDir`, or in memory when
 * `dataDir` is null (tests), started from a data-directory dump when one is given (a test run's snapshot).
 */
export function openDatabase(opts: { url?: string; dataDir: string | null; fromDump?: Blob }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    client = new PGlite(join(opts.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, loadDataDir: opts.fromDump });
  }
  const db = drizzlePglite(yieldingBetweenQueries(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
