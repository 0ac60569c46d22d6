import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signInAs } from './support';

const SHOTS = process.env.CODES_SHOTS ?? '/tmp/codes-shots';

/** A published paid book of the demo author (theirs to make codes for), by the API. */
async function authorsPaidBook(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'author@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await request.get('/api/admin/ebooks?status=published&approval_status=approved&per_page=50', { headers })).json();
  const book = (list.data as { id: string; title: string; final_price: number; abilities: { share: boolean } }[]).find((b) => b.final_price > 0 && b.abilities.share);
  expect(book, 'a published paid book of the demo author').toBeTruthy();
  return book!;
}

/** A new reader account (role user), by the API. */
async function newReader(request: APIRequestContext) {
  const email = `code-reader-${Date.now()}@example.com`;
  const res = await request.post('/api/auth/register', { data: { name: 'Rana Haddad', email, password: 'reader-password', accept_terms: true, birth_year: 1990 } });
  expect(res.status()).toBe(201);
  return { email, password: 'reader-password', token: (await res.json()).token as string };
}

const readLevel = async (request: APIRequestContext, token: string, id: string) =>
  (await (await request.get(`/api/public/ebooks/${id}/read`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.access as string;

/** Waits for the batch page to show its codes and answers them. */
async function codesOn(page: Page) {
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  return (await page.getByRole('rowheader').allTextContents()).map((text) => text.trim());
}

test('an author makes 3 codes of 2 seats, downloads them, prints cards; a reader redeems one and reads the book in full', async ({ page, request, browser }) => {
  // Two accounts, many screens and an axe audit on each: three times the usual time limit.
  test.slow();
  const book = await authorsPaidBook(request);

  // The author's Access codes screen, from the dashboard's menu.
  await signInAs(page, 'author');
  await page.getByRole('link', { name: 'Access codes' }).click();
  await expect(page).toHaveURL(/\/admin\/access-codes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access codes' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'New batch of access codes' });
  await dialog.getByRole('combobox', { name: 'Books' }).fill(book.title.slice(0, 12));
  await page.getByRole('option', { name: book.title }).click();
  await dialog.getByLabel('Number of codes').fill('3');
  await dialog.getByLabel('Seats per code').fill('2');
  await dialog.getByLabel('Name (optional)').fill('Year 5, Oak School');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/create-en.png` });
  await dialog.getByRole('button', { name: 'Make codes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Year 5, Oak School' })).toBeVisible();
  const codes = await codesOn(page);
  expect(codes).toHaveLength(3);
  for (const code of codes) expect(code).toMatch(/^[ACDEFGHJKMNPQRTWXY34679]{4}(-[ACDEFGHJKMNPQRTWXY34679]{4}){3}$/);
  await expectAccessible(page);

  // The CSV: a header and a row a code, with its redeem link.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^access-codes-.+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(csv).toHaveLength(4);
  expect(csv[0]).toContain('"Code","Redeem link"');
  expect(csv[1]).toContain(`"${codes[0]}","${new URL(page.url()).origin}/redeem/${codes[0]}"`);

  // The printable cards: one a code, each with its QR code.
  await page.getByRole('link', { name: 'Print cards' }).click();
  await expect(page.locator('[data-code-card]')).toHaveCount(3);
  await expect(page.getByRole('img', { name: `QR code to redeem ${codes[0]}` })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/cards-en.png`, fullPage: true });

  // A reader follows a code's link signed out: signs in first, and the code is still there.
  const reader = await newReader(request);
  expect(await readLevel(request, reader.token, book.id)).toBe('preview');
  const context = await browser.newContext();
  const readerPage = await context.newPage();
  await readerPage.goto(`/redeem/${codes[0]}`);
  await expect(readerPage).toHaveURL(/\/login/);
  await signIn(readerPage, reader.email, reader.password);
  await expect(readerPage).toHaveURL(new RegExp(`/redeem/${codes[0]}$`));
  await expect(readerPage.getByLabel('Access code')).toHaveValue(codes[0]!);
  await expectAccessible(readerPage);
  await readerPage.screenshot({ path: `${SHOTS}/redeem-en.png` });
  await readerPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(readerPage.getByRole('heading', { name: 'Code redeemed. Its books are in your library.' })).toBeVisible();
  await expectAccessible(readerPage);
  expect(await readLevel(request, reader.token, book.id)).toBe('full');

  // Redeeming it again says so.
  await readerPage.getByRole('button', { name: 'Redeem another code' }).click();
  await readerPage.getByLabel('Access code').fill(codes[0]!.toLowerCase());
  await readerPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(readerPage.getByText('You have already redeemed this code. Its books are in your library.')).toBeVisible();

  // My library holds the book; Read opens all of it (no preview).
  await readerPage.goto('/admin/library');
  await expect(readerPage.getByRole('link', { name: 'Have an access code? Redeem it' })).toBeVisible();
  await readerPage.getByRole('link', { name: `Read ${book.title}` }).click();
  await expect(readerPage).toHaveURL(new RegExp(`/ebooks/${book.id}$`));
  await expect(readerPage.getByRole('heading', { name: book.title }).first()).toBeVisible();
  await expect(readerPage.getByText(/^Preview: /)).toHaveCount(0);

  // The author sees who redeemed the code.
  await page.goBack();
  await expect(page.getByRole('rowheader', { name: codes[0] })).toBeVisible();
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: codes[0] }) });
  await expect(row).toContainText('Rana Haddad');
  await expect(row).toContainText('Partly redeemed');
  await page.screenshot({ path: `${SHOTS}/batch-en.png`, fullPage: true });

  // Arabic: right to left, the same screens.
  await page.goto(`${new URL(page.url()).pathname}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تنزيل CSV' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/batch-ar.png`, fullPage: true });
  await page.goto('/admin/access-codes?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'رموز الوصول' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-ar.png`, fullPage: true });
  await readerPage.goto(`/redeem/${codes[1]}?lng=ar`);
  await expect(readerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(readerPage.getByLabel('رمز الوصول')).toHaveValue(codes[1]!);
  await expectAccessible(readerPage);
  await readerPage.screenshot({ path: `${SHOTS}/redeem-ar.png` });
  await context.close();
});

test('an admin sells a school licence; its teacher gives a seat to a pupil, who then reads the book in full', async ({ page, request }) => {
  test.slow();
  const book = await authorsPaidBook(request);
  const tokenOf = async (email: string) => (await (await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).json()).token as string;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const [admin, teacher] = [await tokenOf('admin@folio.test'), await tokenOf('user@folio.test')];
  // The teacher's class with one pupil, signed in by the API with the picture password of their card.
  const made = await (await request.post('/api/classes', { headers: bearer(teacher), data: { name: 'Licence class', language: 'en' } })).json();
  const [card] = (await (await request.post(`/api/classes/${made.data.id}/students`, { headers: bearer(teacher), data: { names: ['Ada Byron'] } })).json()).data;
  const pupil = (await (await request.post('/api/auth/class-sign-in', { data: { join_code: made.data.join_code, student_id: card.id, secret: card.secret } })).json()).token as string;
  const sold = await request.post('/api/admin/seat-licences', { headers: bearer(admin), data: { organisation: 'Oak School', ebook_ids: [book.id], seats: 25, teacher_emails: ['user@folio.test'] } });
  expect(sold.status()).toBe(201);
  expect(await readLevel(request, pupil, book.id)).toBe('preview');

  await signInAs(page, 'user');
  await page.goto('/classes');
  await page.getByRole('link', { name: 'School licences' }).click();
  const licence = page.getByRole('region', { name: 'Oak School' });
  await expect(licence).toContainText('0 of 25 seats given');
  await expect(page.getByRole('button', { name: 'Sell a licence' })).toHaveCount(0);
  await licence.getByLabel('Class').selectOption({ label: 'Licence class' });
  await licence.getByLabel('Pupil').selectOption({ label: 'Ada Byron' });
  await licence.getByRole('button', { name: 'Give a seat', exact: true }).click();
  await expect(licence.getByRole('list', { name: 'Pupils with a seat' })).toContainText('Ada Byron');
  await expect(licence).toContainText('1 of 25 seats given');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/licences-en.png`, fullPage: true });
  expect(await readLevel(request, pupil, book.id)).toBe('full');

  // An account outside the teacher's classes, by its e-mail address: an unknown one is refused under the field.
  const byEmail = licence.getByLabel('Or an account’s e-mail address');
  await byEmail.fill('nobody@folio.test');
  await licence.getByRole('button', { name: 'Give a seat by e-mail' }).click();
  await expect(licence.getByText('No Folio account has this e-mail address.')).toBeVisible();
  await byEmail.fill('author@folio.test');
  await licence.getByRole('button', { name: 'Give a seat by e-mail' }).click();
  await expect(licence).toContainText('2 of 25 seats given');
  await expect(byEmail).toHaveValue('');

  await page.goto('/classes/licences?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تراخيص المدارس' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/licences-ar.png`, fullPage: true });

  // Freed after a confirmation: the pupil is back to the preview.
  await page.goto('/classes/licences?lng=en');
  await page.getByRole('button', { name: 'Free the seat of Ada Byron' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Free seat' }).click();
  await expect(page.getByRole('region', { name: 'Oak School' })).toContainText('1 of 25 seats given');
  expect(await readLevel(request, pupil, book.id)).toBe('preview');
});

test('an admin edits a sold licence: its name and seats, in English and in Arabic, by keyboard', async ({ page, request }) => {
  test.slow();
  const book = await authorsPaidBook(request);
  const admin = (await (await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } })).json()).token as string;
  const organisation = `Elm School ${Date.now()}`;
  const sold = await request.post('/api/admin/seat-licences', { headers: { Authorization: `Bearer ${admin}` }, data: { organisation, ebook_ids: [book.id], seats: 25, teacher_emails: ['user@folio.test'] } });
  expect(sold.status()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto('/classes/licences');
  const licence = page.getByRole('region', { name: organisation });
  await licence.getByRole('button', { name: `Edit the licence of ${organisation}` }).click();
  // The organisation's name is isolated (its own direction) inside the dialog's title.
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit the licence of \u2068?${organisation}\u2069?$`) });
  await expect(dialog.getByLabel("Teachers' e-mail addresses")).toHaveValue('user@folio.test');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/licence-edit-en.png` });
  await dialog.getByLabel('Organisation').fill(`${organisation} Academy`);
  await dialog.getByLabel('Seats').fill('40');
  await dialog.getByLabel('Seats').press('Enter');
  await expect(dialog).toHaveCount(0);
  const edited = page.getByRole('region', { name: `${organisation} Academy` });
  await expect(edited).toContainText('0 of 40 seats given');

  // Arabic, right to left: the same dialog, opened and closed from the keyboard.
  await page.goto('/classes/licences?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const edit = page.getByRole('region', { name: `${organisation} Academy` }).getByRole('button', { name: `تعديل ترخيص ${organisation} Academy` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const arabic = page.getByRole('dialog', { name: new RegExp(`^تعديل ترخيص \u2068?${organisation} Academy\u2069?$`) });
  await expect(arabic.getByRole('button', { name: 'حفظ التغييرات' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/licence-edit-ar.png` });
  await page.keyboard.press('Escape');
  await expect(arabic).toHaveCount(0);
  await expect(edit).toBeFocused();
});
