// The processes of the cluster test: the API instances (the compiled server), nginx in front of them, and the
// S3 server. Each is started in its own folder under the run's directory and stopped by its PID.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** One statement on its own connection (creating and dropping the run's database, counting what it holds). */
export async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs a script's `main`, says `failure` with the error and where the logs are when it fails, then runs every
 * cleanup (last registered first, each on its best effort) and removes the run's folder unless the run failed.
 */
export async function runToTheEnd(main, { cleanups, work, failure }) {
  try {
    await main();
  } catch (error) {
    console.error(`${failure}: ${error.message}\n(logs in ${work})`);
    process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // best effort: the rest still gets cleaned
      }
    }
    if (process.exitCode !== 1) rmSync(work, { recursive: true, force: true });
  }
}

export async function waitFor(what, probe, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** One API instance: `start()` spawns the compiled server (logs in its folder), `kill()` sends a signal. */
export function apiInstance({ name, port, env, dir }) {
  mkdirSync(dir, { recursive: true });
  let child;
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    start() {
      const log = openSync(join(dir, 'server.log'), 'a');
      child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir },
        stdio: ['ignore', log, log],
      });
      return instance;
    },
    ready: () => waitFor(`${name} (${instance.url}/api/ready)`, async () => (await fetch(`${instance.url}/api/ready`)).ok, 120_000),
    kill(signal = 'SIGTERM') {
      child?.kill(signal);
    },
    exited: () => new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve))),
    /** The server process's resident memory now, in bytes (VmRSS of /proc/<pid>/status; Linux). */
    rss: () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024,
  };
  return instance;
}

/** nginx on loopback in front of `upstreams`, from the configuration template beside this file. */
export async function startNginx({ port, upstreams, dir }) {
  mkdirSync(dir, { recursive: true });
  const config = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8')
    .replaceAll('{{dir}}', dir)
    .replaceAll('{{port}}', String(port))
    .replace('{{servers}}', upstreams.map((u) => `    server 127.0.0.1:${u} max_fails=1 fail_timeout=2s;`).join('\n'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync('test', ['-x', path]).status === 0);
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const child = spawn(binary, ['-c', file, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGQUIT') };
}

/** The S3 server of scripts/s3 (OpenStack Swift with its S3 API); one that already answers is used as it is. */
export async function startS3(endpoint) {
  const answers = await fetch(`${endpoint}/healthcheck`).then((res) => res.ok, () => false);
  if (answers) return { stop: () => {} };
  const run = spawnSync('bash', [join(root, 'scripts/s3/start.sh')], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the S3 server did not start (scripts/s3/start.sh)');
  return { stop: () => spawnSync('bash', [join(root, 'scripts/s3/stop.sh')], { stdio: 'inherit' }) };
}
