import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support';

/** A new reader account (role user), by the API. */
async function newReader(request: APIRequestContext, name: string) {
  const email = `copies-${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`;
  const res = await request.post('/api/auth/register', { data: { name, email, password: 'reader-password', accept_terms: true, birth_year: 1985 } });
  expect(res.status()).toBe(201);
  return { email, password: 'reader-password' };
}

test('a buyer of 3 copies gets 3 codes once paid; another reader redeems one and finds the book in My library', async ({ page, request, browser }) => {
  // Two accounts and an axe audit on each of the buyer's screens, in two languages.
  test.slow();
  const listed = await (await request.get('/api/public/ebooks?per_page=50')).json();
  const book = (listed.data as { id: string; title: string; final_price: number }[]).find((b) => b.final_price > 0)!;
  expect(book, 'a paid book in the public catalogue').toBeTruthy();
  const buyer = await newReader(request, 'Maya Teacher');

  await page.goto('/login');
  await signIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/books/${book.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'In your cart: check out' }).click();

  // The cart says what copies are: the buyer's own, and codes to hand out beyond it.
  await expect(page.getByText('One copy: yours, in My library.')).toBeVisible();
  await page.getByRole('combobox', { name: `Copies of ${book.title}` }).selectOption('3');
  await expect(page.getByText('Your copy in My library, and 3 codes to hand out: each code gives the book to one reader.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/cart?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('نسختك في مكتبتي، و3 رموز لتوزيعها: كل رمز يمنح الكتاب لقارئ واحد.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/cart?lng=en');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  const tracking = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
  expect(tracking).toMatch(/^FOL-/);

  // Manual payment: an admin records it, as after a bank transfer.
  const admin = { Authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } })).json()).token}` };
  const [order] = (await (await request.get(`/api/admin/orders?search=${tracking}`, { headers: admin })).json()).data as { id: string }[];
  expect((await request.post(`/api/admin/orders/${order!.id}/payment`, { headers: admin, data: { payment_status: 'paid' } })).ok()).toBe(true);

  // The buyer's order leads to the codes of its copies.
  await page.goto(`/admin/orders/${order!.id}`);
  await page.getByRole('link', { name: 'Codes for the 3 copies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${tracking} · ${book.title}` })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(3);
  const code = (await page.getByRole('rowheader').first().textContent())!.trim();
  // The tracking number is isolated (its own direction) inside the sentence.
  await expect(page.getByRole('link', { name: new RegExp(`^Back to order \u2068?${tracking}\u2069?$`) })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${new URL(page.url()).pathname}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تنزيل CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^العودة إلى الطلب \u2068?${tracking}\u2069?$`) })).toBeVisible();
  await expectAccessible(page);

  // A pupil of the buyer, with an account of their own, redeems one code.
  const pupil = await newReader(request, 'Omar Pupil');
  const context = await browser.newContext();
  const pupilPage = await context.newPage();
  await pupilPage.goto('/login');
  await signIn(pupilPage, pupil.email, pupil.password);
  await expect(pupilPage).toHaveURL(/\/admin$/);
  await pupilPage.goto('/redeem');
  await pupilPage.getByLabel('Access code').fill(code);
  await pupilPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(pupilPage.getByRole('heading', { name: 'Code redeemed. Its books are in your library.' })).toBeVisible();
  await pupilPage.goto('/admin/library');
  await expect(pupilPage.getByRole('link', { name: `Read ${book.title}` })).toBeVisible();
  await context.close();

  // The buyer sees who redeemed it.
  await page.goto(`${new URL(page.url()).pathname}?lng=en`);
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) })).toContainText('Omar Pupil');
});
