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
import { seedDemoAccounts } from '../src/db/seed/accounts.ts';
import { localStorage } from '../src/lib/storage/local.ts';

/**
 * Starting an embedded database (initdb) takes seconds, which every API test file paid once or more. The run
 * makes its databases once, as PGlite data-directory dumps or PostgreSQL template databases, and a test database
 * is a copy (about a second on PGlite, less on PostgreSQL); no two test files share rows:
 * - `migrated`: the schema and nothing else;
 * - `accounts`: one signed-in-able account per role (the `<role>@folio.test` sign-ins), the base a test builds
 *   its own data on with the factories (each module's `fixtures/` folder);
 * - `demo`: the whole demo seed with its upload files, for the tests that are about the demo itself.
 */
export type TestData = 'migrated' | 'accounts' | 'demo';
export type Snapshots = { kind: 'pglite' | 'postgres'; uploads: string } & Record<TestData, string>;

export const DEMO_PASSWORD = 'test-demo-password';

/** The configuration the demo is seeded with; a test app that changes one of these fields seeds its own. */
export const seedConfig = (uploadsDir: string): Config => ({ ...loadConfig({}), demoPassword: DEMO_PASSWORD, webDist: '/nonexistent', uploadsDir });
export const SEED_INPUTS = ['demoPassword', 'adminEmail', 'adminPassword', 'bookMaxBytes'] as const;

export async function makeSnapshots(kind: 'pglite' | 'postgres', adminUrl?: string): Promise<{ snapshots: Snapshots; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-test-snapshots-'));
  const uploads = join(dir, 'uploads');
  const seedInto = (database: ReturnType<typeof openDatabase>) =>
    seed({ db: database.db, config: seedConfig(uploads), storage: localStorage(uploads), demo: true, log: () => {} });
  const accountsInto = (database: ReturnType<typeof openDatabase>) => seedDemoAccounts({ db: database.db, config: seedConfig(uploads), storage: localStorage(uploads), log: () => {} });

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
    await accountsInto(database);
    const accounts = await dump('accounts.tar');
    await seedInto(database);
    const demo = await dump('demo.tar');
    await database.close();
    return { snapshots: { kind, migrated, accounts, demo, uploads }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }

  const stamp = randomBytes(4).toString('hex');
  const migrated = `folio_template_${stamp}_migrated`;
  const accounts = `folio_template_${stamp}_accounts`;
  const demo = `folio_template_${stamp}_demo`;
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
  await admin(`CREATE DATABASE ${accounts} TEMPLATE ${migrated}`);
  const second = openDatabase({ url: urlOf(accounts), dataDir: null });
  await accountsInto(second);
  await second.close();
  await admin(`CREATE DATABASE ${demo} TEMPLATE ${accounts}`);
  const third = openDatabase({ url: urlOf(demo), dataDir: null });
  await seedInto(third);
  await third.close();
  return {
    snapshots: { kind, migrated, accounts, demo, uploads },
    remove: async () => {
      for (const name of [demo, accounts, migrated]) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
