// Public pages as a phone meets them: builds the web app, starts Folio on a fresh embedded database with the
// demo, then for `/`, `/ebooks` and `/login` in English, Arabic and Japanese prints
// - Lighthouse's mobile scores (performance, accessibility) and its FCP, LCP, TBT, CLS and total bytes (simulated
//   slow 4G and a 4× slower CPU, Lighthouse's defaults), and
// - from a real navigation in Chromium (same throttling through the DevTools protocol): the JavaScript, font
//   and translation bytes that crossed the wire (compressed: brotli), the same JavaScript gzipped (the issue's
//   budget is in gzip), the translation files fetched, LCP and CLS.
// Figures, not a test: run `npm run bench:web` and compare before and after a change, on the same machine.
// BENCH_WEB_ROUTES=/,/login and BENCH_WEB_LANGUAGES=en,ar narrow the run; BENCH_LIGHTHOUSE=0 skips Lighthouse;
// BENCH_WEB_DETAILS=1 also prints, under each line, Lighthouse's LCP element and the elements that shifted.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = (process.env.BENCH_WEB_ROUTES ?? '/,/ebooks,/login').split(',');
const LANGUAGES = (process.env.BENCH_WEB_LANGUAGES ?? 'en,ar,ja').split(',');
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const DETAILS = process.env.BENCH_WEB_DETAILS === '1';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Lighthouse's mobile defaults: a Moto G Power sized screen, slow 4G (150 ms, 1.6 Mbit/s down) and a 4× slower CPU.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const server = startServer({ port: PORT, name: 'web', web: true, webDist: process.env.BENCH_WEB_DIST });
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const url = (route, language) => `${server.base}${route}${route.includes('?') ? '&' : '?'}lng=${language}`;

/** One cold navigation in a fresh browser context: what crossed the wire by kind, and LCP and CLS as the page saw them. */
async function navigate(browser, route, language) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    const seen = { lcp: 0, cls: 0 };
    window.__vitals = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // script: as sent (brotli from this server); scriptGzip: the same scripts gzipped, the measure of the issue's budget.
  const bytes = { script: 0, scriptGzip: 0, font: 0, locales: 0, other: 0 };
  let localeFiles = 0;
  const pending = [];
  const count = (request) =>
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/locales/')) {
          localeFiles += 1;
          bytes.locales += responseBodySize;
        } else if (request.resourceType() === 'script') {
          bytes.script += responseBodySize;
          // A worker that has ended takes its script's body with it: its bytes as sent are counted above, its
          // gzipped ones are not.
          return request.response().then((response) => response?.body()).then(
            (body) => {
              if (body) bytes.scriptGzip += gzipSync(body).length;
            },
            () => {},
          );
        }
        else if (request.resourceType() === 'font') bytes.font += responseBodySize;
        else bytes.other += responseBodySize;
      }),
    );
  page.on('requestfinished', count);
  await page.goto(url(route, language));
  // The screen is in once the layout's main region is (it arrives with the screen), and settled once the
  // network is quiet again (covers, fonts); a short spell more lets late shifts be counted.
  await page.locator('#main').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // The first load ends here: what the page fetches later (code it loads when idle) is not counted, and a
  // request that ends while the page closes is not asked for its size.
  page.off('requestfinished', count);
  const vitals = await page.evaluate(() => window.__vitals);
  if (process.env.BENCH_SHOT) await page.screenshot({ path: `${process.env.BENCH_SHOT}/${route.replace(/\W+/g, '_')}-${language}.png` });
  await Promise.all(pending);
  await context.close();
  return { ...vitals, bytes, localeFiles };
}

/**
 * Lighthouse on one page. On a busy machine a run now and then ends without figures (a runtime error such as no
 * LCP seen, a performance score of null): it is run once more, and reported as failed if it fails again.
 */
async function lighthouseRun(chrome, route, language) {
  const failure = (lhr) => lhr.runtimeError?.code ?? (lhr.categories.performance.score === null ? 'no performance score' : undefined);
  let lhr;
  for (let attempt = 0; attempt < 2 && (!lhr || failure(lhr)); attempt++) {
    ({ lhr } = await lighthouse(url(route, language), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }));
  }
  if (failure(lhr)) return { failed: failure(lhr) };
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // The LCP element and the shifted elements, as Lighthouse's report names them (selector and a snippet).
  const nodes = (id) => (lhr.audits[id]?.details?.items ?? []).flatMap((item) => (item.items ?? [item]).map((entry) => entry.node ?? entry)).filter((node) => node?.type === 'node');
  const describe = (node) => `${node.selector} ${node.snippet?.slice(0, 100) ?? ''}`;
  return {
    lcpElement: nodes('lcp-breakdown-insight').map(describe),
    shifted: nodes('layout-shifts').slice(0, 5).map(describe),
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    total: audit('total-byte-weight'),
  };
}

let browser;
let chrome;
try {
  await server.ready();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  if (LIGHTHOUSE) chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  console.log(`Public pages on a phone (slow 4G, CPU ${CPU_SLOWDOWN}× slower), cold cache; sizes are compressed bytes on the wire (JS gz: the same scripts gzipped)`);
  console.log(`${'page'.padEnd(14)} ${'JS'.padStart(7)} ${'JS gz'.padStart(7)} ${'fonts'.padStart(7)} ${'texts'.padStart(11)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)}${LIGHTHOUSE ? '   Lighthouse: perf  a11y     FCP     LCP      TBT    CLS    total' : ''}`);
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      const real = await navigate(browser, route, language);
      let line = `${`${route} ${language}`.padEnd(14)} ${kB(real.bytes.script).padStart(7)} ${kB(real.bytes.scriptGzip).padStart(7)} ${kB(real.bytes.font).padStart(7)} ${`${kB(real.bytes.locales)} (${real.localeFiles})`.padStart(11)} ${`${(real.lcp / 1000).toFixed(2)} s`.padStart(8)} ${real.cls.toFixed(3).padStart(6)}`;
      if (chrome) {
        const lh = await lighthouseRun(chrome, route, language);
        if (lh.failed) line += `               Lighthouse failed twice: ${lh.failed}`;
        else line += `               ${String(lh.performance).padStart(4)}  ${String(lh.accessibility).padStart(4)}  ${`${(lh.fcp / 1000).toFixed(2)} s`.padStart(7)} ${`${(lh.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(lh.tbt)} ms`.padStart(7)}  ${lh.cls.toFixed(3)}  ${kB(lh.total).padStart(7)}`;
        if (DETAILS && !lh.failed) line += `\n    LCP element: ${lh.lcpElement.join(' | ') || '-'}\n    shifted: ${lh.shifted.join(' | ') || '-'}`;
      }
      console.log(line);
    }
  }
} finally {
  await browser?.close();
  await chrome?.kill();
  server.stop();
  rmSync(server.work, { recursive: true, force: true });
}
