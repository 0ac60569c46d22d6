import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { localStorage } from '../lib/storage/local.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase, seedDatabase } from './setup.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.FOLIO_TEST_DB === 'postgres' && adminUrl !== undefined;

/** Runs `use` with the URL of a new, empty database on the test server, dropped afterwards. */
async function withEmptyDatabase(use: (url: string) => Promise<void>) {
  const name = `folio_setup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    // The instances' pools have ended, but their connections may still be closing: dropped WITH (FORCE) then, a
    // closing connection is told the server terminated it, and pg raises that as an unhandled error. Wait until
    // the server has let them go (a few seconds at most; after 5 s, dropped all the same), then drop. The server
    // closes them in its own time, which no fake clock reaches: asked every 20 ms, so the wait ends once they are gone.
    const connected = async () => Number((await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0]?.n);
    await vi.waitFor(async () => expect(await connected()).toBe(0), { timeout: 5_000, interval: 20 }).catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// Several processes on one PostgreSQL database; the embedded PGlite belongs to a single process.
describe.runIf(onPostgres)('three instances starting at once on an empty database', () => {
  it('should all get a migrated database, with the demo seeded exactly once', async () => {
    await withEmptyDatabase(async (url) => {
      const uploads = mkdtempSync(join(tmpdir(), 'folio-setup-'));
      // Each instance has its own connection pool, as separate processes have: the lock is held per session.
      const instances = [1, 2, 3].map(() => openDatabase({ url, dataDir: null }));
      try {
        const config = loadConfig({});
        await Promise.all(instances.map(async (database) => {
          await migrateDatabase(database);
          await seedDatabase(database, { config, storage: localStorage(uploads), demo: true, log: () => {} });
        }));
        const db = instances[0]!.db;
        const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
        expect(await count(sql`SELECT count(*) AS n FROM app_meta WHERE key = 'demo_seeded_at'`)).toBe(1);
        expect(await count(sql`SELECT count(*) AS n FROM users WHERE email = 'admin@folio.test'`)).toBe(1);
        expect(await count(sql`SELECT count(*) AS n FROM categories`)).toBeGreaterThan(0);
        const migrations = await count(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
        const distinct = await count(sql`SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations`);
        expect(migrations).toBe(distinct);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        rmSync(uploads, { recursive: true, force: true });
      }
    });
  }, 120_000);
});
