import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

// The web build this run's server serves (playwright.config.ts builds it there).
const ASSETS = join(`${process.env.E2E_DATA_DIR}-web`, 'assets');

/**
 * A redeploy while a tab is open: the chunk of a screen the tab has not loaded yet is gone from the server.
 * Moves the static pages' chunk away for `during`, with its compressed copies (.br, .gz: the server would
 * send those), and back afterwards.
 */
async function withScreenChunkGone(during: (chunk: string) => Promise<void>) {
  const chunk = readdirSync(ASSETS).find((name) => /^StaticPageView-[\w-]+\.js$/.test(name));
  if (!chunk) throw new Error(`No chunk of the static pages screen in ${ASSETS}`);
  const files = readdirSync(ASSETS).filter((name) => name === chunk || name === `${chunk}.br` || name === `${chunk}.gz`);
  for (const name of files) renameSync(join(ASSETS, name), join(ASSETS, `${name}.gone`));
  try {
    await during(chunk);
  } finally {
    for (const name of files) renameSync(join(ASSETS, `${name}.gone`), join(ASSETS, name));
  }
}

/** Opens the landing page, then goes to the About page by its footer link (no page load: the router fetches the chunk). */
async function openAboutFromTheLandingPage(page: Page, url: string) {
  await page.goto(url);
  await page.locator('footer a[href="/pages/about"]').click();
  await expect(page).toHaveURL(/\/pages\/about$/);
}

test('a screen whose code is gone after a redeploy offers a reload, in English and Arabic, instead of a white page', async ({ page, request }, testInfo) => {
  test.slow();
  await withScreenChunkGone(async (chunk) => {
    const missing = await request.get(`/assets/${chunk}`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toContain('text/html');

    await openAboutFromTheLandingPage(page, '/?lng=en');
    await expect(page.getByRole('heading', { name: 'Folio was updated' })).toBeVisible();
    await expect(page.getByText('Reload to get the new version.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    // The layout stays around the error screen; React Router's developer page never shows.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('redeploy-en.png'), fullPage: true });

    await openAboutFromTheLandingPage(page, '/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تم تحديث Folio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('redeploy-ar.png'), fullPage: true });
  });

  // With the new build's files in place, the reload brings the page.
  await page.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('تم تحديث Folio');
  await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toHaveCount(0);
});

test('the app page is never taken from the browser cache without asking the server', async ({ request }) => {
  const first = await request.get('/admin');
  expect(first.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/admin', { headers: { 'if-none-match': first.headers().etag! } });
  expect(again.status()).toBe(304);
});
