import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

/** The id of a book in the public catalogue, found by its title. */
async function publicBook(request: APIRequestContext, title: string): Promise<string> {
  const found = await (await request.get(`/api/public/ebooks?search=${encodeURIComponent(title)}`)).json();
  const book = found.data.find((b: { title: string }) => b.title === title);
  expect(book, `${title} is in the public catalogue`).toBeTruthy();
  return book.id;
}

const indicator = (page: Page) => page.getByTestId('page-indicator');
const next = (page: Page) => page.getByTestId('next-page');
const previous = (page: Page) => page.getByTestId('previous-page');
/** Pages on screen (neighbours stay mounted, hidden). */
const shownPages = (page: Page) => page.locator('[data-page-slot="shown"]');

test('a free flipbook pages by two between both ends, with the buttons disabled at each end', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await expect(previous(page)).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'The Little Lighthouse', level: 1 })).toBeVisible();

  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await expect(previous(page)).toBeEnabled();
  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await expect(next(page)).toBeDisabled();
  await expect(shownPages(page)).toHaveCount(2);
  // Only the spread and its neighbours are mounted.
  expect(await page.locator('[data-page-index]').count()).toBeLessThanOrEqual(6);

  await previous(page).click();
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await page.keyboard.press('ArrowLeft');
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await expect(previous(page)).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await expectAccessible(page);
});

test('the gallery jumps to a page and closes', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await page.getByRole('button', { name: 'All pages' }).click();
  const gallery = page.getByRole('dialog', { name: 'All pages' });
  await expect(gallery.getByRole('button', { name: /^Go to page/ })).toHaveCount(6);
  await expectAccessible(page);
  await gallery.getByRole('button', { name: 'Go to page 5' }).click();
  await expect(gallery).toBeHidden();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
});

test('a narrow screen shows one page at a time', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Page 1 of 6');
  await expect(shownPages(page)).toHaveCount(1);
  await next(page).click();
  await expect(indicator(page)).toHaveText('Page 2 of 6');
  await expect(shownPages(page)).toHaveCount(1);
  await expectAccessible(page);
});

test('a reader searches the book, sees each page found with its sentence, and turns to one', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await page.getByRole('button', { name: 'Search this book' }).click();
  const panel = page.getByRole('dialog', { name: 'Search this book' });
  await expect(panel.getByRole('searchbox', { name: 'Words to find' })).toBeFocused();
  await panel.getByRole('searchbox', { name: 'Words to find' }).fill('no such wordzz');
  await page.keyboard.press('Enter');
  // The words are isolated (U+2068…U+2069), so that they keep their direction in any language.
  await expect(panel.getByRole('status')).toHaveText('No page holds “\u2068no such wordzz\u2069”.');

  await panel.getByRole('searchbox', { name: 'Words to find' }).fill('INVITES a question');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Pages that hold “\u2068INVITES a question\u2069”: \d+\.$/);
  const results = panel.getByRole('list', { name: 'Pages found' }).getByRole('button');
  expect(await results.count()).toBeGreaterThan(1);
  await expect(results.last().locator('mark')).toHaveText('invites a question');
  await expectAccessible(page);
  const last = (await results.last().locator('span').first().textContent())!;
  const n = Number(last.replace(/\D/g, ''));
  await results.last().click();
  await expect(panel).toBeHidden();
  await expect(indicator(page)).toContainText(String(n));
  await expect(page).toHaveURL(new RegExp(`\\?page=${n % 2 === 0 ? n - 1 : n}$`));
});

test('on a phone every tool is in reach: the bar does not scroll, and the rest is under More tools', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Page 1 of 6');
  const tools = page.getByRole('group', { name: 'Reading tools' });
  expect(await tools.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  await expect(tools.getByRole('button', { name: 'Share' })).toBeHidden();
  await tools.getByRole('button', { name: 'More tools' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Zoom in', 'Share']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Zoom in' }).click();
  await expect(menu).toBeHidden();
  await tools.getByRole('button', { name: 'More tools' }).click();
  await expect(page.getByRole('menuitem', { name: /^Fit to the window \(\d+%\)$/ })).not.toHaveText('Fit to the window (100%)');
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: /Share/ })).toBeVisible();
});

test('on a phone a double tap on the page zooms in around it, and a second one fits the page again', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const id = await publicBook(request, 'The Little Lighthouse');
  // A phone opens at the very page of the address, not at the spread that would hold it on a desktop.
  await page.goto(`/flipbooks/${id}?page=2`);
  await expect(indicator(page)).toHaveText('Page 2 of 6');
  await page.goto(`/flipbooks/${id}?page=3`);
  await expect(indicator(page)).toHaveText('Page 3 of 6');
  const heading = page.getByRole('heading', { name: 'The Big Question' });
  const before = (await heading.boundingBox())!;
  await heading.dblclick();
  await expect.poll(async () => (await heading.boundingBox())!.height).toBeGreaterThan(before.height * 1.8);
  // The words tapped stay in view.
  await expect(heading).toBeInViewport();
  await heading.dblclick();
  await expect.poll(async () => Math.round((await heading.boundingBox())!.height)).toBe(Math.round(before.height));
});

test('on a phone the page text shows the words of the page in large type and follows the pages', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}?page=3`);
  await expect(indicator(page)).toHaveText('Page 3 of 6');
  await page.getByRole('group', { name: 'Reading tools' }).getByRole('button', { name: 'More tools' }).click();
  await page.getByRole('menuitem', { name: 'Page text' }).click();
  const panel = page.getByRole('dialog', { name: 'Page text' });
  const text = panel.getByTestId('page-text');
  await expect(text.getByText('The Big Question')).toBeVisible();
  expect(await text.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(18);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Next page' }).click();
  await expect(panel.getByText('Page 4', { exact: true })).toBeVisible();
  await expect(text).not.toContainText('The Big Question');
  await panel.getByRole('button', { name: 'Close the page text' }).click();
  await expect(indicator(page)).toHaveText('Page 4 of 6');
});

test('the scrolling view shows the pages one under another and pages with the same tools', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/ebooks/${id}`);
  await expect(page.getByTestId('scroll-view')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Page 1' })).toBeVisible();
  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await expect(page.getByRole('group', { name: 'Page 3' })).toBeInViewport();
  await expectAccessible(page);
});

test('a quiz is answered with feedback and a score, and a link goes to its page', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/admin/ebooks', { headers, data: { title: 'Sky Quiz', status: 'published', price: 0 } });
  expect(created.status()).toBe(201);
  const book = (await created.json()).data;
  const el = (id: string, type: string, y: number, fields: Record<string, unknown>) => ({ id, type, position: { x: 60, y }, size: { width: 600, height: 260 }, style: {}, ...fields });
  const pageOf = (id: string, elements: unknown[]) => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {} });
  const pages = [
    pageOf('quiz-page', [
      el('q1', 'quiz', 60, {
        question: 'What colour is a clear sky?',
        options: [{ id: 'a', text: 'Green', correct: false }, { id: 'b', text: 'Blue', correct: true }],
        multiple: false,
        feedback: { correct: 'Right, it is blue.', incorrect: 'Look up!' },
        points: 5,
      }),
    ]),
    pageOf('cards-page', [el('c1', 'flashcards', 60, { cards: [{ id: 'k1', front: 'Sun', back: 'A star' }] })]),
    pageOf('link-page', [el('l1', 'link', 60, { text: 'Back to the quiz', page: 'quiz-page' })]),
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers, data: { version: book.version, pages, order: pages.map((p) => p.id) } });
  expect(saved.status()).toBe(200);

  await page.goto(`/flipbooks/${book.id}`);
  await page.getByLabel('Blue').check();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Right, it is blue.' })).toContainText('Score: 5 / 5');

  await page.getByRole('button', { name: 'Sun', pressed: false }).click();
  await expect(page.getByRole('button', { name: 'A star', pressed: true })).toBeVisible();

  await next(page).click();
  await expect(indicator(page)).toHaveText('Page 3 of 3');
  await page.getByRole('button', { name: 'Back to the quiz' }).click();
  await expect(indicator(page)).toHaveText('Pages 1–2 of 3');

  // The visitor's answer is kept in the browser: after a reload the question shows it checked.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Right, it is blue.' })).toContainText('Score: 5 / 5');

  // A signed-in reader's answer is scored and kept by the server, and comes back on another device.
  await signInAs(page, 'user');
  await page.goto(`/flipbooks/${book.id}`);
  await page.getByLabel('Green').check();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Look up!' })).toBeVisible();
  const reader = await request.post('/api/auth/login', { data: { email: 'user@folio.test', password: DEMO_PASSWORD } });
  const kept = async () => (await (await request.get(`/api/public/ebooks/${book.id}/answers`, { headers: { Authorization: `Bearer ${(await reader.json()).token}` } })).json()).data;
  await expect.poll(async () => (await kept()).answers.map((a: { chosen: string[] }) => a.chosen)).toEqual([['a']]);
  expect(await kept()).toMatchObject({ questions: 1, answered: 1, score: 0, points: 5 });
  await expect(page.getByTestId('answer-progress')).toHaveText('Your answers: 1 of 1 question · 0 of 5 points');
  // Nothing of it is in this browser: the page shows it from the server.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('folio.answers.')).forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Look up!' })).toBeVisible();
});

test('a visitor reads the preview of a paid book up to its end card, which leads to the book page', async ({ page, request }) => {
  const id = await publicBook(request, 'Counting with Koalas');
  await page.goto(`/flipbooks/${id}`);
  await expect(page.getByText('Preview: 3 of 6 pages')).toBeVisible();
  await next(page).click();
  await expect(indicator(page)).toHaveText('Page 3 of 6');
  await expect(next(page)).toBeDisabled();
  await expect(page.getByText('This is a preview. Buy the book to read on.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy the book' })).toHaveAttribute('href', `/books/${id}`);
  await expect(page.getByRole('group', { name: 'End of the preview' })).toBeVisible();
});

test('a book that is not public is not available', async ({ page }) => {
  await page.goto('/flipbooks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This book is not available' })).toBeVisible();
  await expectAccessible(page);
});

test('read-aloud reads the spread, highlights what it reads, turns the page and stops when turned off', async ({ page, request }) => {
  await page.addInitScript(() => {
    // A speech engine that "speaks" each utterance in 30 ms and records what it said.
    const w = window as unknown as { spoken: string[]; cancelled: number };
    w.spoken = [];
    w.cancelled = 0;
    class FakeUtterance {
      pitch = 1; rate = 1; volume = 1; voice = null; lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    let timer = 0;
    const engine = {
      speak(u: FakeUtterance) {
        w.spoken.push(u.text);
        timer = window.setTimeout(() => u.onend?.(), 300);
      },
      cancel() {
        w.cancelled += 1;
        window.clearTimeout(timer);
      },
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  const readAloud = page.getByRole('button', { name: 'Read aloud', exact: true });
  await readAloud.click();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.outline-amber-400')).toHaveCount(1);
  // Top to bottom: the cover picture's description, then the title.
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.slice(0, 2))).toEqual(['Cover picture of The Little Lighthouse', 'The Little Lighthouse']);
  // The spread read, the book turns by itself and goes on reading.
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6', { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.join(' '))).toContain('The Big Question');
  await readAloud.click();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.outline-amber-400')).toHaveCount(0);

  // A page turned by hand stops reading.
  await readAloud.click();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
  await previous(page).click();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Read-aloud settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read-aloud settings' });
  await expect(dialog.getByLabel('Speed')).toHaveValue('1');
  await expect(dialog.getByLabel('Voice')).toHaveValue('');
  await expectAccessible(page);
});

test('without a speech engine, read-aloud says it is not available', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toBeDisabled();
  await expect(page.getByText('Read-aloud is not available in this browser.')).toBeVisible();
});

test('the PDF book renders its first page on a canvas with selectable text', async ({ page, request }) => {
  const id = await publicBook(request, 'Reading Together: A PDF Guide');
  await page.goto(`/flipbooks/${id}`);
  // The first PDF of a run also fetches pdf.js and its worker (about 1.5 MB) and compiles them: on a busy
  // 2-core machine that alone has taken longer than the usual 10 s.
  await expect(indicator(page)).toHaveText('Pages 1–2 of 5', { timeout: 30_000 });
  const canvas = page.locator('[data-page-slot="shown"] canvas[data-pdf-page="1"]');
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  await expect(page.locator('.textLayer').getByText('Reading Together: A PDF Guide', { exact: true })).toBeAttached();
  await expectAccessible(page);
});

/** Holds the requests for these files until the returned function is called. */
async function holdRequests(page: Page, files: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * What shows a PDF's first page before the reader has drawn it (`early`), then, once `release` lets the reader go
 * on, the reader's own page: in the same place and size, to the pixel (the reader's canvas rounds its height to whole
 * device pixels), and the first page's frame gone.
 */
async function expectReaderPageInItsPlace(page: Page, early: Locator, release: () => void) {
  const before = (await early.boundingBox())!;
  release();
  const drawn = page.locator('[data-page-slot="shown"] canvas[data-pdf-page="1"][data-drawn]');
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  const after = (await drawn.boundingBox())!;
  expect(Math.abs(before.x - after.x), 'left').toBeLessThan(1);
  expect(Math.abs(before.y - after.y), 'top').toBeLessThan(1);
  expect(Math.abs(before.width - after.width), 'width').toBeLessThan(1);
  expect(Math.abs(before.height - after.height), 'height').toBeLessThan(2);
  await expect(page.locator('#first-page')).toHaveCount(0);
}

for (const { view, viewport, lng } of [
  { view: 'a wide window', viewport: { width: 1280, height: 800 }, lng: 'en' },
  { view: 'a wide window in Arabic, right to left', viewport: { width: 1280, height: 800 }, lng: 'ar' },
  { view: 'a phone', viewport: { width: 412, height: 915 }, lng: 'en' },
]) {
  test(`a PDF flipbook shows its first page before the app has loaded, where the reader then draws it: ${view}`, async ({ page, request }) => {
    const id = await publicBook(request, 'Reading Together: A PDF Guide');
    await page.setViewportSize(viewport);
    // The app's code is held: what shows meanwhile is the page's entry's own drawing (features/reader/pdf/firstPage.ts).
    const release = await holdRequests(page, '**/assets/main-*.js');
    await page.goto(`/flipbooks/${id}?lng=${lng}`);
    const early = page.locator('#first-page canvas[data-pdf-page="1"][data-drawn]');
    await expect(early).toBeVisible({ timeout: 30_000 });
    await expect(indicator(page)).toHaveCount(0);
    await expectReaderPageInItsPlace(page, early, release);
  });
}

test("a PDF flipbook shows the server's drawing of its first page while pdf.js starts, where pdf.js then draws it", async ({ page, request }) => {
  const id = await publicBook(request, 'Reading Together: A PDF Guide');
  await page.setViewportSize({ width: 1280, height: 800 });
  // pdf.js's worker is held: nothing but the server's drawing (made when the file was processed) can show the page.
  const release = await holdRequests(page, '**/assets/pdf.worker*');
  await page.goto(`/flipbooks/${id}`);
  const drawing = page.locator('#first-page img[data-pdf-page="1"][data-drawn]');
  await expect(drawing).toBeVisible({ timeout: 30_000 });
  expect(await drawing.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.complete])).toEqual([1200, true]);
  await expect(page.locator('canvas[data-pdf-page="1"]')).toHaveCount(0);
  await expectReaderPageInItsPlace(page, drawing, release);
});

test("opened from the book's page, a PDF flipbook shows the server's drawing of its first page while pdf.js starts", async ({ page, request }) => {
  const id = await publicBook(request, 'Reading Together: A PDF Guide');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/books/${id}`);
  const release = await holdRequests(page, '**/assets/pdf.worker*');
  // A free book's page offers Read (the scrolling view) alone: the flipbook is opened from it as a link in the app
  // would, a move of the app's history without loading a page.
  await expect(page.getByRole('link', { name: 'Read', exact: true })).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/flipbooks/${id}`);
  await expect(page).toHaveURL(new RegExp(`/flipbooks/${id}$`));
  const drawing = page.locator('#first-page img[data-pdf-page="1"][data-drawn]');
  await expect(drawing).toBeVisible({ timeout: 30_000 });
  // The reader is there around it; its words for the wait are for screen readers, not over the page.
  await expect(page.getByRole('status').filter({ hasText: 'Opening the PDF…' })).toBeAttached();
  await expect(page.getByText('Opening the PDF…')).toHaveClass(/sr-only/);
  await expectReaderPageInItsPlace(page, drawing, release);
});

test('share gives the link and an embed code; the embedded flipbook has no site chrome', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(page.getByRole('link', { name: "Back to the book's page" })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this book' });
  // The link says it was shared, so that the book's analytics count where its readers came from.
  await expect(dialog.getByLabel('Link to the flipbook')).toHaveValue(new RegExp(`/flipbooks/${id}\\?ref=share$`));
  await expect(dialog.getByLabel('Embed code')).toHaveValue(new RegExp(`<iframe src="[^"]+/flipbooks/${id}\\?embed=1"`));
  await page.goto(`/flipbooks/${id}?embed=1`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await expect(page.getByRole('link', { name: "Back to the book's page" })).toHaveCount(0);
});

test('the page is in the address: a link opens at its page, the address follows without new history, and the other view keeps it', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto('/ebooks');
  await page.goto(`/flipbooks/${id}?page=4`);
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await expect(page).toHaveURL(new RegExp(`/flipbooks/${id}\\?page=4$`));
  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await expect(page).toHaveURL(new RegExp(`\\?page=5$`));
  await page.getByRole('link', { name: 'Scrolling view' }).click();
  await expect(page).toHaveURL(new RegExp(`/ebooks/${id}\\?page=5$`));
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await page.getByRole('link', { name: 'Flipbook view' }).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  // Page turns replaced the entry: going back leaves the flipbook for the page before it.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/ebooks$/);
});

test('a zoomed page is panned by dragging it, and only turns by drag when not zoomed', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  const stage = page.getByRole('main', { name: 'Book' });
  const drag = async (dx: number, dy: number) => {
    const box = (await stage.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await page.mouse.move(x + dx, y + dy, { steps: 4 });
    await page.mouse.up();
  };
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
  const scroll = () => stage.evaluate((node) => ({ left: node.scrollLeft, top: node.scrollTop }));
  const before = await scroll();
  await drag(-200, -120);
  const after = await scroll();
  expect(after.left - before.left).toBeGreaterThan(150);
  expect(after.top - before.top).toBeGreaterThan(80);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');

  await page.getByRole('button', { name: /^Zoom \d+%, fit to the window$/ }).click();
  await drag(-250, 0);
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
});

test("a visitor's reading position is remembered in the browser and offered back, not jumped to", async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await next(page).click();
  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `folio:reading-position:${id}`)).toContain('"page":5');

  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  const prompt = page.getByRole('region', { name: 'Where you left off' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Continue from page 5' }).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await expect(prompt).toHaveCount(0);
});

test('a remembered position offered back can be dismissed, and a link to a page is followed without an offer', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ page: 5 })), `folio:reading-position:${id}`);
  await page.goto(`/flipbooks/${id}`);
  const prompt = page.getByRole('region', { name: 'Where you left off' });
  await expect(prompt.getByRole('button', { name: 'Continue from page 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await page.goto(`/flipbooks/${id}?page=3`);
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  await expect(prompt).toHaveCount(0);
});

test("a signed-in reader's position is kept on the server, and their notes show after a reload", async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  const login = await (await request.post('/api/auth/login', { data: { email: 'user@folio.test', password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}` };
  const reading = await (await request.get(`/api/public/ebooks/${id}/read`, { headers })).json();
  const note = await request.post('/api/me/notes', { headers, data: { ebook_id: id, page_id: reading.data.page_ids[2], x: 120, y: 140, text: 'Remember the keeper' } });
  expect(note.status()).toBe(201);

  await signInAs(page, 'user');
  await page.goto(`/flipbooks/${id}?page=3`);
  await expect(indicator(page)).toHaveText('Pages 3–4 of 6');
  // The note layer is off, and the reader's note is there.
  await expect(page.getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Note: Remember the keeper' })).toBeVisible();
  await next(page).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await expect
    .poll(async () => (await (await request.get(`/api/public/ebooks/${id}/reading-position`, { headers })).json()).data.page, { timeout: 10_000 })
    .toBe(5);
  // Kept on the server, not in the browser.
  expect(await page.evaluate((key) => localStorage.getItem(key), `folio:reading-position:${id}`)).toBeNull();

  // A new load of the book at its start. Not a reload of it: the reader writes its page into the address once it
  // has opened (?page=1), and a reload of that address opens page 1 as asked, without an offer.
  await page.goto(`/flipbooks/${id}`);
  await page.getByRole('button', { name: 'Continue from page 5' }).click();
  await expect(indicator(page)).toHaveText('Pages 5–6 of 6');
  await previous(page).click();
  await expect(page.getByRole('button', { name: 'Note: Remember the keeper' })).toBeVisible();
  await request.delete(`/api/me/notes/${(await note.json()).data.id}`, { headers });
});

test('a PDF book says its pages are loading while the PDF opens, never that the preview has ended', async ({ page, request }) => {
  const id = await publicBook(request, 'Reading Together: A PDF Guide');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/ebooks/*/pdf', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/flipbooks/${id}`);
  await expect(indicator(page)).toHaveText('Loading the pages…');
  await expect(page.getByText('End of the preview')).toHaveCount(0);
  release();
  await expect(indicator(page)).toHaveText('Pages 1–2 of 5');
  await expect(page.locator('canvas[data-pdf-page="1"][data-drawn]')).toBeAttached();
  await expect(page.locator('[data-page-index="0"] [data-page-loading]')).toHaveCount(0);
});

test('read-aloud in a browser without voices says so instead of going quiet', async ({ page, request }) => {
  await page.addInitScript(() => {
    // An engine as Chrome's without any voice installed: every utterance fails.
    class FakeUtterance {
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(public text: string) {}
    }
    const engine = {
      speak: (u: FakeUtterance) => window.setTimeout(() => u.onerror?.({ error: 'synthesis-failed' }), 20),
      cancel() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  const readAloud = page.getByRole('button', { name: 'Read aloud', exact: true });
  await readAloud.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Read-aloud needs a voice, and this browser has none.' });
  await expect(alert).toBeVisible();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
  // It did not turn the pages by itself.
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});

/**
 * Tabs on from the reader's first control until the focus leaves its bar (WCAG 2.4.7): where it lands, and its
 * ring: style, width, offset, and its colour's contrast with the stage's dark ground (slate-800).
 */
async function focusAfterToolbar(page: Page) {
  await page.getByRole('banner').locator('a, button').first().focus();
  for (let i = 0; i < 30 && (await page.evaluate(() => !!document.activeElement?.closest('header'))); i += 1) await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    // Any CSS colour as sRGB, through a canvas pixel.
    const rgb = (color: string) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.outlineColor), luminance('#1e293b')].sort((a, b) => b - a);
    return { label: active.getAttribute('aria-label'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset), contrast: (light! + 0.05) / (dark! + 0.05) };
  });
}

test("after the toolbar, the keyboard's focus on the book shows its ring; the gallery closed with Escape gives the focus back to its button", async ({ page, request }) => {
  const id = await publicBook(request, 'Forest Friends');
  // The scrolling view: its pages are one region to scroll.
  await page.goto(`/ebooks/${id}`);
  await expect(page.getByTestId('scroll-view')).toBeVisible();
  let focused = await focusAfterToolbar(page);
  expect(focused.label).toBe('Pages of the book');
  // A ring of 2 px or more, drawn inside the region (its edges are the window's), light on the dark stage.
  expect(focused).toMatchObject({ style: 'solid' });
  expect(focused.width).toBeGreaterThanOrEqual(2);
  expect(focused.offset).toBeLessThanOrEqual(-focused.width);
  expect(focused.contrast).toBeGreaterThanOrEqual(3);

  // The flipbook zoomed in on its cover, which holds nothing to focus: the stage itself takes the focus, to scroll.
  await page.goto(`/flipbooks/${id}`);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  focused = await focusAfterToolbar(page);
  expect(focused.label).toBe('Book');
  expect(focused).toMatchObject({ style: 'solid' });
  expect(focused.width).toBeGreaterThanOrEqual(2);
  expect(focused.offset).toBeLessThanOrEqual(-focused.width);
  expect(focused.contrast).toBeGreaterThanOrEqual(3);

  const opener = page.getByRole('button', { name: 'All pages' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: 'All pages' });
  await expect(gallery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a sound's caption shows whole above its player", async ({ page, request }) => {
  const id = await publicBook(request, 'Forest Friends');
  await page.goto(`/flipbooks/${id}?page=3`);
  const caption = shownPages(page).locator('[data-element-type="audio"] p');
  await expect(caption).toHaveText('Woodland birds');
  const [fits, box, element] = await Promise.all([
    caption.evaluate((p) => p.scrollHeight <= p.clientHeight),
    caption.boundingBox(),
    page.locator('[data-element-type="audio"]').first().boundingBox(),
  ]);
  expect(fits, 'the caption is not cut').toBe(true);
  expect(box!.y).toBeGreaterThanOrEqual(element!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(element!.y + element!.height);
});

test('with the Notes panel open, the spread refits within the room left, its margins kept on both sides', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const id = await publicBook(request, 'Forest Friends');
  await page.goto(`/flipbooks/${id}?page=3`);
  await page.getByRole('button', { name: 'Notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Your notes' })).toBeVisible();
  // The book as drawn (its paper edges too) against the stage that the panel leaves: 10 px at least each side.
  const margins = () =>
    page.evaluate(() => {
      const book = document.querySelector('[data-testid="flipbook"]')!.firstElementChild!.getBoundingClientRect();
      const stage = document.querySelector('main')!.getBoundingClientRect();
      return Math.round(Math.min(book.left - stage.left, stage.right - book.right));
    });
  await expect.poll(margins).toBeGreaterThanOrEqual(10);
});
