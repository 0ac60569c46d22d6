import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
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
    [{ QUOTE_IP_MAX: '0' }, /^QUOTE_IP_MAX must be above 0\.$/],
    // In production a secret or an admin password anyone could guess stops the start, whatever its length.
    [{ ...PRODUCTION, JWT_SECRET: 'a'.repeat(32) }, /^JWT_SECRET is too easy to guess \(1 different character/],
    [{ ...PRODUCTION, JWT_SECRET: 'ab'.repeat(24) }, /^JWT_SECRET is too easy to guess/],
    [{ ...PRODUCTION, JWT_SECRET: 'changeme'.repeat(4) }, /^JWT_SECRET is too easy to guess/],
    [{ ...PRODUCTION, JWT_SECRET: '0123456789abcdef'.repeat(2) }, /^JWT_SECRET is too easy to guess/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: '123456' }, /^ADMIN_PASSWORD must be at least 12 characters long in production\.$/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'Tr0ub4dor&3' }, /^ADMIN_PASSWORD must be at least 12 characters long in production\.$/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: '123456789012' }, /^ADMIN_PASSWORD is a common password/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'Password123!' }, /^ADMIN_PASSWORD is a common password/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'qwertyuiop12' }, /^ADMIN_PASSWORD is a common password/],
    [{ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'aaaaaaaaaaaaaa' }, /^ADMIN_PASSWORD is a common password/],
  ])('should refuse %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should accept a long enough secret and a password that passes the rules', () => {
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'violet-harbour-lantern' });
    expect(config).toMatchObject({ production: true, jwtSecret: SECRET, adminPassword: 'violet-harbour-lantern', port: 3000 });
    // Outside production the password rules alone apply, and any secret of 32 bytes does.
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32), ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: '123456' })).toMatchObject({ production: false, adminPassword: '123456' });
  });

  it('should accept in production the random secrets the README suggests and an uncommon admin password', () => {
    for (let i = 0; i < 50; i += 1) {
      for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex'), randomBytes(16).toString('hex'), randomUUID()]) {
        expect(loadConfig({ ...PRODUCTION, JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
    }
    expect(loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'K7#pq9!vW2zr' }).adminPassword).toBe('K7#pq9!vW2zr');
  });

  it('should read the quote limit per address', () => {
    expect(loadConfig({}).quotePerIp).toEqual({ max: 60, windowMs: 60_000 });
    expect(loadConfig({ QUOTE_IP_MAX: '5', QUOTE_IP_WINDOW_MS: '1000' }).quotePerIp).toEqual({ max: 5, windowMs: 1000 });
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
      // Loading the server through tsx takes 4 s of CPU: on a busy 2-core machine, four times that.
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Folio cannot start: JWT_SECRET must be at least 32 bytes long');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});
