import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

const indicator = (page: Page) => page.getByTestId('page-indicator');

/** Unzips a download into a new folder; answers the folder. */
function unzipInto(zip: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-offline-'));
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return dir;
}

test('an author exports an offline flipbook; opened from file:// with the network off, it turns pages, zooms, turns a card, answers a quiz and searches, asking nothing of any server', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'author');
  await page.goto('/admin/ebooks?search=Grammar');
  await page.getByRole('row').filter({ hasText: 'Grammar Garden' }).getByRole('button', { name: 'Export Grammar Garden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Grammar Garden' });
  await expect(dialog.getByRole('heading', { name: 'Offline flipbook' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Export as Offline flipbook' }).click();
  const download = dialog.getByRole('button', { name: 'Download grammar-garden-offline.zip' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('grammar-garden-offline.zip');
  const folder = join(unzipInto((await file.path())!), 'grammar-garden');

  // A browser with no network at all, as on a laptop in a classroom with no connection: every request is recorded.
  const offline = await browser.newContext({ offline: true });
  const requests: string[] = [];
  offline.on('request', (request) => void requests.push(request.url()));
  const reader = await offline.newPage();
  const errors: string[] = [];
  reader.on('pageerror', (error) => void errors.push(error.message));
  await reader.goto(pathToFileURL(join(folder, 'index.html')).href);
  await expect(reader.getByRole('heading', { name: 'Grammar Garden', level: 1 })).toBeVisible();
  await expect(indicator(reader)).toHaveText(/^Pages 1–2 of \d+$/);
  await expect(reader.getByRole('img', { name: /^A garden where the flowers/ })).toBeVisible();
  // Its picture was read from the package: drawn, not broken.
  expect(await reader.getByRole('img', { name: /^A garden where the flowers/ }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reader.getByRole('button', { name: /^Zoom \d+%, fit to the window$/ })).not.toHaveAccessibleName('Zoom 100%, fit to the window');
  await reader.getByRole('button', { name: /^Zoom \d+%, fit to the window$/ }).click();

  await reader.getByTestId('next-page').click();
  await expect(indicator(reader)).toHaveText(/^Pages 3–4 of \d+$/);
  await reader.getByRole('button', { name: 'Noun', pressed: false }).click();
  await expect(reader.getByRole('button', { name: /^A person, place, animal or thing/, pressed: true })).toBeVisible();
  await reader.getByLabel('jumped').check();
  await reader.getByRole('button', { name: 'Check' }).click();
  await expect(reader.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();
  await expectAccessible(reader);

  // The book is searched where it is, all its pages being in the package.
  await reader.getByRole('button', { name: 'Search this book' }).click();
  const panel = reader.getByRole('dialog', { name: 'Search this book' });
  await panel.getByRole('searchbox', { name: 'Words to find' }).fill('grow like plants');
  await reader.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Pages that hold “\u2068grow like plants\u2069”: 1.');
  await panel.getByRole('list', { name: 'Pages found' }).getByRole('button').click();
  await expect(indicator(reader)).toHaveText(/^Pages 1–2 of \d+$/);
  await reader.getByTestId('next-page').click();

  // The answer and the page are kept in this browser: opened again, the book comes back to them.
  await reader.reload();
  await expect(indicator(reader)).toHaveText(/^Pages 3–4 of \d+$/);
  await expect(reader.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();

  // In Arabic (?lng=ar) its interface reads right to left.
  await reader.goto(`${pathToFileURL(join(folder, 'index.html')).href}?lng=ar`);
  await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(reader.getByTestId('next-page')).toHaveAccessibleName('الصفحتان التاليتان');

  expect(errors).toEqual([]);
  expect(requests.filter((url) => !url.startsWith('file://') && !url.startsWith('data:'))).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
  await offline.close();
});
