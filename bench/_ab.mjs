import { chromium } from '@playwright/test';
const [url, kind, n] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 5)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const times = [];
for (let run = 0; run < n; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(url);
  if (kind === 'pdf') await page.waitForFunction(() => document.querySelector('[data-page-slot="shown"] canvas[data-pdf-page="1"][data-drawn]'), undefined, { timeout: 60000 });
  else await page.waitForFunction(() => { const s = [...document.querySelectorAll('[data-page-slot="shown"]')]; return s.length === 2 && s.every((x) => x.querySelector('[data-element-id]')); }, undefined, { timeout: 60000 });
  times.push(Date.now() - t0);
  await context.close();
}
await browser.close();
times.sort((a, b) => a - b);
console.log(kind, 'runs', times.join(' '), 'median', times[Math.floor(times.length / 2)]);
