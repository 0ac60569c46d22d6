import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';

export const DEMO_PASSWORD = 'test-demo-password';

/**
 * A fresh API on a fresh database: PGlite in memory, or (FOLIO_TEST_DB=postgres) a new database created on
 * the server of TEST_DATABASE_URL and dropped afterwards, so that test files never share rows.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  let database: Database;
  let dropDatabase = async () => {};
  if (process.env.FOLIO_TEST_DB === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `folio_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = openDatabase({ url: url.toString(), dataDir: null });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = openDatabase({ dataDir: null });
  }
  await database.migrate();
  const config: Config = { ...loadConfig({}), demoPassword: DEMO_PASSWORD, webDist: '/nonexistent', ...overrides };
  await seed({ db: database.db, config, demo: true, log: () => {} });
  const app = await buildApp({ config, database, jwtSecret: 'test-secret-of-sufficient-length-0123456789' });

  /** Signs in and answers the token (the demo accounts are `<role>@folio.test`). */
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    app,
    db: database.db,
    config,
    login,
    bearer,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
