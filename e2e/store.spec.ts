import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support';

interface Listed {
  id: string;
  title: string;
  final_price: number;
  cover_image: string | null;
}

/** A book of the public catalogue, found by its title. */
async function publicBook(request: APIRequestContext, title: string): Promise<Listed> {
  const found = await (await request.get(`/api/public/ebooks?search=${encodeURIComponent(title)}`)).json();
  const book = found.data.find((b: Listed) => b.title === title);
  expect(book, `${title} is in the public catalogue`).toBeTruthy();
  return book;
}

/** The addresses of the font files the page asks for from now on, as they are asked for. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

async function tokenOf(request: APIRequestContext, role: 'admin' | 'user') {
  const login = await request.post('/api/auth/login', { data: { email: `${role}@folio.test`, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

test('the landing page shows its sections, and Show More loads the next books', async ({ page }) => {
  // Many steps on a busy machine: three times the usual time limit.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive e-books your readers will love' })).toBeVisible();
  await expect(page.getByText('10,000+')).toBeVisible();
  await expect(page.getByText('COPPA compliant', { exact: true })).toBeVisible();

  const features = page.locator('#features');
  for (const claim of ['Interactive e-books', 'Multiple-choice quizzes and assessments', 'Flashcards', 'Accessibility', 'Rich media', 'Publisher tools']) {
    await expect(features.getByRole('heading', { name: claim, exact: true })).toBeVisible();
  }
  const steps = page.locator('#how-it-works ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps).toContainText(['Create content', 'Add interactivity', 'Customize design', 'Publish and share']);

  const pricing = page.locator('#pricing');
  await expect(pricing.getByTestId('price-basic')).toHaveText('$29');
  await expect(pricing.getByTestId('price-professional')).toHaveText('$99');
  await expect(pricing.getByTestId('price-enterprise')).toHaveText('Custom price');
  for (const feature of ['Up to 5 ebooks', '5GB storage', 'Email support', 'Basic analytics', 'Unlimited ebooks', 'Advanced interactive features', 'Priority support', 'Custom branding', 'Team collaboration', 'Free trial', 'Custom solutions', 'Dedicated support', 'SLA', 'API access', 'Team training']) {
    await expect(pricing.getByText(feature, { exact: true })).toBeVisible();
  }

  const library = page.locator('#library');
  const cards = library.locator('article');
  await expect(cards).toHaveCount(8);
  await library.getByRole('button', { name: 'Show More' }).click();
  await expect(cards).toHaveCount(16);
  // The contact form loads as the visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  for (const group of ['Product', 'Company', 'Resources', 'Legal']) {
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/pages/privacy');
  await expectAccessible(page);
});

test("the landing page's first screen comes with the page in the visitor's language, and the app takes its place", async ({ page }) => {
  const first = await page.goto('/?lng=ar');
  const html = await first!.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<div id="page-shell">.*<h1[^>]*>كتب إلكترونية تفاعلية سيحبها قراؤك<\/h1>.*<\/div><div id="root" hidden><\/div>/s);
  // The app, once its first screen has rendered: one page, not two, right to left.
  await expect(page.locator('#page-shell')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كتب إلكترونية تفاعلية سيحبها قراؤك');
  await expect(page.locator('#features')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The choice is kept in a cookie too: the next page arrives in Arabic without ?lng=.
  expect((await page.context().cookies()).find((c) => c.name === 'i18next')?.value).toBe('ar');
  expect(await (await page.goto('/'))!.text()).toContain('<html lang="ar" dir="rtl">');
  await expectAccessible(page);
});

test("a Japanese visitor's landing page is drawn with the interface's two Japanese faces, and fits a phone's screen", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fonts = fontRequests(page);
  // The shelf's titles are the books' own words (the demo translates some into Japanese), which the package's faces
  // draw: this test is about the interface's letters, so the shelf asks for the books' original titles.
  await page.route(/\/api\/public\/ebooks\?/, (route) => route.continue({ url: route.request().url().replace(/([?&])lng=ja&?/, '$1') }));
  await page.goto('/?lng=ja');
  await expect(page.locator('#page-shell')).toHaveCount(0);
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('price-basic')).toContainText('￥');
  await expect.poll(() => page.evaluate(() => document.fonts.check("700 16px 'Noto Sans JP UI'", '読者に愛される'))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // Every kana and kanji of the page, the plans' yen signs too, came from those two files: no slice of the package.
  expect(fonts.filter((path) => path.includes('noto-sans')).sort()).toEqual([
    expect.stringMatching(/^\/assets\/noto-sans-jp-ui-400-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/noto-sans-jp-ui-700-[\w-]+\.woff2$/),
  ]);
  // The heading's long phrase breaks inside rather than widening the hero past the screen (where it was cut off).
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x + heading!.width).toBeLessThanOrEqual(412);
});

for (const { language, face, file, button } of [
  { language: 'ja', face: 'Noto Sans JP UI', file: 'noto-sans-jp-ui', button: 'ライブラリを見る' },
  { language: 'ko', face: 'Noto Sans KR UI', file: 'noto-sans-kr-ui', button: '라이브러리 둘러보기' },
]) {
  test(`a landing page in ${language} is laid out as it will be drawn: nothing moves when the interface's faces arrive`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/${file}-\\d+-[\\w-]+\\.woff2$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/?lng=${language}`);
    // The heading, and the hero's second button under it and its paragraph: where the lines break moves it.
    const heading = page.getByRole('heading', { level: 1 });
    const link = page.getByRole('link', { name: button }).first();
    // A box read as the app takes over from the pre-rendered screen is of an element just gone (null): read again.
    const places = async () => {
      let boxes: Awaited<ReturnType<typeof heading.boundingBox>>[] = [];
      await expect.poll(async () => (boxes = await Promise.all([heading.boundingBox(), link.boundingBox()])).every(Boolean)).toBe(true);
      return boxes;
    };
    // Measured once the page shows them (a box is only had of what is visible).
    await expect(heading).toBeVisible();
    await expect(link).toBeVisible();
    const before = await places();
    // Until the faces come, the letters are laid out with the placeholder face the shell adds first.
    expect(await page.evaluate(() => [...document.fonts].find((font) => font.family.replaceAll('"', '') === 'Folio CJK Placeholder')?.status)).toBe('loaded');
    release();
    const words = (await heading.textContent())!;
    await expect.poll(() => page.evaluate(([family, text]) => document.fonts.check(`700 16px '${family}'`, text), [face, words])).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#page-shell')).toHaveCount(0);
    expect(await places()).toEqual(before);
  });
}

test("an English page's language menu ('日本語', '한국어') downloads no Japanese or Korean face", async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/?lng=en');
  await expect(page.locator('#page-shell')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /language/i }).first()).toContainText('日本語');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((path) => path.includes('noto-sans'))).toEqual([]);
});

test('a failed load of the book section says so', async ({ page }) => {
  await page.route('**/api/public/ebooks?*', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/');
  await expect(page.locator('#library').getByText('Something went wrong. Please try again later.')).toBeVisible();
});

test('Arabic visitors see the plans in a local currency, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/#pricing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('price-basic')).toContainText(/ر\.س|SAR/);
  await expect(page.getByText('الأسعار المعروضة بعملة SAR تقريبية', { exact: false })).toBeVisible();
});

test('the library searches, filters and pages in the address bar; the book page offers preview, cart and a share link', async ({ page, request }) => {
  // Many steps on a busy machine: three times the usual time limit.
  test.slow();
  await page.goto('/ebooks');
  await expect(page.getByRole('heading', { name: 'Book library' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(12);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search books' }).fill('Counting with Koalas');
  await expect(page).toHaveURL(/[?&]q=Counting\+with\+Koalas/);
  await expect(page.locator('main article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/ebooks$/);

  const dearest = (await (await request.get('/api/public/ebooks?sort=price_desc&per_page=1')).json()).data[0];
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.locator('main article').first()).toContainText(dearest.title);
  // The pager sits below the books: the next page starts at its top.
  await page.getByRole('button', { name: 'Page 2' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // A page past the end says so, and leads back to the last one (other tests may have published books).
  const last = (await (await request.get('/api/public/ebooks?per_page=12')).json()).last_page as number;
  await page.goto('/ebooks?page=99');
  await expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(page.locator('main article').first()).toBeVisible();

  const book = await publicBook(request, 'Counting with Koalas');
  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Counting with Koalas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/flipbooks/${book.id}`);
  await expect(page.getByLabel('Share this book')).toHaveValue(/\/books\/counting-with-koalas$/);
  await expectAccessible(page);
});

test("the library's first covers come with its page, in place, and the app takes over once its books have answered", async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The newest book, with a cover: other tests publish books without one, which would leave the first row grey.
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const picture = await (await request.get((await publicBook(request, 'Counting with Koalas')).cover_image!)).body();
  const uploaded = await request.post('/api/uploads?kind=image', { headers, multipart: { file: { name: 'cover.webp', mimeType: 'image/webp', buffer: picture } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const cover = (await uploaded.json()).data.url as string;
  // The two newest, the phone's first row: without authors, and with one-line titles, they need less room than a
  // loading card, yet the rows stay where the loading cards stood.
  const stamp = Date.now() % 100000;
  const [second, title] = [`Cover B ${stamp}`, `Cover A ${stamp}`];
  for (const newest of [second, title]) {
    const created = await request.post('/api/admin/ebooks', { headers, data: { title: newest, status: 'published', price: 0, cover_image: cover } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const first = (await (await request.get('/api/public/ebooks?per_page=4&sort=newest')).json()).data as { title: string; cover_image: string | null; authors: unknown[] }[];
  expect(first.slice(0, 2)).toMatchObject([{ title, cover_image: cover, authors: [] }, { title: second, authors: [] }]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/public\/ebooks\?/, async (route) => {
    await held;
    await route.continue();
  });
  const html = await (await page.goto('/ebooks'))!.text();
  for (const book of first) if (book.cover_image) expect(html).toContain(`src="${book.cover_image}"`);
  const shellCover = page.locator('#page-shell main ul > li').first().locator('img');
  await expect(shellCover).toHaveAttribute('src', cover);
  await expect.poll(() => shellCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const before = await shellCover.boundingBox();
  // Where the first two rows' cards stand (x, y, width, height), in the shell and then in the app.
  const cardBoxes = (grid: string) => page.locator(`${grid} main ul > li`).evaluateAll((cards) => cards.slice(0, 4).map((card) => { const { x, y, width, height } = card.getBoundingClientRect(); return [x, y, width, height]; }));
  const shellCards = await cardBoxes('#page-shell');
  // The app has loaded and drawn its library, hidden, and waits for the books: the shell and its covers stay.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('#root main h1').length)).toBe(1);
  await expect(page.locator('#page-shell')).toHaveCount(1);
  release();
  await expect(page.locator('#page-shell')).toHaveCount(0);
  const card = page.locator('main article').first();
  await expect(card).toContainText(title);
  expect(await card.locator('img').boundingBox()).toEqual(before);
  expect(await cardBoxes('#root')).toEqual(shellCards);
  await expectAccessible(page);
});

test("a search typed into the library's first screen before the app is here is the app's search", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/public\/ebooks\?page=1&per_page=12&sort=newest$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ebooks');
  await page.locator('#page-shell').getByRole('searchbox', { name: 'Search books' }).fill('Counting with Koalas');
  await expect(page.locator('#page-shell')).toHaveCount(1);
  release();
  await expect(page.locator('#page-shell')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search books' })).toHaveValue('Counting with Koalas');
  await expect(page).toHaveURL(/[?&]q=Counting\+with\+Koalas/);
  await expect(page.locator('main article')).toHaveCount(1);
});

test('a refused coupon says why, and checkout waits until it is removed', async ({ page, request }) => {
  const book = await publicBook(request, 'Birds of Bangladesh');
  await page.goto(`/books/${book.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'In your cart: check out' }).click();
  await page.getByLabel('Coupon code').fill('save5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This coupon does not apply: Spend at least $25.00 to use this coupon.');
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove coupon SAVE5' }).click();
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Birds of Bangladesh' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Birds of Bangladesh' }).click();
  await expect(page.getByText('Your cart is empty.', { exact: false })).toBeVisible();
});

test('a visitor buys a book with a coupon, signs in on the way, and reads it in full once paid', async ({ page, request }) => {
  // Many steps on a busy machine: three times the usual time limit.
  test.slow();
  const book = await publicBook(request, 'Counting with Koalas');
  expect(book.final_price).toBeGreaterThan(0);
  // FLASHCARDS50 is the seeded coupon for this one book: the server must accept it.
  const quote = await (await request.post('/api/checkout/quote', { data: { items: [{ ebook_id: book.id, quantity: 1 }], coupon_code: 'FLASHCARDS50' } })).json();
  expect(quote.data.coupon_error).toBeNull();
  const total = `$${quote.data.total_amount.toFixed(2)}`;

  await page.goto(`/books/${book.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'In your cart: check out' }).click();
  await page.getByLabel('Coupon code').fill('FLASHCARDS50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied.')).toBeVisible();
  await expect(page.getByText('Discount (FLASHCARDS50)')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText(total, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await signIn(page, 'user@folio.test');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(total, { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  const tracking = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
  expect(tracking).toMatch(/^FOL-/);
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  // A reload reads the order back from the server, with how to pay it.
  await page.reload();
  await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
  await expect(page.getByRole('region', { name: 'How to pay' })).toContainText(`quoting your order number ${tracking}`);

  // Manual payment: an admin records it, as after a bank transfer.
  const admin = await tokenOf(request, 'admin');
  const found = await (await request.get(`/api/admin/orders?search=${tracking}`, { headers: admin })).json();
  expect(found.data).toHaveLength(1);
  expect(found.data[0]).toMatchObject({ status: 'pending', payment_status: 'pending' });
  // Ordered, not paid: the book page says so instead of offering the cart again.
  await page.goto(`/books/${book.id}`);
  await expect(page.getByText('Your order for this book awaits its payment.')).toBeVisible();
  await expect(page.getByRole('link', { name: `See order ${tracking}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const paid = await request.post(`/api/admin/orders/${found.data[0].id}/payment`, { headers: admin, data: { payment_status: 'paid' } });
  expect(paid.ok()).toBe(true);
  expect((await paid.json()).data).toMatchObject({ status: 'delivered', payment_status: 'paid' });

  // Paid: the book page offers Read, and My Orders says it in one state.
  await page.reload();
  await expect(page.getByText('You own this book.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read', exact: true })).toBeVisible();
  await page.goto('/admin/orders');
  await expect(page.getByRole('row', { name: new RegExp(tracking) }).getByText('Paid · in your library')).toBeVisible();

  await page.goto('/admin/library');
  await expect(page.getByRole('heading', { name: 'My library' })).toBeVisible();
  await page.getByRole('link', { name: 'Read Counting with Koalas' }).click();
  // The reader then names the page it shows in the address (?page=1).
  await expect(page).toHaveURL(new RegExp(`/ebooks/${book.id}(\\?page=1)?$`));
  // Bought: every page, up to the last spread, and no preview notice.
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText('Pages 1–2 of 6');
  await page.getByTestId('next-page').click();
  await page.getByTestId('next-page').click();
  await expect(indicator).toHaveText('Pages 5–6 of 6');
  await expect(page.getByText(/^Preview:/)).toHaveCount(0);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: `View ${tracking}` })).toBeVisible();
});
