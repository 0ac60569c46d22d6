// Reader figures: builds the web app, starts Folio on a fresh embedded database, creates a 500-page e-book
// and a 500-page PDF book through the API as admin, then opens each in Chromium, five times on a cold cache
// (BENCH_OPENINGS), and prints the median time to the first spread (for the PDF also to its first page shown, the
// server's drawing or pdf.js's, and to its first page drawn by pdf.js), the scripts loaded until then, the pages and
// DOM nodes mounted, the JS heap before and after paging through 100 pages, and the size of the reading answers
// (the book, then its pages by range).
// The PDF is also opened in pdf.js's own viewer component (pdfjs-dist/web/pdf_viewer.mjs) for comparison.
// Figures, not a test: run `npm run bench:reader` and compare before and after a change, on the same machine.
import { createServer } from 'node:http';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3206);
const VIEWER_PORT = PORT + 1;
const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const PAGED = 100;
/** Openings of each book on a cold cache, for the median time to its first spread. */
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

async function createPdfBook(token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bench.pdf');
  const { data: upload } = await call('/api/uploads?kind=pdf', token, { method: 'POST', body: form });
  // Its processing (page count, the drawing of page 1) is done before the openings, as it is for a book on sale.
  for (let waited = 0; ; waited += 250) {
    const { data: processing } = await call(`/api/uploads/pdf-processing?url=${encodeURIComponent(upload.url)}`, token);
    if (processing.status === 'done') break;
    if (processing.status === 'failed' || waited > 60_000) throw new Error(`the bench PDF was not processed: ${JSON.stringify(processing)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { data: book } = await call('/api/admin/ebooks', token, { method: 'POST', body: JSON.stringify({ title: `Bench: ${PAGES}-page PDF`, status: 'published', price: 0, book_type: 'pdf', pdf_file: upload.url }) });
  return book.id;
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

/** pdf.js's own viewer component on the same file, served from node_modules beside it. */
function serveViewer(pdfBytes) {
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
const doc = await pdfjsLib.getDocument({ url: '/book.pdf', disableAutoFetch: true }).promise;
viewer.setDocument(doc);
linkService.setDocument(doc);
</script></body></html>`;
  const types = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
  return createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (path === '/book.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfBytes);
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

let viewerServer;
try {
  await server.ready();
  const { token } = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@folio.test', password: 'folio-demo' }) })).json();
  const ebookId = await createEbook(token);
  const pdfBytes = await makePdf();
  const pdfId = await createPdfBook(token, pdfBytes);
  viewerServer = serveViewer(pdfBytes);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  console.log(`Reader, ${PAGES}-page books, Chromium 1280×800, each opened ${OPENINGS} times on a cold cache, then paged through ${PAGED} pages`);
  await benchReader(browser, `E-book (${PAGES} pages, a quiz every 10th)`, `${base}/flipbooks/${ebookId}`, false);
  await benchReader(browser, `PDF book (${PAGES} pages, ${(pdfBytes.length / 1048576).toFixed(1)} MB)`, `${base}/flipbooks/${pdfId}`, true);
  await benchPdfJsViewer(browser);
  await browser.close();
} finally {
  viewerServer?.close();
  server.stop();
  rmSync(server.work, { recursive: true, force: true });
}
