import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './lib/data-dir-lock.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
/** A first start migrates a new embedded database: on a busy 2-core machine that took up to 90 s. */
const START_MS = 240_000;

/** These tests start servers of their own on the embedded database: the PostgreSQL run of the API tests would only repeat them. */
const describeOnce = describe.skipIf(process.env.FOLIO_TEST_DB === 'postgres');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/** The server as `npm start` runs it (from its TypeScript here), embedded database in `dataDir`. */
async function startServer(dataDir: string, more: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _db, STORAGE: _storage, REDIS_URL: _redis, NODE_ENV: _env, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    // At 'info' the server says when it listens (server.ts), which is what the tests wait for.
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...more },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Resolves true once the server's output holds `text`, false if the process ends first; throws after `withinMs`.
 * The output is read as it comes, so that nothing waits on a fixed delay.
 */
function outputShows(server: Started, text: string, withinMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(text)) done(true);
    };
    const ended = () => done(false);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the server's output did not show ${JSON.stringify(text)} within ${withinMs / 1000} s:\n${server.output()}`));
    }, withinMs);
    const stop = () => {
      clearTimeout(timer);
      server.child.stdout!.off('data', check);
      server.child.stderr!.off('data', check);
      server.child.off('exit', ended);
    };
    const done = (shown: boolean) => {
      stop();
      resolve(shown);
    };
    server.child.stdout!.on('data', check);
    server.child.stderr!.on('data', check);
    server.child.once('exit', ended);
    check();
    if (server.child.exitCode !== null || server.child.signalCode !== null) ended();
  });
}

/** 'ready' once the server says it listens and /api/ready answers 200, 'exited' if the process ends first. */
async function readyOrExited(server: Started): Promise<'ready' | 'exited'> {
  if (!(await outputShows(server, 'Folio is running on', START_MS))) return 'exited';
  const ready = await fetch(`${server.url}/api/ready`);
  if (!ready.ok) throw new Error(`the server listens but /api/ready answered ${ready.status}:\n${server.output()}`);
  return 'ready';
}

describeOnce('two servers on one data folder (embedded database)', () => {
  let dataDir: string;
  const started: Started[] = [];
  beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'folio-data-')); });
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startServer(dataDir);
    started.push(server);
    return server;
  };

  it('should refuse the second before it listens, naming the process that holds the folder', { timeout: 2 * START_MS }, async () => {
    const first = await start();
    expect(await readyOrExited(first), first.output()).toBe('ready');

    const second = await start();
    expect(await readyOrExited(second)).toBe('exited');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Folio cannot start: the data folder ${dataDir} is in use by another Folio process (pid ${first.child.pid} on host `);
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The first one serves on, alone.
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
  });

  it('should start after the holder was killed with SIGKILL, and leave no lock after a clean stop', { timeout: 2 * START_MS }, async () => {
    const killed = started[0]!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const next = await start();
    expect(await readyOrExited(next), next.output()).toBe('ready');
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: next.child.pid });

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

/**
 * An S3 service that takes connections but does not answer (`hang`: the worst outage, where no error comes back),
 * or that answers every request with an empty 200 (`up`: enough for the bucket checks).
 */
async function fakeBucketService() {
  let mode: 'hang' | 'up' = 'hang';
  const server = createHttpServer((_request, response) => {
    if (mode === 'up') response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    answer: () => (mode = 'up'),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describeOnce('an instance started while the bucket does not answer (STORAGE=s3)', () => {
  let dataDir: string;
  let server: Started | undefined;
  let bucket: Awaited<ReturnType<typeof fakeBucketService>>;
  beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'folio-data-')); });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should start, ready with the storage reported degraded, and recover by itself once the bucket answers', { timeout: 2 * START_MS }, async () => {
    bucket = await fakeBucketService();
    server = await startServer(dataDir, {
      STORAGE: 's3',
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: 'folio',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      LOG_LEVEL: 'info',
    });
    expect(await readyOrExited(server), server.output()).toBe('ready');
    const during = await fetch(`${server.url}/api/ready`);
    expect(during.status).toBe(200);
    expect(await during.json()).toMatchObject({ status: 'ready', checks: { storage: 'unreachable' }, degraded: ['storage'] });
    expect(server.output()).toContain('storage: the bucket folio could not be checked or created; trying again in the background');

    bucket.answer();
    const recovered = await fetch(`${server.url}/api/ready`);
    expect(await recovered.json()).toMatchObject({ status: 'ready', checks: { storage: 'ok' }, degraded: [] });
    // The attempts in the background reach it too (one that hung is given up after 10 s; the waits grow to 30 s).
    expect(await outputShows(server, 'storage: the bucket folio answers again', 90_000)).toBe(true);
  });
});
