import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

// Reloads and signing in on two busy cores: give each test room.
test.describe.configure({ timeout: 60_000 });

/** A free, approved e-book of the demo seed (readable in full by everyone). */
async function freeBook(request: APIRequestContext) {
  const list = await (await request.get('/api/public/ebooks?per_page=100')).json();
  const book = list.data.find((b: { final_price: number; book_type: string; page_count: number }) => b.final_price === 0 && b.book_type === 'ebook' && b.page_count > 1);
  expect(book, 'a free seeded e-book').toBeTruthy();
  return book as { id: string; title: string };
}

async function openBook(page: Page, id: string) {
  await page.goto(`/flipbooks/${id}`);
  await expect(page.locator('[data-page-index="0"]')).toBeVisible();
}

/** Drags across the first page, in page-box coordinates. */
async function stroke(page: Page, from: [number, number], to: [number, number]) {
  // The drawing layer (Konva) is its own chunk: on a busy machine it may still be loading, or not yet taking the
  // pointer, when drawing is switched on.
  const layer = page.locator('[data-page-index="0"] [data-testid^="drawing-layer-"]');
  await expect(layer.locator('canvas').first()).toBeVisible();
  await expect(layer).toHaveCSS('pointer-events', 'auto');
  const box = (await page.locator('[data-page-index="0"]').boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(box.x + from[0] + ((to[0] - from[0]) * i) / 10, box.y + from[1] + ((to[1] - from[1]) * i) / 10);
  await page.mouse.up();
}

/** The visitor's shapes kept in this browser for the book, per page. */
const storedShapes = (page: Page, id: string) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{"pages":{}}') as { pages: Record<string, unknown[]> };
    return Object.values(stored.pages).reduce((n, shapes) => n + shapes.length, 0);
  }, `folio:drawings:${id}`);

/** The signed-in reader's shapes on the server for the book (the token is in the auth cookie). */
const serverShapes = (page: Page, id: string) =>
  page.evaluate(async (ebookId) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch(`/api/me/drawings?ebook_id=${ebookId}`, { headers: { authorization: `Bearer ${token}` } });
    const pages = (await res.json()).data as Record<string, unknown[]>;
    return Object.values(pages).reduce((n, shapes) => n + shapes.length, 0);
  }, id);

test('a visitor draws a stroke and undoes it, and erases a line', async ({ page, request }) => {
  const book = await freeBook(request);
  await openBook(page, book.id);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  const tools = page.getByRole('toolbar', { name: 'Drawing tools' });
  await expect(tools.getByRole('button', { name: 'Brush' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await stroke(page, [100, 200], [300, 260]);
  await expect(tools.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(tools.getByText('Saved in this browser')).toBeVisible();
  await expect.poll(() => storedShapes(page, book.id)).toBe(1);

  await tools.getByRole('button', { name: 'Undo' }).click();
  await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect.poll(() => storedShapes(page, book.id)).toBe(0);

  await tools.getByRole('button', { name: 'Line' }).click();
  await stroke(page, [100, 300], [300, 300]);
  await expect.poll(() => storedShapes(page, book.id)).toBe(1);
  await tools.getByRole('button', { name: 'Eraser' }).click();
  await stroke(page, [200, 260], [200, 340]);
  await expect.poll(() => storedShapes(page, book.id)).toBe(0);
});

test("a visitor's drawing is still there after a reload", async ({ page, request }) => {
  const book = await freeBook(request);
  await openBook(page, book.id);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await stroke(page, [80, 80], [260, 200]);
  await expect(page.getByText('Saved in this browser')).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-page-index="0"]')).toBeVisible();
  // A page's drawing layer is mounted only when the page has drawings (or the reader is drawing).
  await expect(page.locator('[data-page-index="0"] [data-testid^="drawing-layer-"] canvas')).toHaveCount(1);
  expect(await storedShapes(page, book.id)).toBe(1);
});

test('a signed-in reader adds a note, sees it again after a reload, and the reader with notes is accessible', async ({ page, request }) => {
  const book = await freeBook(request);
  const text = `Ask the class about this page ${Date.now()}`;
  await signInAs(page, 'user');
  await openBook(page, book.id);
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();

  const box = (await page.locator('[data-page-index="1"]').boundingBox())!;
  await page.mouse.click(box.x + 200, box.y + 300);
  await page.getByRole('textbox', { name: 'Note' }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  const pin = page.getByRole('button', { name: `Note: ${text}` });
  await expect(pin).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  await expect(page.getByRole('button', { name: `Note: ${text}` })).toBeVisible();
  const item = page.getByRole('button', { name: new RegExp(`^Go to .*: ${text}$`) });
  await expect(item).toBeVisible();

  // Enter on a pin opens it; the editor keeps the text and deletes after asking.
  await page.getByRole('button', { name: `Note: ${text}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(text);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: `Note: ${text}` })).toHaveCount(0);
  await expect(item).toHaveCount(0);
});

test("a signed-in reader's drawing is kept on the server", async ({ page, request }) => {
  const book = await freeBook(request);
  await signInAs(page, 'user');
  await openBook(page, book.id);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await stroke(page, [120, 400], [320, 420]);
  // Saved on the server (not only 'All changes saved', which also shows before the debounced save starts).
  await expect.poll(() => serverShapes(page, book.id), { timeout: 15_000 }).toBe(1);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('folio:drawings')))).toEqual([]);

  await page.reload();
  await expect(page.locator('[data-page-index="0"] [data-testid^="drawing-layer-"] canvas')).toHaveCount(1);
  // Clean up for the next runs of this account: clear the book after confirming.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('button', { name: 'Clear book' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear book' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});
