import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

const CLASS_URL = /\/classes\/([0-9a-f-]{36})(\?tab=pupils)?$/;

/** Opens a tab of the class by its name, and waits until it is the chosen one. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a teacher creates a class, adds pupils by pasting, gives the class a book and follows it tab by tab, in English and in Arabic', async ({ page }) => {
  // Many screens, each with an axe audit, on a busy 2-core machine: three times the usual limit.
  test.slow();
  await signInAs(page, 'user');

  // The menu leads to the classes (the demo's own class among them).
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Class name').fill('Owls');
  await dialog.getByLabel('Grade or age band (optional)').fill('Grade 3');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText('Class created.')).toBeVisible();
  await expect(page).toHaveURL(CLASS_URL);
  const classId = CLASS_URL.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Owls', level: 1 })).toBeVisible();

  // Pupils: a pasted list is checked line by line before it is sent.
  const names = page.getByLabel('Names, one a line');
  await names.fill('Ana\nBilal\n\nana');
  await page.getByRole('button', { name: 'Add 3 pupils' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Line 4' })).toContainText('Two pupils in the class would have this name');
  await names.fill('Ana\nBilal\nChen');
  await page.getByRole('button', { name: 'Add 3 pupils' }).click();
  // The cards page (the pupils' side) opens with the cards, shown this once.
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/cards$`));
  await expect(page.getByRole('heading', { name: 'Chen', level: 2 })).toBeVisible();

  await page.goto(`/classes/${classId}`);
  const pupils = page.getByRole('table', { name: 'Pupils' });
  for (const name of ['Ana', 'Bilal', 'Chen']) await expect(pupils.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByText('3 pupils', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A pupil's menu: a new picture password, after a confirmation, opens their one new card.
  await page.getByRole('button', { name: 'Actions for Bilal' }).click();
  await page.getByRole('menuitem', { name: 'New picture password' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'A new picture password for Bilal?' });
  await confirm.getByRole('button', { name: 'Make a new password' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/cards$`));
  await page.goto(`/classes/${classId}`);

  // A pupil's data: made in the background, followed in a dialog, then downloaded (and written in the class's audit).
  await page.getByRole('button', { name: 'Actions for Ana' }).click();
  await page.getByRole('menuitem', { name: 'Download data' }).click();
  const exporting = page.getByRole('dialog', { name: 'Download Ana’s data' });
  await expect(exporting.getByText(/^Ready: /)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Download ZIP' }).click();
  expect((await download).suggestedFilename()).toMatch(/^folio-Ana-\d{4}-\d{2}-\d{2}\.zip$/);
  await page.keyboard.press('Escape');
  await expect(exporting).toBeHidden();

  // The tabs take the arrow keys.
  await page.getByRole('tab', { name: 'Pupils', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Library', exact: true })).toHaveAttribute('aria-selected', 'true');

  // Library: the teacher gives the class one of their own books, with a due date.
  await page.getByRole('button', { name: 'Give a book or template' }).click();
  const assign = page.getByRole('dialog', { name: 'Give the class a book or template' });
  await expect(assign.getByRole('button', { name: 'My books' })).toHaveAttribute('aria-pressed', 'true');
  const firstBook = assign.getByRole('radio').first();
  await assign.locator('li label').first().click();
  await expect(firstBook).toBeChecked();
  await assign.getByLabel('Due date (optional)').fill('2030-06-30');
  await expectAccessible(page);
  await assign.getByRole('button', { name: 'Give to class' }).click();
  await expect(page.getByText('Given to the class.')).toBeVisible();
  // Dismissed, and gone before the audit: a toast caught fading out reads as faint text to axe.
  await page.getByRole('button', { name: 'Close the notification' }).click();
  await expect(page.getByText('Given to the class.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Progress' }).click();
  const progress = page.getByRole('table', { name: 'Progress' });
  for (const name of ['Ana', 'Bilal', 'Chen']) await expect(progress.getByRole('rowheader', { name })).toBeVisible();
  await expectAccessible(page);

  await openTab(page, 'Pupils’ books');
  await expect(page.getByText('No pupil has started a book yet.')).toBeVisible();
  await expectAccessible(page);

  // Dashboard: each pupil, sorted by a header's button.
  await openTab(page, 'Dashboard');
  const dashboard = page.getByRole('table', { name: 'Each pupil’s reading and writing' });
  await expect(dashboard.getByRole('rowheader')).toHaveText(['Ana', 'Bilal', 'Chen']);
  await dashboard.getByRole('button', { name: 'Pupil' }).click();
  await expect(dashboard.getByRole('rowheader')).toHaveText(['Chen', 'Bilal', 'Ana']);
  await expect(dashboard.getByRole('columnheader', { name: 'Pupil' })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);

  await openTab(page, 'Settings');
  await expect(page.getByRole('img', { name: /^QR code of the join link http/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Join link' })).toHaveValue(/\/join\/[A-Z0-9]{8}$/);
  await expectAccessible(page);

  await openTab(page, 'Who viewed pupils’ work');
  await expect(page.getByRole('heading', { name: 'Who viewed pupils’ work' })).toBeVisible();
  await expect(page.getByText('Exported data')).toBeVisible();
  await expectAccessible(page);

  // In Arabic the class reads right to left, in Arabic.
  await page.goto(`/classes/${classId}?tab=dashboard&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'لوحة المتابعة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'قراءة كل تلميذ وكتابته' })).toBeVisible();
  await expectAccessible(page);
});

test('a teacher without classes is told what to do, and the new class dialog says what a class needs', async ({ page }) => {
  await signInAs(page, 'publisher');
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first class' })).toBeVisible();
  await expect(page.getByText('Add your pupils by name, or paste your class list.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog.getByLabel('Language of the class')).toHaveValue('en');
  await expect(dialog.getByLabel('Pupils may sign in with their school account')).not.toBeChecked();
  await expectAccessible(page);
});
