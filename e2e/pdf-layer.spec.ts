import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishedPdfBook } from './pdfBook';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

async function tokenOf(request: APIRequestContext, role: 'admin' | 'author') {
  const login = await request.post('/api/auth/login', { data: { email: `${role}@folio.test`, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** The demo PDF's file, uploaded by the author as a free PDF book of their own; its pages counted (its processing done). */
async function authorsCopyOfTheDemoPdf(request: APIRequestContext, title: string) {
  const found = await (await request.get(`/api/public/ebooks?search=${encodeURIComponent('Reading Together: A PDF Guide')}`)).json();
  const demo = found.data.find((b: { title: string }) => b.title === 'Reading Together: A PDF Guide');
  const file = await (await request.get(`/api/public/ebooks/${demo.id}/pdf`)).body();
  const author = await tokenOf(request, 'author');
  const uploaded = await request.post('/api/uploads?kind=pdf', { headers: author, multipart: { file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: file } } });
  expect(uploaded.status()).toBe(201);
  const created = await request.post('/api/admin/ebooks', { headers: author, data: { title, book_type: 'pdf', pdf_file: (await uploaded.json()).data.url, status: 'published', price: 0 } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  await expect.poll(async () => (await (await request.get(`/api/admin/ebooks/${id}`, { headers: author })).json()).data.pdf_page_count, { timeout: 90_000 }).toBeGreaterThan(1);
  return { id, author };
}

const properties = (page: Page) => page.getByRole('complementary', { name: 'Properties' });

/** Inserts an element from the insert panel's tab and waits for its inspector. */
async function insert(page: Page, tab: string, type: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `Add ${type}` }).click();
}

/** The book the first test enriches and publishes, for the second to read (made by the API when run alone). */
let enriched: string | undefined;

test("an author puts a link, a video and a question over a PDF book's page in the editor, and a reader uses them in English and Arabic", async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const { id, author } = await authorsCopyOfTheDemoPdf(request, 'Rock Pools, Enriched');

  await signInAs(page, 'author');
  await page.goto(`/ebooks/edit/${id}`);
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved', { timeout: 30_000 });
  // The PDF's page is drawn beneath the canvas's page, and the pages follow the PDF: none is added or removed.
  await expect(page.locator('[data-editor-canvas] [data-pdf-backdrop="1"] canvas[data-drawn]')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText("The pages follow the PDF: change the file in the book's basic info to add or remove pages.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add page' })).toHaveCount(0);

  await insert(page, 'Interactive', 'Link or button');
  await properties(page).getByLabel('Text', { exact: true }).fill('The rock pool guide');
  await properties(page).getByLabel('Web address').fill('https://example.org/rock-pools');

  await insert(page, 'Interactive', 'Hotspot');
  await properties(page).getByLabel('Name', { exact: true }).fill('Who lives here?');
  await properties(page).getByLabel('Text', { exact: true }).fill('Anemones, shrimps and periwinkles.');

  await insert(page, 'Media', 'Video');
  await properties(page).getByLabel('Address').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await properties(page).getByLabel('Title').fill('Life in a rock pool');

  await insert(page, 'Interactive', 'Multiple choice');
  await properties(page).getByLabel('Question', { exact: true }).fill('Which animal lives in a rock pool?');
  await properties(page).getByLabel('Text of answer 1').fill('A crab');
  await properties(page).getByLabel('Text of answer 2').fill('A camel');
  const right = properties(page).getByLabel('Right answer').first();
  if (!(await right.isChecked())) await right.check();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('editor.png') });
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved', { timeout: 30_000 });

  // Saved through the page API as the PDF's first page's layer.
  const layer = (await (await request.get(`/api/admin/ebooks/${id}/pages`, { headers: author })).json()).data;
  expect(layer[0].id).toBe('pdf-page-1');
  expect(layer[0].elements.map((e: { type: string }) => e.type).sort()).toEqual(['hotspot', 'link', 'quiz', 'video']);

  expect((await request.post(`/api/admin/ebooks/${id}/submit`, { headers: author })).status()).toBe(200);
  const admin = await tokenOf(request, 'admin');
  expect((await request.post(`/api/admin/ebooks/${id}/approval`, { headers: admin, data: { approval_status: 'approved' } })).status()).toBe(200);
  enriched = id;

  // The feedback is the author's words (the editor wrote its default, in English, into the question).
  const words = { en: { check: 'Check' }, ar: { check: 'تحقّق' } };
  for (const language of ['en', 'ar'] as const) {
    const context = await browser.newContext({ locale: language });
    const visitor = await context.newPage();
    // The reading is counted (the heatmap below draws it): the reader's first batch of events, its view among them, is taken.
    const counted = visitor.waitForResponse((answer) => answer.url().endsWith('/api/public/events'), { timeout: 30_000 });
    await visitor.goto(`/flipbooks/${id}?lng=${language}`);
    const pdfPage = visitor.locator('[data-page-slot="shown"] canvas[data-pdf-page="1"][data-drawn]');
    await expect(pdfPage).toBeAttached({ timeout: 30_000 });
    const layerOfPage = visitor.locator('[data-pdf-layer="1"]');
    // The link opens its address in a new tab; the video plays in YouTube's player when asked.
    const link = layerOfPage.getByRole('link', { name: /The rock pool guide/ });
    await expect(link).toHaveAttribute('href', 'https://example.org/rock-pools');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(layerOfPage.getByRole('button', { name: /YouTube/ })).toBeVisible();
    // The layer lies over the PDF's page: its elements inside the page's box.
    const [box, linkBox] = [await pdfPage.boundingBox(), await link.boundingBox()];
    expect(linkBox!.x).toBeGreaterThanOrEqual(box!.x);
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
    // The hotspot opens its text beside it, and Escape closes it.
    await layerOfPage.getByRole('button', { name: 'Who lives here?' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Who lives here?' })).toContainText('Anemones, shrimps and periwinkles.');
    await expectAccessible(visitor);
    await visitor.keyboard.press('Escape');
    // The question is answered and scored as in a book of pages.
    await layerOfPage.getByText('A crab').click();
    await layerOfPage.getByRole('button', { name: words[language].check }).click();
    await expect(layerOfPage.getByText('Well done!')).toBeVisible();
    await expectAccessible(visitor);
    await visitor.screenshot({ path: test.info().outputPath(`reader-${language}.png`) });
    expect((await counted).status()).toBe(202);
    await visitor.close({ runBeforeUnload: true });
    await context.close();
  }

  // The author's analytics draw the taps over the PDF's own page, not over a blank one: once the rollup job (every few
  // seconds) has the two readings, the dashboard shows its figures rather than "Nobody read in this period".
  const views = async () => (await (await request.get(`/api/admin/ebooks/${id}/analytics`, { headers: author })).json()).data.views;
  await expect.poll(views, { timeout: 45_000 }).toBe(2);
  await page.goto(`/admin/ebooks/${id}/analytics`);
  await expect(page.locator('[data-heatmap-pdf-page="1"] canvas[data-drawn]')).toBeAttached({ timeout: 30_000 });
});

/** Where the layer's link lies over the PDF's first page: its box as fractions of the page's drawing (and that drawing's width), once both are there. */
const placeOfLink = (page: Page) =>
  page.evaluate(() => {
    const slot = document.querySelector('[data-page-index="0"]');
    const sheet = slot?.querySelector('canvas[data-pdf-page="1"][data-drawn]')?.getBoundingClientRect();
    const link = [...(slot?.querySelectorAll('[data-pdf-layer="1"] a') ?? [])].find((a) => a.textContent?.includes('The rock pool guide'))?.getBoundingClientRect();
    if (!sheet?.width || !link) return null;
    return { width: sheet.width, box: [(link.x - sheet.x) / sheet.width, (link.y - sheet.y) / sheet.height, link.width / sheet.width, link.height / sheet.height] };
  });

test("the layer stays over the same spot of the PDF's page zoomed in, in the scrolling view and on a phone (screenshot of the phone's)", async ({ page, request, browser }) => {
  // Three openings of a PDF book (and, run alone, its publishing), on two busy cores.
  test.setTimeout(120_000);
  enriched ??= await publishedPdfBook(request, browser, 'Rock Pools, In Place', [
    { id: 'pdf-page-1', elements: [{ id: 'guide', type: 'link', position: { x: 120, y: 160 }, size: { width: 240, height: 48 }, style: {}, text: 'The rock pool guide', url: 'https://example.org/rock-pools', variant: 'button' }] },
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/flipbooks/${enriched}`);
  await expect.poll(() => placeOfLink(page), { timeout: 30_000 }).not.toBeNull();
  const fit = (await placeOfLink(page))!;
  // The same fractions of the page (within 1 %: 3 pixels of a phone's page), the page drawn at `wider` times the fit's width or more.
  const samePlace = async (wider: number) =>
    expect
      .poll(async () => {
        const now = await placeOfLink(page);
        return !!now && now.width >= fit.width * wider && now.box.every((fraction, i) => Math.abs(fraction - fit.box[i]!) < 0.01);
      }, { timeout: 30_000 })
      .toBe(true);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await samePlace(1.2);
  await page.goto(`/ebooks/${enriched}`);
  await samePlace(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/flipbooks/${enriched}`);
  await samePlace(0);
  await page.screenshot({ path: '/tmp/shots/pdf-layer/phone.png' });
});
