// API throughput: starts Folio on a fresh embedded database, then loads a few routes with autocannon from
// this process (loopback only, bounded in time) and prints requests per second and latency. Figures, not a
// test: run `npm run bench` and compare before and after a change, on the same machine.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const server = startServer({ port: PORT, name: 'api' });
const base = server.base;

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
  await server.ready();
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
  server.stop();
  rmSync(server.work, { recursive: true, force: true });
}
