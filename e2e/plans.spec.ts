import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signInAs } from './support';

const SHOTS = process.env.PLANS_SHOTS ?? '/tmp/plans-shots';

/** Once the dashboard's menu has slid away after the window became a phone's (its transition ended). */
const settled = (page: Page) => page.locator('aside').evaluate((menu) => Promise.all(menu.getAnimations().map((a) => a.finished)));

/** A new author account, made by the demo admin (a registration makes a reader). */
async function newAuthor(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const author = { name: `Nadia Karim ${Date.now()}`, email: `plan-author-${Date.now()}@example.com`, password: 'author-password' };
  const res = await request.post('/api/admin/users', { headers, data: { ...author, role: 'author', is_active: true } });
  expect(res.status()).toBe(201);
  return author;
}

test("a new author's free trial, a Basic invoice an admin records as paid, then Basic active and full at five books — in English and Arabic", async ({ page, request, browser }) => {
  // Two accounts and an axe audit on each screen in two languages.
  test.slow();
  const author = await newAuthor(request);

  // The author finds their plan in Settings: the free trial of Professional has started by itself.
  await page.goto('/login');
  await signIn(page, author.email, author.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Plan and billing' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/plan$/);
  await expect(page.getByText('Free trial of Professional: 14 days left')).toBeVisible();
  await expect(page.getByText('0 e-books, unlimited')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/trial-en.png`, fullPage: true });

  // Basic without card payments: a manual invoice to pay, its instructions on the page.
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  const invoice = page.getByRole('region', { name: /^Invoice / });
  await expect(invoice).toBeVisible();
  await expect(page.getByText(/^Awaiting payment of invoice /)).toBeVisible();
  await expect(invoice.getByText('$29.00', { exact: true })).toBeVisible();
  const number = ((await invoice.getByRole('heading').textContent()) ?? '').replace('Invoice ', '');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/invoice-en.png`, fullPage: true });

  // An admin records the payment on the Plans page, after confirming it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Plans', exact: true }).click();
  await admin.getByLabel('Status').selectOption('pending');
  const row = admin.getByRole('row').filter({ hasText: author.email });
  await expect(row).toContainText(`Invoice ${number}`);
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-en.png`, fullPage: true });
  await row.getByRole('button', { name: `Record the payment of ${author.name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Record the payment of invoice ${number}?` });
  await confirm.getByRole('button', { name: 'Record payment' }).click();
  await expect(admin.getByText('Payment recorded: the plan is active.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The author's Basic is active: 0 of its 5 e-books.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your plan: Basic' })).toBeVisible();
  await expect(page.getByText(/^Active until /)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'E-books' })).toHaveAttribute('aria-valuetext', '0 of 5 e-books');

  // Five books fill Basic: the sixth is refused in the create modal, which stays open with the way to the plans.
  const login = await request.post('/api/auth/login', { data: { email: author.email, password: author.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  for (let n = 1; n <= 5; n++) expect((await request.post('/api/admin/ebooks', { headers, data: { title: `Basic book ${n}` } })).status()).toBe(201);
  await page.goto('/admin/ebooks');
  await page.getByRole('button', { name: 'Create eBook' }).click();
  const create = page.getByRole('dialog', { name: 'Create eBook' });
  await create.getByLabel('Title', { exact: true }).fill('The sixth book');
  await create.getByRole('button', { name: 'Create eBook' }).click();
  await expect(create.getByText('Your Basic plan holds up to 5 e-books. Move to Professional to create more.')).toBeVisible();
  await create.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/plan$/);
  await expect(page.getByRole('meter', { name: 'E-books' })).toHaveAttribute('aria-valuetext', '5 of 5 e-books');

  // Arabic: right to left, the same screens, on a desktop and on a phone.
  await page.goto('/admin/settings/plan?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الخطة والفوترة' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'الكتب الإلكترونية' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/active-ar.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/active-ar-phone.png`, fullPage: true });
  await admin.goto('/admin/plans?lng=ar');
  await expect(admin.getByRole('heading', { level: 1, name: 'الخطط' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: author.email })).toContainText('سارية');
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-ar.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await settled(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-ar-phone.png`, fullPage: true });
  await adminContext.close();
});
