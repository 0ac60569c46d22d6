import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

test("an author exports their book as EPUB from its row actions, follows the export, downloads it, and the dialog passes axe in English and Arabic", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'author');
  await page.goto('/admin/ebooks');
  const row = page.getByRole('row').filter({ hasText: 'Story Starters' });
  await row.getByRole('button', { name: 'Export Story Starters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Story Starters' });
  await expect(dialog.getByRole('heading', { name: 'EPUB 3', exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'PDF' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Export as EPUB 3' }).click();
  const download = dialog.getByRole('button', { name: 'Download story-starters.epub' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/^Ready: [\d.]+ kB, made on /)).toBeVisible();
  await expectAccessible(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('story-starters.epub');
  const bytes = readFileSync((await file.path())!);
  // A zip whose first entry is the EPUB's mimetype, stored.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.subarray(30, 58).toString()).toBe('mimetypeapplication/epub+zip');

  // Closed and opened again, the export is still there; in Arabic, the dialog reads right to left.
  await page.keyboard.press('Escape');
  await page.getByLabel('Language').selectOption('ar');
  await row.getByRole('button', { name: 'تصدير Story Starters' }).click();
  const arabic = page.getByRole('dialog', { name: 'تصدير Story Starters' });
  await expect(arabic.getByRole('button', { name: 'تنزيل story-starters.epub' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});
