import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible } from './support';

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
  await expect(indicator(page)).toHaveText('Pages 1–2 of 5');
  const canvas = page.locator('canvas[data-pdf-page="1"]');
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  await expect(page.locator('.textLayer').getByText('Reading Together: A PDF Guide', { exact: true })).toBeAttached();
  await expectAccessible(page);
});

test('share gives the link and an embed code; the embedded flipbook has no site chrome', async ({ page, request }) => {
  const id = await publicBook(request, 'The Little Lighthouse');
  await page.goto(`/flipbooks/${id}`);
  await expect(page.getByRole('link', { name: "Back to the book's page" })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this book' });
  await expect(dialog.getByLabel('Link to the flipbook')).toHaveValue(new RegExp(`/flipbooks/${id}$`));
  await expect(dialog.getByLabel('Embed code')).toHaveValue(new RegExp(`<iframe src="[^"]+/flipbooks/${id}\\?embed=1"`));
  await page.goto(`/flipbooks/${id}?embed=1`);
  await expect(indicator(page)).toHaveText('Pages 1–2 of 6');
  await expect(page.getByRole('link', { name: "Back to the book's page" })).toHaveCount(0);
});
