import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

// An 8×8 PNG, inline so that the test ships no binary file.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQmtuPFTEMLQkAT3dVgQmGXLMAAAAASUVORK5CYII=';

test('an admin creates, finds, edits and deletes a category with an uploaded thumbnail', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories (Genres)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Thumbnail is required')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill('Marine Biology');
  await dialog.getByLabel('Thumbnail').setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
  await expect(dialog.locator('img[src^="/uploads/"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created successfully.')).toBeVisible();

  await page.getByPlaceholder('Search...').fill('marine');
  await expect(page.getByRole('cell', { name: 'Marine Biology', exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit Marine Biology' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Ocean Life');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated successfully.')).toBeVisible();
  await page.getByPlaceholder('Search...').fill('ocean');
  await expect(page.getByRole('cell', { name: 'Ocean Life', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Ocean Life' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ocean Life will be deleted permanently.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Ocean Life', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Ocean Life' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully.')).toBeVisible();
  await expect(page.getByText('No data found')).toBeVisible();
});

test('the data table changes page size and page', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/authors');
  const bodyRows = page.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows.first().locator('td').first()).toHaveText('11');

  await page.getByLabel('Rows per page:').selectOption('20');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  await expect(bodyRows.first().locator('td').first()).toHaveText('1');
  expect(await bodyRows.count()).toBeGreaterThan(10);
});

test('a visitor sends the contact form and the admin reads the inquiry', async ({ page }) => {
  await page.goto('/');
  // The form loads as the visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.locator('#contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Nadia Karim');
  await form.getByLabel('Email').fill('nadia@example.com');
  await form.getByLabel('Subject').fill('Class licences for 40 pupils');
  await form.getByLabel('Message').fill('Hello! Do you offer a school plan for 40 pupils?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin/inquiries');
  await page.getByPlaceholder('Search...').fill('40 pupils');
  await expect(page.getByRole('cell', { name: 'Class licences for 40 pupils' }).first()).toBeVisible();
  await page.getByRole('button', { name: /Class licences for 40 pupils/ }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Do you offer a school plan for 40 pupils?');
});

test('the legal pages of the footer are real pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Children's privacy (COPPA)" }).click();
  await expect(page).toHaveURL('/pages/childrens-privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('the catalogue screens pass an axe-core audit', async ({ page }) => {
  // Ten screens, an axe audit on each: on a busy machine, three times the usual time limit.
  test.slow();
  await signInAs(page, 'admin');
  for (const path of ['/admin/categories', '/admin/authors', '/admin/users', '/admin/publishers', '/admin/coupons', '/admin/static-pages', '/admin/inquiries', '/admin/settings/profile', '/admin/settings/security']) {
    await page.goto(path);
    await expect(page.locator('tbody tr, form').first()).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('a user updates their profile and changes their password', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/admin/settings/profile');
  await expect(page.getByLabel('Full name')).toHaveValue('Lena Park');
  await page.getByLabel('Full name').fill('Lena Park-Kim');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Lena Park-Kim');

  await page.goto('/admin/settings/security');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password');
  await page.getByLabel('Confirm new password').fill('a-new-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await expect(page.getByText('Error updating password')).toBeVisible();
});
