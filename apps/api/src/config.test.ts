import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-signing-secret-of-forty-eight-bytes-0123456789';

describe('loadConfig', () => {
  it('should not seed demo accounts in production on the embedded database unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/folio' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO: 'true' }).seedDemo).toBe(true);
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
  ])('should refuse %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should accept a long enough secret and a password that passes the rules', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'long-enough' });
    expect(config).toMatchObject({ production: true, jwtSecret: SECRET, adminPassword: 'long-enough', port: 3000 });
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
