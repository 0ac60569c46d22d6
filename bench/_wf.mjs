import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const t0 = Date.now();
  const log = [];
  page.on('request', (r) => log.push([Date.now() - t0, 'start', new URL(r.url()).pathname.slice(0, 70)]));
  page.on('requestfinished', (r) => log.push([Date.now() - t0, 'end  ', new URL(r.url()).pathname.slice(0, 70)]));
  page.on('console', (m) => log.push([Date.now() - t0, 'console', m.text()]));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('[data-page-slot="shown"] canvas[data-pdf-page="1"][data-drawn]'), undefined, { timeout: 60000 });
  log.push([Date.now() - t0, 'DRAWN', '']);
  if (run === 1) for (const l of log.sort((a, b) => a[0] - b[0])) console.log(String(l[0]).padStart(5), l[1], l[2]);
  else console.log('first run drawn at', Date.now() - t0);
  await context.close();
}
await browser.close();
