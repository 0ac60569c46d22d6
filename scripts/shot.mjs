// Takes screenshots of pages of a running Folio (for looking at the UI): node scripts/shot.mjs <base> <out-dir> <path>[@lng][#role] ...
import { chromium } from '@playwright/test';
const [base, out, ...targets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const target of targets) {
  const [, path, lng, role] = target.match(/^([^@#]*)(?:@(\w+))?(?:#(\w+))?$/);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (lng) await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
  if (role) {
    await page.goto(`${base}/login`);
    await page.getByLabel(/email|ইমেইল|البريد|이메일|メール/i).fill(`${role}@folio.test`);
    await page.locator('input[type=password]').fill(process.env.DEMO_PASSWORD ?? 'folio-demo');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/admin/);
  }
  await page.goto(base + path);
  await page.waitForTimeout(800);
  const file = `${out}/${(path.replace(/\W+/g, '_') || 'home')}${lng ? '-' + lng : ''}${role ? '-' + role : ''}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file, page.url());
  await page.close();
}
await browser.close();
