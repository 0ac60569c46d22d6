import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

// Pupils without e-mail: a class code, a name and a picture password, then their classroom; and the teacher's
// printable sign-in cards. The PDF and screenshots go to CLASSROOM_SHOTS_DIR when set (else the test's own folder).

type Card = { id: string; name: string; secret: string[] };
type MadeClass = { id: string; name: string; joinCode: string; cards: Card[]; headers: Record<string, string> };

/** CSS pixels in a millimetre, as the browser prints. */
const MM = 96 / 25.4;

/** A class of user@folio.test with these pupils, made through the API; their cards are answered this once. */
async function makeClass(request: APIRequestContext, name: string, names: string[]): Promise<MadeClass> {
  const login = await request.post('/api/auth/login', { data: { email: 'user@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const made = await request.post('/api/classes', { headers, data: { name, language: 'en' } });
  expect(made.status()).toBe(201);
  const { data: record } = await made.json();
  const added = await request.post(`/api/classes/${record.id}/students`, { headers, data: { names } });
  expect(added.status()).toBe(201);
  return { id: record.id, name: record.name, joinCode: record.join_code, cards: (await added.json()).data, headers };
}

/**
 * Gives the class a book to read by next week (the cheapest published book, which the teacher must be able to read in
 * full: a free one, else one of their own library) and a shared template to start from; answers their titles.
 */
async function giveClassBooks(request: APIRequestContext, made: MadeClass) {
  const { headers } = made;
  const cheapest = (await (await request.get('/api/public/ebooks?sort=price_asc&per_page=1')).json()).data[0];
  const book = cheapest.final_price === 0 ? cheapest : (await (await request.get('/api/me/library', { headers })).json()).data[0];
  const template = (await (await request.get('/api/admin/templates?per_page=1', { headers })).json()).data[0];
  const dueAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  const titles: string[] = [];
  for (const data of [{ ebook_id: book.id, due_at: dueAt }, { template_id: template.id }]) {
    const answer = await request.post(`/api/classes/${made.id}/assignments`, { headers, data });
    expect(answer.status()).toBe(201);
    titles.push((await answer.json()).data.item.title);
  }
  return { book: titles[0]!, template: titles[1]! };
}

/** A pupil's card by name. */
const cardOf = (made: MadeClass, name: string) => made.cards.find((card) => card.name === name)!;

/** Taps pictures on the pad by their words (each button's accessible name). */
async function tapPictures(page: Page, words: string[]) {
  const pad = page.getByRole('group', { name: /Pictures|الصور/ });
  for (const word of words) await pad.getByRole('button', { name: word, exact: true }).click();
}

/** A screenshot of the whole page from its top (the sticky header would otherwise be drawn where it was scrolled to). */
async function shot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** A phone's screen, scrolled to `part` (else the top). */
async function phoneShot(page: Page, path: string, part?: Locator) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await part?.scrollIntoViewIfNeeded();
  await page.screenshot({ path });
  await page.setViewportSize(size);
}

const shotsDir = (outputDir: string) => {
  const dir = process.env.CLASSROOM_SHOTS_DIR ?? outputDir;
  mkdirSync(dir, { recursive: true });
  return dir;
};

test('a pupil signs in with the class code, their name and their pictures, and finds their class', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const made = await makeClass(request, 'Class 3B Owls', ['Ada', 'Ben']);
  const given = await giveClassBooks(request, made);
  const ada = cardOf(made, 'Ada');
  const shots = shotsDir(testInfo.outputDir);

  await page.goto('/login');
  await page.getByRole('link', { name: 'I’m a pupil: sign in with my class code' }).click();
  await expect(page).toHaveURL('/join');
  await expect(page.getByRole('heading', { name: 'Enter your class code' })).toBeVisible();
  await expectAccessible(page);

  // Lower case with a dash, as a child copies it from the board: the field keeps the code in capitals.
  const typed = `${made.joinCode.slice(0, 4).toLowerCase()}-${made.joinCode.slice(4).toLowerCase()}`;
  await page.getByLabel('Class code').fill(typed);
  await expect(page.getByLabel('Class code')).toHaveValue(made.joinCode);
  await shot(page, join(shots, 'join-en.png'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/join/${made.joinCode}`);
  await expect(page.getByRole('heading', { name: made.name })).toBeVisible();
  await shot(page, join(shots, 'names-en.png'));
  await page.getByRole('button', { name: 'Ada' }).click();
  await expect(page).toHaveURL(`/join/${made.joinCode}?pupil=${ada.id}`);
  await expect(page.getByRole('heading', { name: /^Hi, \W?Ada\W?!$/ })).toBeVisible();
  await expectAccessible(page);

  // Wrong pictures: the server's message, and the slots empty for another try.
  const wrong = ada.secret.map((picture) => (picture === 'cloud' ? 'heart' : 'cloud'));
  await tapPictures(page, wrong);
  await shot(page, join(shots, 'pad-en.png'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Those pictures are not right. Try again.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await shot(page, join(shots, 'pad-wrong-en.png'));

  // Remove last takes back one picture.
  await tapPictures(page, ['dog', 'dog']);
  await page.getByRole('button', { name: 'Remove last' }).click();
  await page.getByRole('button', { name: 'Remove last' }).click();
  await expect(page.getByRole('button', { name: 'Remove last' })).toBeDisabled();

  await tapPictures(page, ada.secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/classroom');
  await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible();
  await expect(page.getByText(/^Hello, \W?Ada\W?!$/)).toBeVisible();
  // A pupil's header: their class, and no shop, cart or dashboard.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My class' })).toBeVisible();
  for (const name of ['Dashboard', 'Library', 'Pricing']) await expect(header.getByRole('link', { name })).toHaveCount(0);
  await expect(header.getByRole('link', { name: /cart/i })).toHaveCount(0);
  const library = page.getByRole('region', { name: 'Our library' });
  await expect(library.getByRole('heading', { name: given.book })).toBeVisible();
  await expect(library.getByText(/^Due: /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Class books' }).getByText('When your teacher approves a book', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My books' }).getByText('You have not started a book yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shot(page, join(shots, 'classroom-en.png'));

  // The book the class was given opens in the reader.
  await library.getByRole('link', { name: 'Read' }).click();
  // ?from=class: the book's analytics count the view as the class's (the reader then names its page too).
  await expect(page).toHaveURL(/\/ebooks\/[0-9a-f-]{36}\?from=class(&page=1)?$/);
  await expect(page.getByRole('heading', { level: 1, name: given.book })).toBeVisible();
  await page.goBack();

  // A template's "Start a book from this" chooses it for the new book, which opens in the editor; back in the
  // class the book is the pupil's, and is handed in.
  await library.getByRole('button', { name: 'Start a book from this' }).click();
  await expect(page.getByRole('radio', { name: given.template })).toBeChecked();
  await expect(page.getByLabel('Title of your book')).toBeFocused();
  await page.getByLabel('Title of your book').fill('My owl story');
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page).toHaveURL(/\/ebooks\/edit\/[0-9a-f-]{36}$/);
  // The pupil writes in the normal editor, which has loaded their book.
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved', { timeout: 30_000 });
  await page.goto('/classroom');
  const myBooks = page.getByRole('region', { name: 'My books' });
  await expect(myBooks.getByRole('heading', { name: 'My owl story' })).toBeVisible();
  await expect(myBooks.getByText('Writing', { exact: true })).toBeVisible();
  await myBooks.getByRole('button', { name: 'Hand in' }).click();
  await expect(myBooks.getByText('Handed in', { exact: true })).toBeVisible();
  await myBooks.getByRole('button', { name: '0 comments' }).click();
  await expect(myBooks.getByText('No comments yet.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, join(shots, 'classroom-book-en.png'));
  await phoneShot(page, join(shots, 'classroom-book-en-phone.png'), myBooks);
});

test('a wrong class code says so, without a hint whether it existed', async ({ page }) => {
  await page.goto('/join/QQQQQQQQ');
  await expect(page.getByRole('alert')).toHaveText('This class code does not work. Check it with your teacher.');
  await page.getByRole('link', { name: 'Type the code again' }).click();
  await expect(page).toHaveURL('/join');
});

test('in Arabic, the card’s QR address opens the pad right to left, and the pupil signs in', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const made = await makeClass(request, 'الصف الثالث', ['ليلى']);
  const layla = made.cards[0]!;
  const shots = shotsDir(testInfo.outputDir);
  await page.goto(`/join/${made.joinCode}?pupil=${layla.id}&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /^مرحبًا يا \W?ليلى\W?!$/ })).toBeVisible();
  await expectAccessible(page);
  const words: Record<string, string> = JSON.parse(readFileSync('apps/web/public/locales/ar/classroom.json', 'utf8')).pictures;
  await tapPictures(page, layla.secret.slice(0, 2).map((picture) => words[picture]!));
  await shot(page, join(shots, 'pad-ar.png'));
  await phoneShot(page, join(shots, 'pad-ar-phone.png'), page.getByRole('group', { name: 'الصور' }));
  await tapPictures(page, layla.secret.slice(2).map((picture) => words[picture]!));
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL('/classroom');
  await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible();
  await expectAccessible(page);
  await shot(page, join(shots, 'classroom-ar.png'));
  await phoneShot(page, join(shots, 'classroom-ar-phone.png'));
});

test('the sign-in cards print two by four on A4, no card split across pages', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const names = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Eun-ji', 'Farhan', 'Gita', 'Hana', 'Ibrahim', 'Jun'];
  const made = await makeClass(request, 'Class 4C Foxes', names);
  const shots = shotsDir(testInfo.outputDir);
  await signInAs(page, 'user');

  // Opened without the cards (a typed address): the page says why they are gone.
  await page.goto(`/classes/${made.id}/cards`);
  await expect(page.getByRole('heading', { name: 'These sign-in cards are not here any more' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the class' })).toHaveAttribute('href', `/classes/${made.id}`);

  // As the class screen opens it: the cards in the history entry's state (React Router keeps it as `usr`).
  await page.evaluate((state) => window.history.replaceState({ usr: state, key: 'cards', idx: 0 }, ''), { cards: made.cards, className: made.name, joinCode: made.joinCode });
  await page.reload();
  const cards = page.locator('[data-sign-in-card]');
  await expect(cards).toHaveCount(names.length);
  await expect(cards.first().getByRole('heading', { name: 'Ada' })).toBeVisible();
  await expect(cards.first().getByRole('img', { name: /^QR code to sign in as \W?Ada\W?$/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, join(shots, 'cards-en.png'));

  // Printed: each sheet of cards fits on an A4 page within its margins, and each card lies whole on its sheet.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.round(190 * MM), height: Math.round(277 * MM) });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const sheets = page.locator('ul:has(> [data-sign-in-card])');
  await expect(sheets).toHaveCount(2);
  for (const sheet of await sheets.all()) {
    const box = (await sheet.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(277 * MM);
    expect(box.width).toBeLessThanOrEqual(190 * MM + 1);
    for (const card of await sheet.locator('[data-sign-in-card]').all()) {
      const c = (await card.boundingBox())!;
      expect(c.y).toBeGreaterThanOrEqual(box.y - 0.5);
      expect(c.y + c.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      expect(c.x + c.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
  }
  await expect(sheets.first().locator('[data-sign-in-card]')).toHaveCount(8);

  const pdf = await page.pdf({ format: 'A4', path: join(shots, 'cards.pdf') });
  // Ten cards: two pages, eight and two.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(2);
});
