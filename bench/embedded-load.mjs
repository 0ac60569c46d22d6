// Saves under reading load: Folio on the embedded PGlite and on PostgreSQL, each with the demo seed, met by
// BENCH_READERS (50) readers who open the catalogue's books and page through them, and BENCH_EDITORS (10)
// editors who each change one page of their own book and autosave it, wait BENCH_AUTOSAVE_MS (1,000, the
// editor's autosave delay) and change it again. Each target runs alone for about BENCH_SECONDS (20), after the
// same warm-up; prints the saves' and the reads' p50/p95/p99 and counts on both, and the ratio of the saves' p99.
// PostgreSQL is a scratch database (BENCH_LOAD_DATABASE_URL, by default folio_load_bench on this machine; its name
// must say "bench", since it is dropped and made anew). Loopback only; bounded in time. Figures, not a test:
// run `node bench/embedded-load.mjs` before and after a change, on the same machine.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { benchDatabase } from './data.mjs';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const READERS = Number(process.env.BENCH_READERS ?? 50);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const AUTOSAVE_MS = Number(process.env.BENCH_AUTOSAVE_MS ?? 1000);
/** The editors' books: as many pages as a long picture book, 30 elements a page (bench/editor.mjs's shape). */
const BOOK_PAGES = 60;
/** How many pages a reader turns in a book before opening the next: ranges of six, the reader's spread window. */
const READ_RANGES = 3;
const RANGE = 6;

const database = benchDatabase(process.env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_load_bench');

/** One element of a generated page: texts, headings and shapes spread over an A4 page. */
function element(p, i) {
  const position = { x: 40 + ((i * 67) % 600), y: 40 + ((i * 131) % 980) };
  const id = `p${p}-e${i}`;
  if (i % 3 === 0) return { id, type: 'text', position, size: { width: 220, height: 60 }, style: { fontSize: 16 }, html: `<p>Paragraph ${i} of page ${p + 1}: tide pools hold tiny oceans.</p>` };
  if (i % 3 === 1) return { id, type: 'heading', position, size: { width: 260, height: 50 }, style: { fontSize: 28 }, text: `Heading ${i}`, level: 2 };
  return { id, type: 'shape', position, size: { width: 120, height: 80 }, style: { fill: '#c7d2fe', stroke: '#4f46e5', strokeWidth: 2 }, shape: i % 2 ? 'rectangle' : 'ellipse' };
}
const makePage = (p) => ({ id: `page-${p}`, name: `Page ${p + 1}`, elements: Array.from({ length: 30 }, (_, i) => element(p, i)), layout: { gutter: 50, columns: 2 }, style: {} });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(6);
const line = (s) => `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)} ms  (n ${s.n})`;

/** A client of one server: JSON in and out, failures thrown with their answer. */
function client(base) {
  let token = '';
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    call,
    get authorization() {
      return `Bearer ${token}`;
    },
    async signIn() {
      ({ token } = await call('POST', '/api/auth/login', { email: 'admin@folio.test', password: 'folio-demo' }));
    },
  };
}

/** The editors' books, made through the API in chunks under the server's body limit. */
async function makeBooks(api) {
  const pages = Array.from({ length: BOOK_PAGES }, (_, p) => makePage(p));
  const books = [];
  for (let e = 0; e < EDITORS; e++) {
    const { data } = await api.call('POST', '/api/admin/ebooks', { title: `Load bench ${e + 1}` });
    let { version } = await api.call('GET', `/api/admin/ebooks/${data.id}/pages`);
    const order = [];
    for (let i = 0; i < pages.length; i += 20) {
      const batch = pages.slice(i, i + 20);
      order.push(...batch.map((p) => p.id));
      ({ version } = await api.call('PUT', `/api/admin/ebooks/${data.id}/pages`, { version, pages: batch, order }));
    }
    books.push({ id: data.id, version, pages });
  }
  return books;
}

/** The books a visitor can open: the first pages of the public catalogue, PDF books left out. */
async function readableBooks(base) {
  const keys = [];
  for (let page = 1; page <= 3; page++) {
    const { data } = await (await fetch(`${base}/api/public/ebooks?per_page=20&page=${page}`)).json();
    keys.push(...data.filter((b) => b.book_type !== 'pdf').map((b) => b.slug));
    if (data.length < 20) break;
  }
  if (!keys.length) throw new Error('the catalogue has no book to read');
  return keys;
}

/**
 * Runs readers and editors together until `until`; answers the times of the saves and of the reads (ms).
 * A reader opens a book (/read) and fetches READ_RANGES ranges of its pages, then opens the next book; an
 * editor sends one changed page with the whole order against the version it last got, as the editor does.
 */
async function load(base, api, books, keys, seconds) {
  const until = Date.now() + seconds * 1000;
  const saves = [];
  const reads = [];
  let failed = 0;
  const timed = async (into, request) => {
    const started = performance.now();
    const res = await request();
    into.push(performance.now() - started);
    if (!res.ok) failed++;
    return res;
  };
  const reader = async (r) => {
    for (let n = r; Date.now() < until; n++) {
      const key = keys[n % keys.length];
      const opened = await timed(reads, () => fetch(`${base}/api/public/ebooks/${key}/read`));
      const pages = opened.ok ? (await opened.json()).data.page_ids.length : 0;
      for (let from = 0; from < Math.min(pages, READ_RANGES * RANGE) && Date.now() < until; from += RANGE) {
        await (await timed(reads, () => fetch(`${base}/api/public/ebooks/${key}/pages?from=${from}&count=${RANGE}`))).arrayBuffer();
      }
    }
  };
  const editor = async (book) => {
    const order = book.pages.map((p) => p.id);
    for (let i = 0; Date.now() < until; i++) {
      const changed = { ...book.pages[i % book.pages.length], name: `Edited ${i}` };
      const res = await timed(saves, () =>
        fetch(`${base}/api/admin/ebooks/${book.id}/pages`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: api.authorization },
          body: JSON.stringify({ version: book.version, pages: [changed], order }),
        }),
      );
      if (res.ok) book.version = (await res.json()).version;
      else await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_MS));
    }
  };
  await Promise.all([...Array.from({ length: READERS }, (_, r) => reader(r)), ...books.map(editor)]);
  return { saves, reads, failed };
}

/** Starts Folio on one database, makes the editors' books, warms up, loads it; answers its figures. */
async function measure(name, port, env) {
  const server = startServer({ port, name: `load-${name}`, env });
  try {
    await server.ready();
    const api = client(server.base);
    await api.signIn();
    const books = await makeBooks(api);
    const keys = await readableBooks(server.base);
    await load(server.base, api, books, keys, Math.min(5, SECONDS / 4));
    const { saves, reads, failed } = await load(server.base, api, books, keys, SECONDS);
    return { saves: summary(saves), reads: summary(reads), failed, seconds: SECONDS };
  } finally {
    server.stop();
    rmSync(server.work, { recursive: true, force: true });
  }
}

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database.name}`);
  await admin.end();
}

console.log(`${READERS} readers + ${EDITORS} editors autosaving one page of a ${BOOK_PAGES}-page book every ${AUTOSAVE_MS} ms, ~${SECONDS} s per database`);
const results = {};
results.PGlite = await measure('pglite', PORT, {});
await freshDatabase();
results.PostgreSQL = await measure('postgres', PORT + 1, { DATABASE_URL: database.url, RUN_WORKER: 'false' });
for (const [name, r] of Object.entries(results)) {
  console.log(`${name.padEnd(10)} saves ${line(r.saves)}   reads ${line(r.reads)}  ${Math.round(r.reads.n / r.seconds)} reads/s${r.failed ? `  FAILED ${r.failed}` : ''}`);
}
console.log(`saves p99: PGlite / PostgreSQL ×${(results.PGlite.saves.p99 / results.PostgreSQL.saves.p99).toFixed(2)}`);
