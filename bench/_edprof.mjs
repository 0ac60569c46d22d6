// Editor figures: builds the web app, starts Folio on a fresh embedded database, makes a 300-page book with 30
// elements a page and a one-page book with 500 elements through the API, then drives the editor in Chromium
// and prints: time to open, mounted elements, scripting time per drag frame, what a drag touches in the DOM,
// the autosave payload after one edit, the server's time to save one page of a 10-page and of the 300-page
// book, and the JS heap around 100 undo steps. Figures, not a test: run
// `npm run bench:editor` and compare before and after a change, on the same machine. BENCH_WEB_DIST names a web
// build to serve instead of building one (`npm run build -w @folio/web -- --outDir DIR`).
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const PAGES = 300;
const PER_PAGE = 30;
const BIG_PAGE = 500;
const DRAG_FRAMES = 60;
const UNDO_STEPS = 100;
const SMALL_BOOK = 10;
const SAVES = 40;
// A busy machine may take longer than Playwright's 30 s to open a big book: the figure says so rather than failing.
const OPEN_TIMEOUT = 180_000;

const server = startServer({ port: PORT, name: 'editor', web: true, webDist: process.env.BENCH_WEB_DIST });
const base = server.base;

let token = '';
async function call(method, path, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** One element of a generated page: texts, headings and shapes spread over an A4 page. */
function element(p, i) {
  const position = { x: 40 + ((i * 67) % 600), y: 40 + ((i * 131) % 980) };
  const id = `p${p}-e${i}`;
  if (i % 3 === 0) return { id, type: 'text', position, size: { width: 220, height: 60 }, style: { fontSize: 16 }, html: `<p>Paragraph ${i} of page ${p + 1}: tide pools hold tiny oceans.</p>` };
  if (i % 3 === 1) return { id, type: 'heading', position, size: { width: 260, height: 50 }, style: { fontSize: 28 }, text: `Heading ${i}`, level: 2 };
  return { id, type: 'shape', position, size: { width: 120, height: 80 }, style: { fill: '#c7d2fe', stroke: '#4f46e5', strokeWidth: 2 }, shape: i % 2 ? 'rectangle' : 'ellipse' };
}
const makePage = (p, count) => ({ id: `page-${p}`, name: `Page ${p + 1}`, elements: Array.from({ length: count }, (_, i) => element(p, i)), layout: { gutter: 50, columns: 2 }, style: {} });

/** Saves pages in chunks under the server's body limit; each chunk names the order of all pages sent so far. */
async function putAll(id, pages) {
  let { version } = await call('GET', `/api/admin/ebooks/${id}/pages`);
  const order = [];
  for (let i = 0; i < pages.length; i += 40) {
    const batch = pages.slice(i, i + 40);
    order.push(...batch.map((p) => p.id));
    ({ version } = await call('PUT', `/api/admin/ebooks/${id}/pages`, { version, pages: batch, order }));
  }
}

async function book(title, pages) {
  const { data } = await call('POST', '/api/admin/ebooks', { title });
  await putAll(data.id, pages);
  return data.id;
}

/**
 * The server's side of an autosave: one changed page of a book sent `SAVES` times in a row, each based on the
 * version the last answered (what the editor does), timed on loopback. Answers the median and p95 in ms.
 */
async function autosaveTimes(id, pages) {
  let { version } = await call('GET', `/api/admin/ebooks/${id}/pages`);
  const order = pages.map((p) => p.id);
  const times = [];
  for (let i = 0; i < SAVES; i++) {
    const changed = { ...pages[i % pages.length], name: `Edited ${i}` };
    const started = performance.now();
    ({ version } = await call('PUT', `/api/admin/ebooks/${id}/pages`, { version, pages: [changed], order }));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(SAVES / 2)], p95: times[Math.floor(SAVES * 0.95)] };
}

const fmt = (n, unit = '') => `${Math.round(n * 100) / 100}${unit}`;
const mb = (bytes) => `${fmt(bytes / 1024 / 1024)} MB`;

try {
  await server.ready();
  token = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@folio.test', password: 'folio-demo' }) })).json()).token;
  console.log(`making a ${PAGES}-page book with ${PER_PAGE} elements a page, and a page with ${BIG_PAGE} elements…`);
  const pages = Array.from({ length: PAGES }, (_, p) => makePage(p, PER_PAGE));
  const bookBytes = Buffer.byteLength(JSON.stringify(pages));
  const bigBook = await book('Bench: 300 pages', pages);
  const busyPage = await book('Bench: 500 elements', [makePage(0, BIG_PAGE)]);
  const smallPages = pages.slice(0, SMALL_BOOK);
  const smallBook = await book(`Bench: ${SMALL_BOOK} pages`, smallPages);

  // Saving one page must cost the same whatever the size of the book (set-based SQL, only moved rows written).
  const small = await autosaveTimes(smallBook, smallPages);
  const large = await autosaveTimes(bigBook, pages);
  console.log(`\nautosave of one page, server (${SAVES} saves)  ${SMALL_BOOK} pages: p50 ${fmt(small.p50)} ms, p95 ${fmt(small.p95)} ms   ${PAGES} pages: p50 ${fmt(large.p50)} ms, p95 ${fmt(large.p95)} ms   ratio p50 ${fmt(large.p50 / small.p50)}×`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await metrics()).JSHeapUsedSize;
  };

  await page.goto(`${base}/login`);
  await page.locator('input[type=email], input[name=email]').first().fill('admin@folio.test');
  await page.locator('input[type=password]').fill('folio-demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin/);

  // Open: from navigation to the first page drawn and the document loaded.
  const frames = page.locator('[data-editor-page] [data-editor-element]');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  let start = Date.now();
  await page.goto(`${base}/ebooks/edit/${bigBook}`);
  await page.locator('[data-save-status="saved"]').waitFor({ timeout: OPEN_TIMEOUT });
  await frames.first().waitFor({ timeout: OPEN_TIMEOUT });
  const openMs = Date.now() - start;
  {
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const self = new Map(), incl = new Map();
    profile.samples.forEach((id, i) => {
      const d = profile.timeDeltas[i] ?? 0; const f = byId.get(id).callFrame;
      const key = `${f.functionName || 'anon'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + d);
      const seen = new Set(); let cur = id;
      while (cur) { const g = byId.get(cur).callFrame; const k = `${g.functionName || 'anon'} ${g.url.split('/').pop()}:${g.lineNumber}:${g.columnNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } cur = parent.get(cur); }
    });
    console.log('SELF'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((v / 1000).toFixed(0).padStart(6), k);
    console.log('INCLUSIVE'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), k);
  }
  const mounted = await frames.count();
  // The thumbnails are drawn after the editor opens, when the browser has time for them.
  const thumbDrawn = page.locator('[data-page-id] [data-element-id]');
  await thumbDrawn.first().waitFor({ timeout: OPEN_TIMEOUT });
  const thumbnails = await page.locator('[data-page-id]').count();
  const thumbElements = await thumbDrawn.count();
  console.log(`\nopen ${PAGES}-page book (${PAGES * PER_PAGE} elements)     ${openMs} ms`);
  console.log(`elements mounted on the canvas          ${mounted} (the current page only)`);
  console.log(`page thumbnails / elements drawn in them ${thumbnails} / ${thumbElements} (only thumbnails on screen are drawn, after the open)`);

  // One edit, then the autosave's body.
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/pages'));
  await frames.last().click();
  await page.keyboard.press('ArrowRight');
  const body = (await saved).postData() ?? '';
  const sent = JSON.parse(body);
  console.log(`autosave after one edit                 ${Buffer.byteLength(body)} bytes (${sent.pages.length} page of ${sent.order.length}; all pages: ${mb(bookBytes)})`);
  await page.locator('[data-save-status="saved"]').waitFor();

  // 100 undoable steps, then undone.
  const before = await heap();
  for (let i = 0; i < UNDO_STEPS; i++) await page.keyboard.press('ArrowRight');
  const withHistory = await heap();
  for (let i = 0; i < UNDO_STEPS; i++) await page.keyboard.press('Control+z');
  const afterUndo = await heap();
  console.log(`JS heap: before / after ${UNDO_STEPS} steps / after undoing them   ${mb(before)} / ${mb(withHistory)} / ${mb(afterUndo)} (history: ${fmt((withHistory - before) / 1024)} kB)`);

  // Dragging on a page of 500 elements: scripting time per pointer move, and what the DOM saw change.
  start = Date.now();
  await page.goto(`${base}/ebooks/edit/${busyPage}`);
  await page.locator('[data-save-status="saved"]').waitFor({ timeout: OPEN_TIMEOUT });
  await frames.nth(BIG_PAGE - 1).waitFor({ timeout: OPEN_TIMEOUT });
  console.log(`\nopen a page of ${BIG_PAGE} elements               ${Date.now() - start} ms (${await frames.count()} mounted)`);
  const target = frames.last();
  await target.click();
  const box = await target.boundingBox();
  await page.evaluate(() => {
    const seen = new Set();
    window.__changed = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const frame = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[data-editor-element]');
        if (frame) seen.add(frame.getAttribute('data-editor-element'));
      }
    }).observe(document.querySelector('[data-editor-page]'), { subtree: true, attributes: true, childList: true, characterData: true });
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const m0 = await metrics();
  const t0 = Date.now();
  for (let i = 1; i <= DRAG_FRAMES; i++) await page.mouse.move(x + i * 3, y + i * 2);
  const m1 = await metrics();
  const wall = Date.now() - t0;
  await page.mouse.up();
  await page.locator('[data-save-status="saved"]').waitFor();
  const changed = await page.evaluate(() => window.__changed.size);
  console.log(`drag: scripting per frame               ${fmt(((m1.ScriptDuration - m0.ScriptDuration) * 1000) / DRAG_FRAMES, ' ms')} (layout ${fmt(((m1.LayoutDuration - m0.LayoutDuration) * 1000) / DRAG_FRAMES, ' ms')}, ${fmt(wall / DRAG_FRAMES, ' ms')} wall per move)`);
  console.log(`drag: elements whose DOM changed        ${changed} of ${BIG_PAGE} (during the drag and after the drop)`);
  await browser.close();
} finally {
  server.stop();
  rmSync(server.work, { recursive: true, force: true });
}
