import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAs } from './support';

test('a signed-out visit to /admin/orders goes to login and signing in returns there', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Forders');
  await signIn(page, 'admin@folio.test');
  await expect(page).toHaveURL('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
});

test('a wrong password keeps the user on the form with the server message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@folio.test', 'not-the-password');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email')).toHaveValue('admin@folio.test');
});

test('a role without access sees the unauthorized text and a homepage link', async ({ page }) => {
  await signInAs(page, 'author');
  await page.goto('/templates/edit/1');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/admin/users');
  await expect(page).toHaveURL('/unauthorized');
});

test('each demo account lands in the dashboard with the menu its role may use', async ({ page }) => {
  await signInAs(page, 'admin');
  const adminMenu = page.getByRole('navigation', { name: 'Dashboard menu' });
  for (const item of ['Dashboard', 'Manage eBooks', 'Pending eBooks', 'Templates', 'Categories (Genres)', 'Coupons', 'Publishers', 'Authors', 'Users', 'Inquiries', 'Orders', 'Static Pages', 'Profile', 'Security', 'Logout']) {
    await expect(adminMenu.getByText(item, { exact: true })).toBeVisible();
  }
  await adminMenu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');

  for (const role of ['publisher', 'author', 'user'] as const) {
    await signInAs(page, role);
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(menu.getByRole('link', { name: 'Manage eBooks' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  }
});

test('registration asks to accept the terms and lands the new reader in the library', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Rina Das');
  await page.getByLabel('Email').fill(`rina-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Year of birth').fill('1990');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please accept the terms of service and the privacy policy')).toBeVisible();
  await page.getByLabel('Password').fill('long-enough');
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/ebooks');
  await page.goto('/admin');
  await expect(page.getByText('Rina Das').first()).toBeVisible();
});

test('an unknown path shows not-found, at the top level and inside the dashboard', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await signInAs(page, 'admin');
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
});

test('switching to Arabic sets dir="rtl" and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
});

test('the lng query parameter chooses the language', async ({ page }) => {
  await page.goto('/login?lng=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('login and the dashboard pass an axe-core audit', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'admin@folio.test');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor who opens /?lng=ar and follows a link before the app has started stays in Arabic', async ({ page }) => {
  // The app's code is held back, as on a slow phone: the visitor follows a link of the first screen the page came with.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', (route) => held.then(() => route.continue()).catch(() => {}));
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.locator('#page-shell a[href="/ebooks"]').first().click();
  await expect(page).toHaveURL('/ebooks');
  // The library's first screen comes from the server in Arabic, and so does the app once it has taken its place.
  await expect(page.locator('#page-shell')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  release();
  await expect(page.locator('#page-shell')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
});
