// API throughput: starts Folio on a fresh embedded database, then loads a few routes with autocannon from
// this process (loopback only, bounded in time) and prints requests per second and latency. Figures, not a
// test: run `npm run bench` and compare before and after a change, on the same machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-'));

const server = spawn('npm', ['run', 'start', '-w', '@folio/api'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error', DEMO_PASSWORD: 'folio-demo', LOGIN_IP_MAX: '1000000' },
  stdio: 'inherit',
  // Its own process group, so that stopping it also stops what npm started under it.
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const run = (title, opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration: SECONDS, ...opts, url: base + opts.path }, (err, r) => {
      if (err) return reject(err);
      console.log(`${title.padEnd(38)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`);
      if (r.non2xx) console.log(`  status codes: ${JSON.stringify(r.statusCodeStats)}`);
      resolve(r);
    }),
  );

try {
  await waitForHealth();
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@folio.test', password: 'folio-demo' }) });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  console.log(`Folio API on PGlite, ${SECONDS} s per route, 10 connections`);
  await run('GET /api/health', { path: '/api/health' });
  await run('GET /api/auth/me', { path: '/api/auth/me', headers: auth });
  await run('GET /api/admin/categories?per_page=10', { path: '/api/admin/categories?per_page=10', headers: auth });
  await run('GET /api/admin/categories?search=sci', { path: '/api/admin/categories?search=sci', headers: auth });
  await run('POST /api/auth/login (argon2id)', {
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@folio.test', password: 'folio-demo' }),
    connections: 4,
  });
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
