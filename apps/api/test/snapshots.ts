import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/setup.ts';
import { seed } from '../src/db/seed/index.ts';
import { localStorage } from '../src/lib/storage/local.ts';

/**
 * Starting an embedded database (initdb) and seeding the demo take about six seconds, which every API test
 * file paid once or more. The run makes both once: a migrated database and a seeded one (with the seed's
 * upload files), as PGlite data-directory dumps or PostgreSQL template databases. A test database is then
 * a copy, about a second on PGlite and less on PostgreSQL; no two test files share rows.
 */
export type Snapshots =
  | { kind: 'pglite'; migrated: string; seeded: string; uploads: string }
  | { kind: 'postgres'; migrated: string; seeded: string; uploads: string };

export const DEMO_PASSWORD = 'test-demo-password';

/** The configuration the demo is seeded with; a test app that changes one of these fields seeds its own. */
export const seedConfig = (uploadsDir: string): Config => ({ ...loadConfig({}), demoPassword: DEMO_PASSWORD, webDist: '/nonexistent', uploadsDir });
export const SEED_INPUTS = ['demoPassword', 'adminEmail', 'adminPassword', 'bookMaxBytes'] as const;

export async function makeSnapshots(kind: 'pglite' | 'postgres', adminUrl?: string): Promise<{ snapshots: Snapshots; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-test-snapshots-'));
  const uploads = join(dir, 'uploads');
  const seedInto = (database: ReturnType<typeof openDatabase>) =>
    seed({ db: database.db, config: seedConfig(uploads), storage: localStorage(uploads), demo: true, log: () => {} });

  if (kind === 'pglite') {
    const database = openDatabase({ dataDir: null });
    await migrateDatabase(database);
    const dump = async (name: string) => {
      const file = join(dir, name);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated.tar');
    await seedInto(database);
    const seeded = await dump('seeded.tar');
    await database.close();
    return { snapshots: { kind, migrated, seeded, uploads }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }

  const stamp = randomBytes(4).toString('hex');
  const migrated = `folio_template_${stamp}_migrated`;
  const seeded = `folio_template_${stamp}_seeded`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
  await admin(`CREATE DATABASE ${migrated}`);
  const first = openDatabase({ url: urlOf(migrated), dataDir: null });
  await migrateDatabase(first);
  await first.close();
  await admin(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const second = openDatabase({ url: urlOf(seeded), dataDir: null });
  await seedInto(second);
  await second.close();
  return {
    snapshots: { kind, migrated, seeded, uploads },
    remove: async () => {
      for (const name of [seeded, migrated]) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
