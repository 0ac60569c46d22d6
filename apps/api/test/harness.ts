import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_PASSWORD, SEED_INPUTS, seedConfig, type TestData } from './snapshots.ts';
import { seed } from '../src/db/seed/index.ts';
import { seedDemoAccounts } from '../src/db/seed/accounts.ts';
import { buildApp } from '../src/app.ts';
import type { Storage } from '../src/lib/storage/index.ts';
import { localStorage } from '../src/lib/storage/local.ts';

export { DEMO_PASSWORD } from './snapshots.ts';
/** PostgreSQL's error when a database to drop still has sessions. */
const OBJECT_IN_USE = '55006';
/** The signing secret of every test app (tests sign their own tokens with it, e.g. an expired one). */
export const TEST_JWT_SECRET = 'test-secret-of-sufficient-length-0123456789';

/**
 * A fresh, migrated database of this test's own: PGlite in memory, or (FOLIO_TEST_DB=postgres) a new database
 * on the server of TEST_DATABASE_URL, dropped by `close`, so that test files never share rows. It is a copy
 * of one of the run's snapshots (snapshots.ts): empty unless `data` says otherwise. A `logger` sees every query the
 * app sends through it.
 */
export async function createTestDatabase({ data = 'migrated', logger }: { data?: TestData; logger?: Logger } = {}) {
  const snapshots = inject('folioSnapshots');
  const source = snapshots[data];
  let database: Database;
  let dropDatabase = async () => {};
  if (snapshots.kind === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `folio_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = openDatabase({ url: url.toString(), dataDir: null, logger });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pool.end() resolves before the server backends are gone; forcing the drop then would kill a backend
      // whose client already lost its error listener (an unhandled 57P01). A plain DROP waits for them itself
      // (PostgreSQL gives backends on their way out up to 5 s); forcing is the last resort, for one still there.
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await c.end();
    };
  } else {
    database = openDatabase({ dataDir: null, fromDump: new Blob([readFileSync(source)]), logger });
  }
  let closed = false;
  /** Closes the connection (idempotent, so a test may cut the database off before the cleanup runs). */
  const disconnect = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  return {
    database,
    db: database.db,
    disconnect,
    close: async () => {
      await disconnect();
      await dropDatabase();
    },
  };
}
export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * A fresh API on a fresh database (see `createTestDatabase`) that holds one account per role, `<role>@folio.test`
 * with DEMO_PASSWORD; a test makes the rest of its data with the factories in its module's `fixtures/` folder. A test about
 * the demo itself asks for `{ data: 'demo' }`: the whole demo seed and its upload files; a test that counts the
 * queries of a request passes a `logger`.
 */
export async function createTestApp(overrides: Partial<Config> = {}, { data = 'accounts', logger }: { data?: Exclude<TestData, 'migrated'>; logger?: Logger } = {}) {
  const demo = data === 'demo';
  // The run's snapshots are seeded as seedConfig says; a test that changes a seed input seeds its own.
  const ownSeed = SEED_INPUTS.some((key) => key in overrides);
  const testDb = await createTestDatabase({ data: ownSeed ? 'migrated' : data, logger });
  const { database } = testDb;
  // Uploaded files go to a folder of this test app's own (the demo's files copied in), removed on close.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'folio-uploads-'));
  const config: Config = { ...seedConfig(uploadsDir), ...overrides };
  const seedInto = async (storage: Storage) => {
    const ctx = { db: database.db, config, storage, log: () => {} };
    if (!demo) await seedDemoAccounts(ctx);
    await seed({ ...ctx, demo });
  };
  const { storage: storageConfig } = config;
  const demoFiles = inject('folioSnapshots').uploads;
  if (storageConfig.kind === 's3') {
    // An app on S3 (`storage: { kind: 's3', s3: testS3Settings() }`) gets a bucket of its own, removed on close. Loaded
    // only then: the AWS SDK takes a while to load.
    const { copyFolder, prepareBucket } = await import('./s3.ts');
    await prepareBucket(storageConfig.s3, async (storage) => {
      if (ownSeed) await seedInto(storage);
      else if (demo) await copyFolder(demoFiles, storage);
    });
  } else if (ownSeed) await seedInto(localStorage(uploadsDir));
  else if (demo) cpSync(demoFiles, uploadsDir, { recursive: true });
  const app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET });

  /** Signs in and answers the token (the demo accounts are `<role>@folio.test`). */
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];

  return {
    app,
    db: database.db,
    config,
    /** Another API process on the same database (as behind a load balancer); closed with the test app. */
    secondInstance: async () => {
      const other = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET });
      instances.push(other);
      return other;
    },
    login,
    bearer,
    /** Cuts the app off its database (for the unavailable paths); `close` still cleans up. */
    disconnectDatabase: testDb.disconnect,
    close: async () => {
      for (const other of instances) await other.close();
      await app.close();
      await testDb.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      if (storageConfig.kind === 's3') await (await import('./s3.ts')).removeBucket(storageConfig.s3);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
