import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { publishedPdfBook } from './pdfBook';
import { expectAccessible } from './support';

// A PDF's own links and page labels in the reader (issue 53), in a PDF made as an author would make one
// (pdfBook.ts). The screenshots go to PDF_LINKS_SHOTS_DIR when set (else the test's own folder).

const study = JSON.parse(readFileSync('apps/web/public/locales/en/study.json', 'utf8')) as Record<string, Record<string, string>>;
const indicator = (page: Page) => page.getByTestId('page-indicator');
/** The link from the first page to section three (pdf.js names it by its words; the reader adds where it goes). */
const toSectionThree = (page: Page) => page.getByRole('link', { name: 'Read section three, go to page 3' });
const webLink = (page: Page) => page.getByRole('link', { name: 'Folio on the web (opens in a new tab)' });

/** Opens the book; the first PDF of a run also fetches and compiles pdf.js, which has taken long on a busy machine. */
async function open(page: Page, address: string, firstView: string) {
  await page.goto(address);
  await expect(indicator(page)).toHaveText(firstView, { timeout: 30_000 });
  await expect(toSectionThree(page)).toBeVisible();
}

/** The web link opens another site in a new tab that cannot reach the reader; it is not followed here. */
async function expectWebLink(page: Page) {
  await expect(webLink(page)).toHaveAttribute('href', 'https://example.org/folio');
  await expect(webLink(page)).toHaveAttribute('target', '_blank');
  await expect(webLink(page)).toHaveAttribute('rel', /\bnoopener\b/);
}

/** The link's box lies over its words on the page, whatever the scale the page is drawn at. */
async function expectOverItsWords(page: Page) {
  const link = await toSectionThree(page).boundingBox();
  const words = await page.locator('[data-page-slot="shown"] .textLayer, .textLayer').getByText('Read section three').first().boundingBox();
  expect(link && words).toBeTruthy();
  const [l, w] = [link!, words!];
  const overlap = Math.max(0, Math.min(l.x + l.width, w.x + w.width) - Math.max(l.x, w.x)) * Math.max(0, Math.min(l.y + l.height, w.y + w.height) - Math.max(l.y, w.y));
  expect(overlap / (w.width * w.height)).toBeGreaterThan(0.6);
}

let bookId: string;

test.beforeAll(async ({ request, browser }) => {
  bookId = await publishedPdfBook(request, browser, 'Links and Labels: A PDF');
});

test("a PDF's link turns the flipbook to its page, its web link opens a new tab, and its page labels name the pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/flipbooks/${bookId}`, 'Pages i–ii (1–2 of 6)');
  await expectWebLink(page);
  await expectOverItsWords(page);
  await expectAccessible(page);

  // Zoomed in, the link still lies over its words.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(toSectionThree(page)).toBeAttached();
  await toSectionThree(page).scrollIntoViewIfNeeded();
  await expectOverItsWords(page);
  await page.getByRole('button', { name: /^Zoom \d+%, fit to the window$/ }).click();

  await toSectionThree(page).click();
  await expect(page).toHaveURL(/[?&]page=5\b/);
  await expect(indicator(page)).toHaveText('Pages 3–4 (5–6 of 6)');
  await expect(page.locator('[data-page-slot="shown"] [data-book-page="5"]')).toBeVisible();

  // The gallery names the pages by their labels too.
  await page.getByRole('button', { name: 'All pages' }).click();
  await expect(page.getByRole('button', { name: 'Go to page ii' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to page ii' }).click();
  await expect(indicator(page)).toHaveText('Pages i–ii (1–2 of 6)');
});

test("on the site, a PDF's link is the reader's address at its page (a new tab opens there), and its outline is the book's contents", async ({ page, context }) => {
  // The book opened twice (the new tab's a whole reader), on two busy cores.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/flipbooks/${bookId}`, 'Pages i–ii (1–2 of 6)');
  await expect(toSectionThree(page)).toHaveAttribute('href', `/flipbooks/${bookId}?page=5`);
  // Ctrl and click, as a reader opens a link in a new tab: that tab opens at the page, this one stays where it is.
  const [tab] = await Promise.all([context.waitForEvent('page'), toSectionThree(page).click({ modifiers: ['Control'] })]);
  // Opened behind this one, as such a tab is: the reader goes to it.
  await tab.bringToFront();
  await expect(indicator(tab)).toHaveText('Pages 3–4 (5–6 of 6)', { timeout: 30_000 });
  await tab.close();
  await expect(indicator(page)).toHaveText('Pages i–ii (1–2 of 6)');

  // The contents are the PDF's outline (its headings), read from the site's copy of the PDF; an entry turns the book.
  await page.getByRole('button', { name: study.toolbar!.study, exact: true }).click();
  const contents = page.getByRole('dialog', { name: study.panel!.title }).getByRole('navigation', { name: study.contents!.label });
  await expect(contents.getByRole('button')).toHaveText([/^Links and Labels/, /^Preface/, /^Section one/, /^Section two/, /^Section three/, /^Section four/]);
  await contents.getByRole('button', { name: /^Section two/ }).click();
  await expect(indicator(page)).toHaveText('Pages 1–2 (3–4 of 6)');
});

test("a PDF's link scrolls the scrolling view to its page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/ebooks/${bookId}`, 'Pages i–ii (1–2 of 6)');
  await expectWebLink(page);
  await expectOverItsWords(page);
  await expectAccessible(page);
  await toSectionThree(page).click();
  await expect(page).toHaveURL(/[?&]page=5\b/);
  await expect(indicator(page)).toHaveText('Pages 3–4 (5–6 of 6)');
  await expect(page.locator('[data-book-page="5"]')).toBeInViewport({ ratio: 0.5 });
});

test("on a phone, a tap on a PDF's link turns to its page, not the page's swipe or zoom", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/flipbooks/${bookId}`, 'Page i (1 of 6)');
  await expectWebLink(page);
  await expectOverItsWords(page);
  await expectAccessible(page);
  await toSectionThree(page).click();
  await expect(page).toHaveURL(/[?&]page=5\b/);
  await expect(indicator(page)).toHaveText('Page 3 (5 of 6)');
});

test('the keyboard reaches a PDF\'s links and shows where it is (screenshots in English and Arabic)', async ({ page }, testInfo) => {
  const dir = process.env.PDF_LINKS_SHOTS_DIR ?? testInfo.outputDir;
  mkdirSync(dir, { recursive: true });
  for (const [lng, name, view] of [
    ['en', 'Read section three, go to page 3', 'Pages i–ii (1–2 of 6)'],
    ['ar', 'Read section three، الانتقال إلى الصفحة 3', 'الصفحات i–ii (1–2 من 6)'],
  ] as const) {
    for (const [width, height, device] of [[1280, 800, 'desktop'], [390, 844, 'phone']] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/flipbooks/${bookId}?lng=${lng}`);
      await expect(indicator(page)).toHaveText(device === 'phone' ? (lng === 'en' ? 'Page i (1 of 6)' : 'الصفحة i (1 من 6)') : view, { timeout: 30_000 });
      const link = page.getByRole('link', { name });
      await expect(link).toBeVisible();
      await link.focus();
      await expect(link).toBeFocused();
      await page.screenshot({ path: join(dir, `${device}-${lng}.png`) });
    }
  }
});
