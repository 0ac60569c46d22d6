// Live editing figures (decision 019): two API instances (the compiled server, with REDIS_URL) on a new PostgreSQL
// database behind nginx, as the cluster test starts them (scripts/cluster/services.mjs). Prints:
//
// - 20 editors writing one book through nginx, each renaming its own page twice a second for BENCH_SECONDS (60):
//   the time from a change to each other editor seeing it (p50/p95/p99; the change carries the time it was made),
//   and how many changes were made, acknowledged and delivered;
// - the time to open (sync) a 300-page book of 9,000 elements over the live channel, the first time (built from
//   its pages) and again (from its stored live state), its size as JSON and as a Yjs document, and the server's
//   memory per open book (the growth of the instance's RSS, /proc/<pid>/status, with BENCH_OPEN_BOOKS such books
//   open and each changed once, divided by their number);
// - that a 1,000-page book (BENCH_HUGE_PER_PAGE elements a page, 30) still opens, and in how long.
//
// Figures, not a test: compare before and after a change, on the same machine. Needs PostgreSQL
// (TEST_DATABASE_URL's server), Redis (BENCH_REDIS_URL) and nginx, as `npm run test:cluster` does.
import { randomBytes } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { pagesMapOf, readPages, touchedPages } from '@folio/shared/live';
import { buildStale } from '../scripts/build.mjs';
import { apiInstance, runToTheEnd, sql, startNginx } from '../scripts/cluster/services.mjs';
import { eventually, liveClient, liveUrl, placements } from '../scripts/cluster/live.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const CHANGE_EVERY_MS = 500;
const OPEN_BOOKS = Number(process.env.BENCH_OPEN_BOOKS ?? 3);
const HUGE_PER_PAGE = Number(process.env.BENCH_HUGE_PER_PAGE ?? 30);
const BALANCER_PORT = Number(process.env.BENCH_PORT ?? 3240);
const INSTANCE_PORTS = [BALANCER_PORT + 1, BALANCER_PORT + 2];
const DEMO_PASSWORD = 'folio-demo';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10';
const work = mkdtempSync(join(tmpdir(), 'folio-bench-live-'));
const databaseName = `folio_bench_live_${randomBytes(4).toString('hex')}`;
const cleanups = [];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;


let token = '';
let base = '';
async function call(method, path, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A page of `count` elements: texts, headings and shapes spread over an A4 page. */
function page(p, count) {
  const elements = Array.from({ length: count }, (_, i) => {
    const common = { id: `p${p}-e${i}`, position: { x: 40 + ((i * 67) % 600), y: 40 + ((i * 131) % 980) }, style: { fontSize: 16 } };
    if (i % 3 === 0) return { ...common, type: 'text', size: { width: 220, height: 60 }, html: `<p>Paragraph ${i} of page ${p + 1}: tide pools hold tiny oceans.</p>` };
    if (i % 3 === 1) return { ...common, type: 'heading', size: { width: 260, height: 50 }, text: `Heading ${i}`, level: 2 };
    return { ...common, type: 'shape', size: { width: 120, height: 80 }, shape: i % 2 ? 'rectangle' : 'ellipse' };
  });
  return { id: `page-${p}`, name: `Page ${p + 1}`, elements, layout: { gutter: 50, columns: 2 }, style: {} };
}

/** A new book of `pages` pages of `perPage` elements, saved through the page API in chunks under its body limit. */
async function book(title, pages, perPage) {
  const { data } = await call('POST', '/api/admin/ebooks', { title });
  let { version } = await call('GET', `/api/admin/ebooks/${data.id}/pages`);
  const order = [];
  for (let p = 0; p < pages; p += 40) {
    const batch = Array.from({ length: Math.min(40, pages - p) }, (_, i) => page(p + i, perPage));
    order.push(...batch.map((one) => one.id));
    ({ version } = await call('PUT', `/api/admin/ebooks/${data.id}/pages`, { version, pages: batch, order }));
  }
  return data.id;
}

/**
 * The heap an open book keeps on the server, measured apart from the server: in a process of its own with its
 * garbage collector at hand, `copies` times the document the server holds for an open book (its Y.Doc, made from
 * `state`; the guard that checks each change holds no copy of it, only a size per page: guard.ts), after a full
 * collection, with one such book open before (what the first book costs once is not held per book). RSS (above) also counts what loading left behind for the collector and what V8 keeps for later.
 */
function retainedHeap(state, copies = 5) {
  const file = join(work, 'book.yjs');
  writeFileSync(file, state);
  const script = `
    import { readFileSync } from 'node:fs';
    import * as Y from 'yjs';
    const state = readFileSync(${JSON.stringify(file)});
    const used = () => { gc(); gc(); const m = process.memoryUsage(); return m.heapUsed + m.external; };
    // One book open already, as on a server: what the first one costs once (code compiled, object shapes) is not
    // held per book.
    const kept = [new Y.Doc()];
    Y.applyUpdate(kept[0], state);
    const start = used();
    for (let i = 0; i < ${copies}; i++) { const doc = new Y.Doc(); Y.applyUpdate(doc, state); kept.push(doc); }
    console.log(JSON.stringify({ doc: (used() - start) / ${copies} }));`;
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' }));
}

/** Opens `ebookId` live at `url`: the client (kept open) and the time from connecting to synced. */
async function open(url, ebookId) {
  const started = performance.now();
  const client = liveClient({ url, token, ebookId });
  await Promise.race([client.synced, pause(180_000).then(() => Promise.reject(new Error(`book ${ebookId} did not open within 180 s`)))]);
  return { client, ms: performance.now() - started };
}

/** 20 editors on one book, each renaming its own page with the time of the change; every other editor times its arrival. */
async function coEditing(live, logFile) {
  const ebookId = await book('Live bench: writing together', EDITORS, 3);
  const delays = [];
  let delivered = 0;
  const editors = [];
  for (let i = 0; i < EDITORS; i += 1) {
    const label = `e${i + 1}`;
    const client = liveClient({ url: live, token, ebookId, label });
    const editor = { label, client, made: 0, acknowledged: 0 };
    client.provider.on('unsyncedChanges', ({ number }) => {
      if (number === 0 && !client.down()) editor.acknowledged = editor.made;
    });
    // A change of someone else's page arrives from the server: its name says who made it and when.
    client.doc.on('afterTransaction', (transaction) => {
      if (transaction.local) return;
      const now = performance.now();
      for (const id of touchedPages(transaction).pages) {
        const [who, , at] = String(pagesMapOf(client.doc).get(id)?.get('name') ?? '').split(' ');
        if (who === label || !at) continue;
        delays.push(now - Number(at));
        delivered += 1;
      }
    });
    editors.push(editor);
    await client.synced;
  }
  console.log(`${EDITORS} editors on one book through nginx: ${SECONDS} s, a change each every ${CHANGE_EVERY_MS} ms…`);
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(editors.map(async (editor, i) => {
    // Spread over the first half second, as people are.
    await pause((i * CHANGE_EVERY_MS) / EDITORS);
    for (let n = 1; Date.now() < end; n += 1) {
      editor.client.edit((pages) => pages.map((one) => (one.id === `page-${i}` ? { ...one, name: `${editor.label} ${n} ${performance.now().toFixed(3)}` } : one)));
      editor.made = n;
      await pause(CHANGE_EVERY_MS);
    }
  }));
  for (const editor of editors) if (await editor.client.saved(30_000)) editor.acknowledged = editor.made;
  const made = editors.reduce((sum, editor) => sum + editor.made, 0);
  await eventually(() => delivered >= made * (EDITORS - 1), 5_000);
  editors.forEach((editor) => editor.client.stop());
  await pause(500);
  const where = placements(readFileSync(logFile, 'utf8'));
  const perInstance = new Map();
  for (const editor of editors) perInstance.set(where.get(editor.label)?.[0] ?? '?', (perInstance.get(where.get(editor.label)?.[0] ?? '?') ?? 0) + 1);
  delays.sort((a, b) => a - b);
  return {
    made,
    acknowledged: editors.reduce((sum, editor) => sum + editor.acknowledged, 0),
    delivered,
    expected: made * (EDITORS - 1),
    delays,
    perInstance: [...perInstance].map(([at, n]) => `${n} on ${at}`).join(', '),
  };
}

async function main() {
  await buildStale({ only: ['api'] });
  await sql(adminUrl, `CREATE DATABASE ${databaseName}`);
  cleanups.push(() => sql(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  spawnSync('redis-cli', ['-u', redisUrl, 'flushdb'], { stdio: 'ignore' });
  cleanups.push(() => spawnSync('redis-cli', ['-u', redisUrl, 'flushdb'], { stdio: 'ignore' }));

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${BALANCER_PORT}`,
    SEED_DEMO: 'true',
    DEMO_PASSWORD,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    LOGIN_IP_MAX: '1000000',
    LOG_LEVEL: 'warn',
  };
  const instances = INSTANCE_PORTS.map((port, i) => apiInstance({ name: `api-${i + 1}`, port, env, dir: join(work, `api-${i + 1}`) }));
  cleanups.push(async () => {
    instances.forEach((instance) => instance.kill('SIGTERM'));
    await Promise.all(instances.map((instance) => instance.exited()));
  });
  // One first (it migrates and seeds), then the other.
  await instances[0].start().ready();
  await instances[1].start().ready();
  const balancer = await startNginx({ port: BALANCER_PORT, upstreams: INSTANCE_PORTS, dir: join(work, 'nginx') });
  cleanups.push(balancer.stop);
  base = balancer.url;
  token = (await call('POST', '/api/auth/login', { email: 'author@folio.test', password: DEMO_PASSWORD })).token;

  const together = await coEditing(liveUrl(base), join(work, 'nginx', 'live.log'));

  // Big books, opened on the first instance directly, so that its memory is what they cost.
  console.log(`making the big books: ${OPEN_BOOKS} × 300 pages of 30 elements, 1 × 1,000 pages of ${HUGE_PER_PAGE}…`);
  const bigIds = [];
  for (let i = 0; i < OPEN_BOOKS; i += 1) bigIds.push(await book(`Live bench: 300 pages ${i + 1}`, 300, 30));
  const hugeId = await book('Live bench: 1,000 pages', 1000, HUGE_PER_PAGE);
  const direct = liveUrl(instances[0].url);
  await pause(3_000);
  const rssBefore = instances[0].rss();
  const opened = [];
  for (const id of bigIds) {
    const one = await open(direct, id);
    // A change, as anyone writing makes: the server measures each page once for the guard's size limit (guard.ts).
    one.client.edit((pages) => pages.map((p, i) => (i === 0 ? { ...p, name: 'Opened by the bench' } : p)));
    await one.client.saved();
    opened.push(one);
  }
  await pause(3_000);
  const rssAfter = instances[0].rss();
  const pages = readPages(opened[0].client.doc);
  const jsonBytes = Buffer.byteLength(JSON.stringify(pages));
  const yjsBytes = Y.encodeStateAsUpdate(opened[0].client.doc).length;
  const elements = pages.reduce((sum, p) => sum + p.elements.length, 0);
  const heap = retainedHeap(Y.encodeStateAsUpdate(opened[0].client.doc));
  opened.forEach((one) => one.client.stop());
  // Opened again on the other instance, which has never held it: it reads the live state the first one stored.
  await pause(5_000);
  const again = await open(liveUrl(instances[1].url), bigIds[0]);
  again.client.stop();
  // Closed and unloaded by now: what of the growth the instance gave back.
  const rssClosed = instances[0].rss();
  const huge = await open(liveUrl(base), hugeId);
  const hugePages = readPages(huge.client.doc);
  const hugeBytes = Buffer.byteLength(JSON.stringify(hugePages));
  huge.client.stop();

  const { delays } = together;
  const lines = [
    `${EDITORS} editors on one book, 2 instances (${together.perInstance}), a change each every ${CHANGE_EVERY_MS} ms for ${SECONDS} s:`,
    `  changes made ${together.made}, acknowledged ${together.acknowledged}; seen by another editor ${together.delivered} of ${together.expected} (each change by ${EDITORS - 1})`,
    `  change → another editor sees it: p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.at(-1) ?? NaN)}`,
    `300-page book, ${elements} elements (${mb(jsonBytes)} as JSON, ${mb(yjsBytes)} as a Yjs document):`,
    `  open over the live channel: first time (from its pages) ${opened.map((one) => ms(one.ms)).join(', ')}; again (from its live state, on the other instance) ${ms(again.ms)}`,
    `  server memory per open book: its Y.Doc ${mb(heap.doc)} of heap (${(heap.doc / jsonBytes).toFixed(1)}× its JSON; measured apart, after a full GC; the guard holds no copy of it)`,
    `  the instance's RSS grew by ${mb((rssAfter - rssBefore) / OPEN_BOOKS)} a book with ${OPEN_BOOKS} open and changed once (${((rssAfter - rssBefore) / OPEN_BOOKS / jsonBytes).toFixed(1)}× its JSON, with what loading left for the GC): ${mb(rssBefore)} → ${mb(rssAfter)}, ${mb(rssClosed)} once they were closed`,
    `1,000-page book, ${hugePages.reduce((sum, p) => sum + p.elements.length, 0)} elements (${mb(hugeBytes)} as JSON): ${hugePages.length === 1000 ? 'opens' : `opened with ${hugePages.length} pages`} in ${ms(huge.ms)}`,
  ];
  console.log(`\nLive editing (2 API instances behind nginx, PostgreSQL, Redis)\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
}

await runToTheEnd(main, { cleanups, work, failure: 'bench:live failed' });
