import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { publishedPdfBook } from './pdfBook';
import { expectAccessible, signInAs } from './support';

// The offline flipbook of a PDF book (issue 53, decision 021): exported from the export dialog, unzipped, and
// opened from file:// with the network off, in English and Arabic. Its PDF (made in pdfBook.ts: links, an
// outline, page labels) is drawn by pdf.js from the package, with what the author put on its first page over it.
// The screenshots go to PDF_OFFLINE_SHOTS_DIR when set (else the test's own folder).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TITLE = 'Links and Labels: Offline';
const study = JSON.parse(readFileSync('apps/web/public/locales/en/study.json', 'utf8')) as Record<string, Record<string, string>>;

/** On the first page, over the PDF: a button to the PDF's fourth page, and words of the author's. */
const LAYER = [
  {
    id: 'pdf-page-1',
    elements: [
      { id: 'to-four', type: 'link', position: { x: 420, y: 880 }, size: { width: 300, height: 70 }, style: {}, text: 'Layer: to page four', page: 'pdf-page-4', variant: 'button' },
      { id: 'note', type: 'text', position: { x: 80, y: 980 }, size: { width: 600, height: 60 }, style: {}, html: '<p>Put here by the author, over the PDF.</p>' },
    ],
  },
];

/** Unzips a download into a new folder; answers the folder. */
function unzipInto(zip: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-pdf-offline-'));
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return dir;
}

const indicator = (page: Page) => page.getByTestId('page-indicator');

/** Dark pixels in the drawing of a PDF page (pdf.js's canvas): its words are there, the page is not blank. */
const inkOf = (page: Page, pageNumber: number) =>
  page.locator(`canvas[data-pdf-page="${pageNumber}"][data-drawn="true"]`).first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
    return dark;
  });

/** A browser with no network at all, recording every request and every script error of its pages. */
async function offlineBrowser(browser: Browser) {
  const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 800 } });
  const requests: string[] = [];
  context.on('request', (request) => void requests.push(request.url()));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  return { context, page, requests, errors };
}

let folder: string;

test.beforeAll(async ({ browser, request }) => {
  await publishedPdfBook(request, browser, TITLE, LAYER);
});

test("an author exports a PDF book's offline flipbook; from file:// with the network off, its PDF is drawn with the layer over it, and its links and contents turn its pages", async ({ page, browser }, testInfo) => {
  const shots = process.env.PDF_OFFLINE_SHOTS_DIR ?? testInfo.outputDir;
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'author');
  await page.goto(`/admin/ebooks?search=${encodeURIComponent(TITLE)}`);
  await page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: `Export ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${TITLE}` });
  await expect(dialog.getByRole('heading', { name: 'Offline flipbook' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'EPUB 3', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Export as Offline flipbook' }).click();
  const download = dialog.getByRole('button', { name: /^Download .*-offline\.zip$/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const unzipped = unzipInto((await file.path())!);
  folder = join(unzipped, file.suggestedFilename().replace(/-offline\.zip$/, ''));
  const index = pathToFileURL(join(folder, 'index.html')).href;

  const { context, page: reader, requests, errors } = await offlineBrowser(browser);
  await reader.goto(index);
  await expect(indicator(reader)).toHaveText('Pages i–ii (1–2 of 6)', { timeout: 60_000 });
  // pdf.js drew the PDF's first page from the package: its words are there.
  await expect(reader.locator('canvas[data-pdf-page="1"][data-drawn="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await inkOf(reader, 1)).toBeGreaterThan(200);
  // The layer over it.
  await expect(reader.getByText('Put here by the author, over the PDF.')).toBeVisible();
  const layerLink = reader.getByRole('button', { name: 'Layer: to page four' });
  await expect(layerLink).toBeVisible();

  // The PDF's own link to its section three: its address is the package's, at that page (a new tab opens it there).
  const toSectionThree = reader.getByRole('link', { name: 'Read section three, go to page 3' });
  await expect(toSectionThree).toBeVisible();
  expect(await toSectionThree.evaluate((a: HTMLAnchorElement) => a.href)).toMatch(/\/index\.html#\/flipbooks\/[^?]+\?page=5$/);
  await expect(reader.getByRole('link', { name: 'Folio on the web (opens in a new tab)' })).toHaveAttribute('href', 'https://example.org/folio');
  await expectAccessible(reader);
  await reader.screenshot({ path: join(shots, 'offline-pdf-en.png') });

  await toSectionThree.click();
  await expect(indicator(reader)).toHaveText('Pages 3–4 (5–6 of 6)');
  await expect(reader.locator('canvas[data-pdf-page="5"][data-drawn="true"]')).toBeAttached();
  expect(await inkOf(reader, 5)).toBeGreaterThan(100);

  // The layer's link turns the book too.
  await reader.getByTestId('previous-page').click();
  await reader.getByTestId('previous-page').click();
  await expect(indicator(reader)).toHaveText('Pages i–ii (1–2 of 6)');
  await layerLink.click();
  await expect(indicator(reader)).toHaveText('Pages 1–2 (3–4 of 6)');

  // The contents are the PDF's outline, read from the package's PDF.
  await reader.getByRole('button', { name: study.toolbar!.study, exact: true }).click();
  const panel = reader.getByRole('dialog', { name: study.panel!.title });
  const contents = panel.getByRole('navigation', { name: study.contents!.label });
  await expect(contents.getByRole('button', { name: /Section four/ })).toBeVisible();
  await expectAccessible(reader);
  await reader.screenshot({ path: join(shots, 'offline-pdf-contents-en.png') });
  await contents.getByRole('button', { name: /Section four/ }).click();
  await expect(indicator(reader)).toHaveText('Pages 3–4 (5–6 of 6)');

  // A bookmark is kept in this browser: opened again, the book comes back to its page, and the bookmark is listed.
  const bookmark = reader.getByRole('button', { name: study.bookmarks!.toggle, exact: true });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await reader.reload();
  await expect(indicator(reader)).toHaveText('Pages 3–4 (5–6 of 6)', { timeout: 60_000 });
  await expect(reader.getByRole('button', { name: study.bookmarks!.toggle, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await reader.getByRole('button', { name: study.toolbar!.study, exact: true }).click();
  await panel.getByRole('tab', { name: study.tabs!.bookmarks }).click();
  await expect(panel.getByRole('list', { name: study.bookmarks!.list }).getByRole('listitem')).toHaveCount(1);

  expect(errors).toEqual([]);
  expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
  await context.close();
});

test("the PDF book's offline flipbook reads right to left in Arabic, its PDF drawn and its links named", async ({ browser }, testInfo) => {
  test.skip(!folder, 'made by the test before');
  const shots = process.env.PDF_OFFLINE_SHOTS_DIR ?? testInfo.outputDir;
  const { context, page: reader, requests, errors } = await offlineBrowser(browser);
  await reader.goto(`${pathToFileURL(join(folder, 'index.html')).href}?lng=ar`);
  await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(indicator(reader)).toHaveText('الصفحات i–ii (1–2 من 6)', { timeout: 60_000 });
  await expect(reader.locator('canvas[data-pdf-page="1"][data-drawn="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await inkOf(reader, 1)).toBeGreaterThan(200);
  await expect(reader.getByRole('button', { name: 'Layer: to page four' })).toBeVisible();
  const toSectionThree = reader.getByRole('link', { name: 'Read section three، الانتقال إلى الصفحة 3' });
  await expect(toSectionThree).toBeVisible();
  expect(await toSectionThree.evaluate((a: HTMLAnchorElement) => a.href)).toMatch(/\/index\.html\?lng=ar#\/flipbooks\/[^?]+\?page=5$/);
  await expectAccessible(reader);
  await reader.screenshot({ path: join(shots, 'offline-pdf-ar.png') });
  await toSectionThree.click();
  await expect(indicator(reader)).toHaveText('الصفحات 3–4 (5–6 من 6)');
  expect(errors).toEqual([]);
  expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
  await context.close();
});
