import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-signing-secret-of-forty-eight-bytes-0123456789';
/** What production requires besides the secret. */
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/folio', PUBLIC_URL: 'https://books.example.com' };

describe('loadConfig', () => {
  it('should not seed demo accounts in production on the embedded database unless asked', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    [{ JWT_SECRET: 'x' }, /^JWT_SECRET must be at least 32 bytes long/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) }, /^JWT_SECRET must be at least 32 bytes long/],
    [{ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: '1' }, /^ADMIN_PASSWORD does not pass the password rules: Password must be at least 6 characters/],
    [{ PORT: 'abc' }, /^PORT must be a port number\.$/],
    [{ PORT: '70000' }, /^PORT must be a port number\.$/],
    [{ LOGIN_IP_MAX: '-3' }, /^LOGIN_IP_MAX must be above 0\.$/],
    [{ SEED_DEMO: 'yes' }, /^SEED_DEMO must be 'true' or 'false'\.$/],
    [{ DATABASE_URL: 'mysql://db' }, /^DATABASE_URL must start with postgres:\/\/\.$/],
    [{ PUBLIC_URL: 'books' }, /^PUBLIC_URL must be an address/],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET }, /^DATABASE_URL, PUBLIC_URL must be set when NODE_ENV=production\.$/],
    [{ ...PRODUCTION, JWT_SECRET: '' }, /^JWT_SECRET must be set when NODE_ENV=production\.$/],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must start with redis:\/\//],
    [{ STORAGE: 'disk' }, /^STORAGE must be 'local' or 's3'\.$/],
    [{ STORAGE: 's3' }, /^S3_BUCKET must be set when STORAGE=s3\.$/],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, /^SHUTDOWN_TIMEOUT_MS must be a whole number\.$/],
  ])('should refuse %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should accept a long enough secret and a password that passes the rules', () => {
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'long-enough' });
    expect(config).toMatchObject({ production: true, jwtSecret: SECRET, adminPassword: 'long-enough', port: 3000 });
  });

  it('should read the S3 bucket, Redis and worker settings', () => {
    const config = loadConfig({
      STORAGE: 's3', S3_BUCKET: 'folio', S3_ENDPOINT: 'http://127.0.0.1:18080', S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', REDIS_URL: 'redis://127.0.0.1:6379', RUN_WORKER: 'false',
    });
    expect(config).toMatchObject({
      storage: { kind: 's3', s3: { bucket: 'folio', endpoint: 'http://127.0.0.1:18080', region: 'us-east-1', forcePathStyle: true, accessKeyId: 'key', secretAccessKey: 'secret' } },
      redisUrl: 'redis://127.0.0.1:6379',
      runWorker: false,
      shutdownTimeoutMs: 10_000,
    });
    expect(loadConfig({})).toMatchObject({ storage: { kind: 'local' }, redisUrl: undefined, runWorker: true });
  });
});

describe('server start', () => {
  it('should stop with the variable named and exit code 1 when a setting is bad', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'x', DATA_DIR: '/nonexistent/folio' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Folio cannot start: JWT_SECRET must be at least 32 bytes long');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
