import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './support';

/** Registers a new reader (13 or older) through the form and answers their e-mail and password. */
async function registerReader(page: Page, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('privacy-pass');
  await page.getByLabel('Year of birth').fill('1990');
  await expect(page.getByLabel("Parent's or guardian's e-mail")).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/ebooks');
  return { email, password: 'privacy-pass' };
}

test("a child who may be under 13 gets no account: the form asks for a parent's e-mail, then says the parent was written to", async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Young Reader');
  await page.getByLabel('Email').fill(`young-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('child-pass');
  await page.getByLabel('Year of birth').fill(String(new Date().getFullYear() - 9));
  const parent = page.getByLabel("Parent's or guardian's e-mail");
  await expect(parent).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter the e-mail address of a parent or guardian: they must agree before the account is made.')).toBeVisible();
  await expectAccessible(page);
  await parent.fill(`parent-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Ask your parent to check their e-mail' })).toBeVisible();
  await expect(page.getByText('We sent your parent or guardian an e-mail. Your account is made when they agree.')).toBeVisible();
});

test("a consent link that expired or was used says so, in Arabic right to left too", async ({ page }) => {
  await page.goto('/consent/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This consent link has expired or was used already.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/consent/not-a-real-token?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'هذا الرابط لا يعمل' })).toBeVisible();
});

test('a reader downloads all their data as one ZIP from Settings → Security', async ({ page }) => {
  await registerReader(page, 'Zip Reader');
  await page.goto('/admin/settings/security');
  const section = page.getByRole('region', { name: 'Download my data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status')).toContainText('Ready:', { timeout: 30_000 });
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download ZIP' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^folio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path())!);
  // A ZIP starts with its first entry's local header.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);
});

test('a reader deletes their account with its grace period, is signed out, signs in again and keeps it', async ({ page }) => {
  const reader = await registerReader(page, 'Leaving Reader');
  await page.goto('/admin/settings/security');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByLabel('Your password').fill('not-my-password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('in 14 days');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('The password is not correct.')).toBeVisible();

  await section.getByLabel('Your password').fill(reader.password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  // The keyboard confirms as well as the mouse.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).press('Enter');
  await expect(page).toHaveURL('/login');

  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings/security');
  await expect(section.getByText(/Your account will be deleted on /)).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Keep my account' }).click();
  await expect(section.getByLabel('Your password')).toBeVisible();
  await page.reload();
  await expect(section.getByLabel('Your password')).toBeVisible();
});

test('in Arabic, right to left: a reader downloads their data, deletes their account with its grace period, signs in again and keeps it', async ({ page, request }) => {
  test.slow();
  const ar = JSON.parse(readFileSync('apps/web/public/locales/ar/privacy.json', 'utf8'));
  const email = `arabic-reader-${Date.now()}@example.com`;
  const password = 'privacy-pass';
  const registered = await request.post('/api/auth/register', { data: { name: 'قارئة', email, password, accept_terms: true, birth_year: 1990 } });
  expect(registered.status()).toBe(201);
  const signInArabic = async () => {
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور').fill(password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  };
  await page.goto('/login?lng=ar');
  await signInArabic();
  await page.goto('/admin/settings/security');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const data = page.getByRole('region', { name: ar.export.title });
  await expect(data.getByText(ar.export.text)).toBeVisible();
  await data.getByRole('button', { name: ar.export.start }).click();
  await expect(data.getByRole('status')).toContainText('جاهز:', { timeout: 30_000 });
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: ar.export.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^folio-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const section = page.getByRole('region', { name: ar.delete.title });
  await section.getByLabel(ar.delete.password).fill('not-my-password');
  await section.getByRole('button', { name: ar.delete.submit }).click();
  const dialog = page.getByRole('alertdialog', { name: ar.delete.confirmTitle });
  // Fourteen days: Arabic's "many" plural.
  await expect(dialog).toContainText(ar.delete.confirmText_many.replace('{{count}}', '14'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ar.delete.submit }).click();
  await expect(section.getByText(ar.messages.passwordWrong)).toBeVisible();

  await section.getByLabel(ar.delete.password).fill(password);
  await section.getByRole('button', { name: ar.delete.submit }).click();
  await dialog.getByRole('button', { name: ar.delete.submit }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signInArabic();
  await page.goto('/admin/settings/security');
  await expect(section.getByText(new RegExp(`^${ar.delete.due.replace('{{date}}', '.+')}$`))).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: ar.delete.cancel }).click();
  await expect(section.getByLabel(ar.delete.password)).toBeVisible();
});
