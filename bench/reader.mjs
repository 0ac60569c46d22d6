// Reader figures: builds the web app, starts Folio on a fresh embedded database, creates a 500-page e-book
// and a 500-page PDF book through the API as admin, then opens each in Chromium, five times on a cold cache
// (BENCH_OPENINGS), and prints the median time to the first spread (for the PDF also to its first page shown, the
// server's drawing or pdf.js's, and to its first page drawn by pdf.js), the scripts loaded until then, the pages and
// DOM nodes mounted, the JS heap before and after paging through 100 pages, and the size of the reading answers
// (the book, then its pages by range).
// The PDF is also opened in pdf.js's own viewer component (pdfjs-dist/web/pdf_viewer.mjs) for comparison.
// Then a large PDF (BENCH_LARGE_MB, 95 MB, BENCH_LARGE_PAGES, 500 pages of text and a picture each; made once and
// kept in the system's temporary folder): the API process's resident memory while it stores and processes it, its
// first page in the reader against pdf.js's viewer (BENCH_LARGE_OPENINGS cold openings each), and the time to page
// BENCH_TURN_TO (400) drawn: chosen in the reader's page list and in the viewer, and the reader opened at ?page=400.
// BENCH_READER=ebook,pdf,large (the default) names the parts to run.
// Figures, not a test: run `npm run bench:reader` and compare before and after a change, on the same machine.
import { createReadStream, readFileSync, readdirSync, renameSync, rmSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3206);
const VIEWER_PORT = PORT + 1;
const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const PAGED = 100;
/** Openings of each book on a cold cache, for the median time to its first spread. */
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PARTS = new Set((process.env.BENCH_READER ?? 'ebook,pdf,large').split(','));
const LARGE_PAGES = Number(process.env.BENCH_LARGE_PAGES ?? 500);
/** Under the API's 100 MB limit for a PDF book. */
const LARGE_MB = Number(process.env.BENCH_LARGE_MB ?? 95);
const LARGE_OPENINGS = Number(process.env.BENCH_LARGE_OPENINGS ?? 3);
const TURN_TO = Number(process.env.BENCH_TURN_TO ?? 400);
const root = new URL('..', import.meta.url).pathname;

const server = startServer({ port: PORT, name: 'reader', web: true, webDist: process.env.BENCH_WEB_DIST });
const base = server.base;

async function call(path, token, init = {}) {
  const response = await fetch(base + path, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body && !(init.body instanceof FormData) && { 'content-type': 'application/json' }), ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A page of the big e-book: a heading, two paragraphs, a shape, and a quiz every tenth page. */
function benchPage(i) {
  const el = (id, type, x, y, width, height, fields, style = {}) => ({ id: `${id}-${i}`, type, position: { x, y }, size: { width, height }, style, ...fields });
  const elements = [
    el('h', 'heading', 60, 60, 674, 60, { text: `Chapter ${i + 1}`, level: 2 }, { fontSize: 30, fontWeight: 700, color: '#1e3a8a' }),
    el('r', 'shape', 60, 130, 80, 6, { shape: 'rectangle' }, { fill: '#1e3a8a' }),
    el('t', 'text', 60, 160, 674, 400, { html: `<p>Page ${i + 1} of the long book. ${'Reading is a conversation with the page. '.repeat(8)}</p><p>${'Ask what the author wants you to notice. '.repeat(6)}</p>` }, { fontSize: 18, lineHeight: 1.6 }),
  ];
  if (i % 10 === 0) {
    elements.push(el('q', 'quiz', 60, 620, 674, 260, { question: `Question ${i + 1}: how many sides has a square?`, options: [{ id: 'a', text: 'Three', correct: false }, { id: 'b', text: 'Four', correct: true }], multiple: false, feedback: { correct: 'Yes.', incorrect: 'Count again.' }, points: 1 }));
  }
  return { id: `bench-page-${i}`, name: `Page ${i + 1}`, elements, layout: { gutter: 50, columns: 2 }, style: {} };
}

async function createEbook(token) {
  const { data: book } = await call('/api/admin/ebooks', token, { method: 'POST', body: JSON.stringify({ title: `Bench: ${PAGES} pages`, status: 'published', price: 0 }) });
  let version = book.version;
  const order = [];
  // In batches: one request must stay under the API's body limit.
  for (let start = 0; start < PAGES; start += 50) {
    const pages = Array.from({ length: Math.min(50, PAGES - start) }, (_, k) => benchPage(start + k));
    order.push(...pages.map((p) => p.id));
    ({ version } = await call(`/api/admin/ebooks/${book.id}/pages`, token, { method: 'PUT', body: JSON.stringify({ version, pages, order }) }));
  }
  return book.id;
}

async function makePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 0; i < PAGES; i++) {
    const p = pdf.addPage([595, 842]);
    p.drawRectangle({ x: 0, y: 780, width: 595, height: 62, color: rgb(0.12, 0.23, 0.54) });
    p.drawText(`Chapter ${i + 1}`, { x: 50, y: 800, size: 24, font: bold, color: rgb(1, 1, 1) });
    for (let line = 0; line < 30; line++) p.drawText(`Line ${line + 1} of page ${i + 1}: reading is a conversation with the page.`, { x: 50, y: 740 - line * 22, size: 12, font, color: rgb(0.15, 0.15, 0.2) });
  }
  return Buffer.from(await pdf.save());
}

async function uploadPdf(token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bench.pdf');
  return (await call('/api/uploads?kind=pdf', token, { method: 'POST', body: form })).data.url;
}

/** Waits for an uploaded PDF's processing (page count, the drawing of page 1) to end. */
async function processed(token, url) {
  for (let waited = 0; ; waited += 100) {
    const { data: processing } = await call(`/api/uploads/pdf-processing?url=${encodeURIComponent(url)}`, token);
    if (processing.status === 'done') return processing;
    if (processing.status === 'failed' || waited > 120_000) throw new Error(`the bench PDF was not processed: ${JSON.stringify(processing)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const publishPdf = async (token, url, title) =>
  (await call('/api/admin/ebooks', token, { method: 'POST', body: JSON.stringify({ title, status: 'published', price: 0, book_type: 'pdf', pdf_file: url }) })).data.id;

async function createPdfBook(token, bytes) {
  const url = await uploadPdf(token, bytes);
  // Its processing is done before the openings, as it is for a book on sale.
  await processed(token, url);
  return publishPdf(token, url, `Bench: ${PAGES}-page PDF`);
}

/** The JS heap after a full garbage collection, and the DOM's size. */
async function measure(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  await cdp.detach();
  return { heapMb: metric('JSHeapUsedSize') / 1048576, nodes: metric('Nodes') };
}

const row = (label, value) => console.log(`  ${label.padEnd(40)} ${value}`);
const mb = (v) => `${v.toFixed(1)} MB`;

/** Median and range of a series of times, as printed. */
const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${sorted[sorted.length >> 1]} ms (${sorted[0]}–${sorted.at(-1)}, ${sorted.length} openings)`;
};

/**
 * Opens a reader's address on a cold cache (a new browser context) and waits for its first spread: the time from
 * navigation, a PDF's first page drawn, the scripts loaded until then, and the page, kept open for what follows.
 */
async function openReader(browser, url, pdf) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The scripts of the opening, up to the first spread: how many, and their bytes gzipped. Their bodies are read
  // once the opening is timed: read during it, they would compete with it for the same two cores.
  const scripts = [];
  let counting = true;
  page.on('response', (response) => {
    if (counting && response.request().resourceType() === 'script') scripts.push(response);
  });
  const started = Date.now();
  await page.goto(url);
  // A PDF's first page is drawn by pdf.js when its canvas has its picture: what pdf.js's viewer reports as
  // 'pagerendered'. The page's entry draws it before the app starts (#first-page, features/reader/pdf/firstPage.ts),
  // where the reader then draws its own. Before that, the entry shows the server's drawing of the page once it has
  // arrived (an image made when the file was processed): the page is on the screen from then on.
  const drawnBy = (selector) => page.waitForFunction((s) => document.querySelector(s), selector, { timeout: 120_000 }).then(() => Date.now() - started);
  const pdfjsCanvas = '[data-page-slot="shown"] canvas[data-pdf-page="1"][data-drawn], #first-page canvas[data-pdf-page="1"][data-drawn]';
  const firstPage = pdf && drawnBy(pdfjsCanvas);
  const firstPageShown = pdf && drawnBy(`${pdfjsCanvas}, #first-page img[data-pdf-page="1"][data-drawn]`);
  // The first spread is there when both pages have drawn: elements for an e-book, text layers for a PDF.
  await page.waitForFunction((isPdf) => {
    const shown = [...document.querySelectorAll('[data-page-slot="shown"]')];
    return shown.length === 2 && shown.every((s) => (isPdf ? s.querySelector('.textLayer span') : s.querySelector('[data-element-id]')));
  }, pdf, { timeout: 120_000 });
  const firstSpread = Date.now() - started;
  counting = false;
  const scriptBytes = await Promise.all(scripts.map((response) => response.body().then((body) => gzipSync(body).length, () => 0)));
  return { page, firstSpread, firstPageShown: await firstPageShown, firstPageDrawn: await firstPage, scriptBytes };
}

async function benchReader(browser, title, url, pdf) {
  // Each opening on a cold cache; the times vary from one to the next on a busy machine, so several are taken.
  const openings = [];
  for (let i = 0; i < OPENINGS; i++) {
    const opening = await openReader(browser, url, pdf);
    openings.push(opening);
    if (i < OPENINGS - 1) await opening.page.close();
  }
  const { page, scriptBytes } = openings.at(-1);
  // The pages' answers while paging: by range, never the whole book at once.
  const ranges = [];
  page.on('response', async (response) => {
    if (!/^\/api\/public\/ebooks\/[^/]+\/pages$/.test(new URL(response.url()).pathname)) return;
    ranges.push({ bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
  });
  const atStart = await measure(page);
  const mountedAtStart = await page.locator('[data-page-index]').count();
  // The book's answer, as the opening received it.
  const read = await page.evaluate(async () => {
    const entry = performance.getEntriesByType('resource').find((e) => /\/api\/public\/ebooks\/[^/]+\/read$/.test(new URL(e.name).pathname));
    return entry ? entry.decodedBodySize : 0;
  });
  for (let turned = 0; turned < PAGED; turned += 2) {
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('page-indicator').filter({ hasText: `Pages ${turned + 3}–` }).waitFor();
  }
  await page.waitForTimeout(1500);
  const after = await measure(page);
  console.log(`${title}`);
  if (pdf) {
    row('time to first page shown (median)', spread(openings.map((o) => o.firstPageShown)));
    row('time to first page drawn by pdf.js (median)', spread(openings.map((o) => o.firstPageDrawn)));
  }
  row('time to first spread (median)', spread(openings.map((o) => o.firstSpread)));
  row('scripts up to it (count / gzipped)', `${scriptBytes.length} / ${(scriptBytes.reduce((n, b) => n + b, 0) / 1024).toFixed(1)} KB`);
  row('pages mounted (first spread / after 100)', `${mountedAtStart} / ${await page.locator('[data-page-index]').count()}`);
  row('canvases in the DOM after 100 pages', String(await page.locator('canvas').count()));
  row('DOM nodes (first spread / after 100)', `${atStart.nodes} / ${after.nodes}`);
  row('JS heap (first spread / after 100)', `${mb(atStart.heapMb)} / ${mb(after.heapMb)}`);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  row('book answer (/read)', read ? kb(read) : '–');
  row('page range answers while paging (count / largest / total)', ranges.length ? `${ranges.length} / ${kb(Math.max(...ranges.map((a) => a.bytes)))} / ${kb(ranges.reduce((n, a) => n + a.bytes, 0))}` : '–');
  await page.close();
}

/**
 * pdf.js's own viewer component on the same files (`/?file=/large.pdf`), served from node_modules beside it; the PDFs
 * are served from disk with byte ranges, as Folio serves them, so that pdf.js fetches what it draws in both.
 */
function serveViewer(files) {
  const pdfjs = join(root, 'node_modules/pdfjs-dist');
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/pdfjs/web/pdf_viewer.css"></head>
<body style="margin:0"><div id="viewerContainer" style="position:absolute;inset:0;overflow:auto"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
globalThis.pdfjsLib = await import('/pdfjs/build/pdf.mjs');
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.mjs';
const { EventBus, PDFViewer, PDFLinkService } = await import('/pdfjs/web/pdf_viewer.mjs');
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const viewer = new PDFViewer({ container: document.getElementById('viewerContainer'), eventBus, linkService });
linkService.setViewer(viewer);
window.rendered = new Set();
eventBus.on('pagerendered', (e) => window.rendered.add(e.pageNumber));
eventBus.on('pagesinit', () => { viewer.currentScaleValue = 'page-fit'; });
window.viewer = viewer;
window.eventBus = eventBus;
const file = new URLSearchParams(location.search).get('file') ?? '/book.pdf';
const doc = await pdfjsLib.getDocument({ url: file, disableAutoFetch: true }).promise;
viewer.setDocument(doc);
linkService.setDocument(doc);
</script></body></html>`;
  const types = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
  return createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (files[path]) {
      const size = statSync(files[path]).size;
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      const headers = { 'content-type': 'application/pdf', 'accept-ranges': 'bytes' };
      if (!range) return createReadStream(files[path]).pipe(res.writeHead(200, { ...headers, 'content-length': size }));
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
      return createReadStream(files[path], { start, end }).pipe(res.writeHead(206, { ...headers, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}` }));
    }
    const file = normalize(join(pdfjs, path.replace(/^\/pdfjs\//, '')));
    if (!path.startsWith('/pdfjs/') || !file.startsWith(pdfjs) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' }).end(readFileSync(file));
  }).listen(VIEWER_PORT, '127.0.0.1');
}

async function benchPdfJsViewer(browser) {
  const times = [];
  let page;
  for (let i = 0; i < OPENINGS; i++) {
    await page?.close();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${VIEWER_PORT}/`);
    await page.waitForFunction(() => window.rendered?.has(1), undefined, { timeout: 120_000 });
    times.push(Date.now() - started);
  }
  const atStart = await measure(page);
  const pagesAtStart = await page.locator('.page').count();
  for (let n = 2; n <= PAGED + 1; n++) {
    await page.evaluate((p) => (window.viewer.currentPageNumber = p), n);
    await page.waitForFunction((p) => window.rendered.has(p), n, { timeout: 60_000 });
  }
  await page.waitForTimeout(1500);
  const after = await measure(page);
  console.log("pdf.js's viewer component (pdf_viewer.mjs), same PDF");
  row('time to first page (median)', spread(times));
  row('page boxes in the DOM', String(pagesAtStart));
  row('canvases in the DOM after 100 pages', String(await page.locator('canvas').count()));
  row('DOM nodes (first page / after 100)', `${atStart.nodes} / ${after.nodes}`);
  row('JS heap (first page / after 100)', `${mb(atStart.heapMb)} / ${mb(after.heapMb)}`);
  await page.close();
}

/**
 * The large PDF: pages of text, each with its own picture of noise (which JPEG cannot make small) sized so that the
 * file weighs about LARGE_MB. Made once, then kept in the system's temporary folder for the next runs.
 */
async function largePdf() {
  const path = join(tmpdir(), `folio-bench-large-${LARGE_PAGES}p-${LARGE_MB}mb.pdf`);
  if (existsSync(path)) return path;
  console.log(`making a ${LARGE_PAGES}-page, ${LARGE_MB} MB PDF (kept as ${path})…`);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // A JPEG of noise at quality 90 takes about 0.85 bytes a pixel.
  const side = Math.round(Math.sqrt((LARGE_MB * 1048576) / LARGE_PAGES / 0.85));
  for (let i = 0; i < LARGE_PAGES; i++) {
    const p = pdf.addPage([595, 842]);
    p.drawText(`Chapter ${i + 1}`, { x: 50, y: 790, size: 24, font });
    for (let line = 0; line < 12; line++) p.drawText(`Line ${line + 1} of page ${i + 1}: reading is a conversation with the page.`, { x: 50, y: 760 - line * 18, size: 11, font });
    const jpeg = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    p.drawImage(await pdf.embedJpg(jpeg), { x: 50, y: 50, width: 495, height: 440 });
  }
  writeFileSync(`${path}.part`, await pdf.save());
  renameSync(`${path}.part`, path);
  return path;
}

/** The API process this bench started: the node running dist/server.js with this bench's data folder. */
function apiPid() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // npm's shell (`sh -c node dist/server.js`) names it too: the API is the node process it starts.
      const [program, script] = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
      if (!program.endsWith('node') || script !== 'dist/server.js') continue;
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`DATA_DIR=${join(server.work, 'data')}`)) return Number(pid);
    } catch {
      // gone, or not ours
    }
  }
  throw new Error('the API process was not found');
}

/** Waits (up to 10 s) for the API process to end, so that its data folder can be removed whole, not while it writes. */
async function ended() {
  for (let i = 0; i < 100; i++) {
    try {
      apiPid();
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process's resident memory now (VmRSS) and at its highest (VmHWM), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Uploads the large PDF and waits for its processing, sampling the API process's memory every 20 ms meanwhile. */
async function storeLargePdf(token, path) {
  const pid = apiPid();
  const before = memoryOf(pid);
  const peaks = { upload: before.rss, processing: before.rss };
  let phase = 'upload';
  const sampler = setInterval(() => {
    peaks[phase] = Math.max(peaks[phase], memoryOf(pid).rss);
  }, 20);
  const started = Date.now();
  const url = await uploadPdf(token, readFileSync(path));
  const uploaded = Date.now();
  phase = 'processing';
  const { page_count: pageCount } = await processed(token, url);
  const done = Date.now();
  clearInterval(sampler);
  const after = memoryOf(pid);
  console.log(`Large PDF (${LARGE_PAGES} pages, ${(statSync(path).size / 1048576).toFixed(1)} MB): the API process (${pid}) storing and processing it`);
  row('upload stored / processed (ms)', `${uploaded - started} / ${done - uploaded} (${pageCount} pages counted)`);
  row('RSS before', mb(before.rss));
  row('RSS peak growth while uploading', `+${mb(peaks.upload - before.rss)}`);
  row('RSS peak growth while processing', `+${mb(peaks.processing - before.rss)}`);
  row('VmHWM before / after', `${mb(before.hwm)} / ${mb(after.hwm)}`);
  return url;
}

/** The time from `act` until `done` is true, both run in the page (measured there, checked at every frame). */
const timeInPage = (page, act, done) =>
  page.evaluate(
    ([actSource, doneSource]) =>
      new Promise((resolve) => {
        const isDone = new Function(`return ${doneSource}`);
        const started = performance.now();
        new Function(actSource)();
        const check = () => (isDone() ? resolve(Math.round(performance.now() - started)) : requestAnimationFrame(check));
        check();
      }),
    [act, done],
  );

const drawnInReader = (n) => `[data-page-slot="shown"] canvas[data-pdf-page="${n}"][data-drawn]`;

async function benchLargePdf(browser, token, url) {
  const id = await publishPdf(token, url, `Bench: ${LARGE_PAGES}-page, ${LARGE_MB} MB PDF`);
  const reader = `${base}/flipbooks/${id}`;
  const openings = [];
  const viewerTimes = [];
  // Folio's reader and pdf.js's viewer in turns, each on a cold cache, so that the machine's moods fall on both.
  for (let i = 0; i < LARGE_OPENINGS; i++) {
    const opening = await openReader(browser, reader, true);
    openings.push(opening);
    if (i < LARGE_OPENINGS - 1) await opening.page.close();
    const viewer = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = Date.now();
    await viewer.goto(`http://127.0.0.1:${VIEWER_PORT}/?file=/large.pdf`);
    await viewer.waitForFunction(() => window.rendered?.has(1), undefined, { timeout: 120_000 });
    viewerTimes.push(Date.now() - started);
    if (i < LARGE_OPENINGS - 1) await viewer.close();
    else openings.viewer = viewer;
  }
  // Page TURN_TO chosen in the reader's page list (the gallery's thumbnails around it drawn first), and in the viewer.
  const { page } = openings.at(-1);
  await page.getByRole('button', { name: 'All pages', exact: true }).first().click();
  const choice = page.getByRole('button', { name: `Go to page ${TURN_TO}`, exact: true });
  await choice.scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  await choice.evaluate((button) => button.setAttribute('data-bench-target', ''));
  const turned = await timeInPage(page, "document.querySelector('[data-bench-target]').click()", `document.querySelector('${drawnInReader(TURN_TO)}')`);
  await page.close();
  const viewer = openings.viewer;
  const viewerTurned = await timeInPage(viewer, `window.viewer.currentPageNumber = ${TURN_TO}`, `window.rendered.has(${TURN_TO})`);
  await viewer.close();
  // The reader opened at ?page=TURN_TO, on a cold cache.
  const atPage = [];
  for (let i = 0; i < LARGE_OPENINGS; i++) {
    const opened = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = Date.now();
    await opened.goto(`${reader}?page=${TURN_TO}`);
    await opened.waitForSelector(drawnInReader(TURN_TO), { state: 'attached', timeout: 120_000 });
    atPage.push(Date.now() - started);
    await opened.close();
  }
  console.log(`Large PDF in Chromium 1280×800, each opened ${LARGE_OPENINGS} times on a cold cache`);
  row('Folio: first page shown (median)', spread(openings.map((o) => o.firstPageShown)));
  row('Folio: first page drawn by pdf.js (median)', spread(openings.map((o) => o.firstPageDrawn)));
  row('Folio: first spread (median)', spread(openings.map((o) => o.firstSpread)));
  row("pdf.js's viewer: first page (median)", spread(viewerTimes));
  row(`Folio: page ${TURN_TO} chosen → drawn`, `${turned} ms`);
  row(`pdf.js's viewer: page ${TURN_TO} asked → drawn`, `${viewerTurned} ms`);
  row(`Folio: opened at ?page=${TURN_TO} → drawn (median)`, spread(atPage));
}

let viewerServer;
try {
  await server.ready();
  const { token } = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@folio.test', password: 'folio-demo' }) })).json();
  const files = {};
  const books = {};
  if (PARTS.has('ebook')) books.ebook = await createEbook(token);
  if (PARTS.has('pdf')) {
    const pdfBytes = await makePdf();
    files['/book.pdf'] = join(server.work, 'book.pdf');
    writeFileSync(files['/book.pdf'], pdfBytes);
    books.pdf = { id: await createPdfBook(token, pdfBytes), mb: pdfBytes.length / 1048576 };
  }
  if (PARTS.has('large')) {
    files['/large.pdf'] = await largePdf();
    books.large = await storeLargePdf(token, files['/large.pdf']);
  }
  viewerServer = serveViewer(files);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  if (books.ebook || books.pdf) console.log(`Reader, ${PAGES}-page books, Chromium 1280×800, each opened ${OPENINGS} times on a cold cache, then paged through ${PAGED} pages`);
  if (books.ebook) await benchReader(browser, `E-book (${PAGES} pages, a quiz every 10th)`, `${base}/flipbooks/${books.ebook}`, false);
  if (books.pdf) {
    await benchReader(browser, `PDF book (${PAGES} pages, ${books.pdf.mb.toFixed(1)} MB)`, `${base}/flipbooks/${books.pdf.id}`, true);
    await benchPdfJsViewer(browser);
  }
  if (books.large) await benchLargePdf(browser, token, books.large);
  await browser.close();
} finally {
  viewerServer?.close();
  server.stop();
  await ended();
  rmSync(server.work, { recursive: true, force: true });
}
