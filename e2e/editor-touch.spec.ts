import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

/** A seeded e-book with pages, found through the API (the books earlier tests made come first, with one page each). */
async function seededBook(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await request.get('/api/admin/ebooks?book_type=ebook&per_page=100', { headers })).json();
  const book = list.data.find((b: { page_count: number }) => b.page_count > 1);
  expect(book, 'a seeded e-book with pages').toBeTruthy();
  return book as { id: string };
}

async function openEditor(page: Page, request: APIRequestContext, query = '') {
  const book = await seededBook(request);
  await signInAs(page, 'admin');
  await page.goto(`/ebooks/edit/${book.id}${query}`);
  // The editor's code is loaded on first use: on a busy 2-core machine, the run's first opening took more than 10 s.
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved', { timeout: 30_000 });
}

type Finger = [x: number, y: number];

/** Touches sent as a touch screen sends them (Chromium's own input pipeline, through the DevTools protocol). */
async function touchScreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(([x, y], id) => ({ x, y, id })) });
  return {
    down: (...fingers: Finger[]) => send('touchStart', fingers),
    /** Moves the fingers to `to` in a few steps, as fingers do. */
    async move(from: Finger[], to: Finger[], steps = 6) {
      for (let i = 1; i <= steps; i++) await send('touchMove', from.map(([x, y], f) => [x + ((to[f]![0] - x) * i) / steps, y + ((to[f]![1] - y) * i) / steps]));
    },
    up: () => send('touchEnd', []),
  };
}

const zoomPercent = async (page: Page) => Number((await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: /^Zoom \d+%$/ }).textContent())!.replace('%', ''));
const pageBox = async (page: Page) => (await page.locator('[data-editor-page]').boundingBox())!;
const contextMenu = (page: Page) => page.getByRole('menu', { name: 'Element commands' });

/** How many rows the top bar's links and buttons take. */
const toolbarRows = (page: Page) =>
  page.locator('header').locator('a[href], button').evaluateAll((controls) => new Set(controls.filter((c) => c.getClientRects().length > 0).map((c) => Math.round(c.getBoundingClientRect().top / 8))).size);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the top bar is two rows, title and commands, and the rest of the commands are in a labelled More menu', async ({ page, request }) => {
    await openEditor(page, request);
    expect(await toolbarRows(page)).toBe(2);
    for (const name of ['Select', 'Hand (move the view)', 'Undo', 'Redo', 'Pages and insert panel', 'Properties panel', 'Export the book (EPUB, PDF)', 'More commands']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // The others are not drawn twice: only in the menu.
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(0);

    // From the keyboard: the menu opens on its first entry, and the arrows move through labelled entries.
    await page.getByRole('button', { name: 'More commands' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Preview' })).toBeFocused();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Guides and snapping' })).toBeChecked();
    await expect(menu.getByRole('menuitem', { name: 'Zoom in' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Align' })).toBeFocused();
    await expectAccessible(page);

    // Preview from the menu; its button stays on the bar, the way back.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-editor-page]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.locator('[data-editor-page]')).toBeVisible();
    expect(await toolbarRows(page)).toBe(2);

    // Writing together, from the menu: the panels whose buttons the phone's one row leaves out.
    await page.getByRole('button', { name: 'More commands' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: /^Share/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('in Arabic the bar runs right to left on one row of commands, the More menu at its end', async ({ page, request }) => {
    await openEditor(page, request, '?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await toolbarRows(page)).toBe(2);
    const more = (await page.getByRole('button', { name: 'أوامر أخرى' }).boundingBox())!;
    const select = (await page.getByRole('button', { name: 'تحديد' }).boundingBox())!;
    expect(more.x).toBeLessThan(select.x);
    expect(more.x).toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: 'أوامر أخرى' }).click();
    await expect(page.getByRole('menu')).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);
  });

  test('a long press opens the context menu where the finger rests; a press that drags does not', async ({ page, request }) => {
    await openEditor(page, request);
    const touch = await touchScreen(page);
    const element = page.locator('[data-editor-page] [data-editor-element]').last();
    const box = (await element.boundingBox())!;
    const on: Finger = [box.x + box.width / 2, box.y + box.height / 2];

    await touch.down(on);
    await expect(contextMenu(page)).toBeVisible();
    await touch.up();
    await expect(element).toHaveAttribute('aria-label', /, selected$/);
    // At the finger: above or below it, across it.
    const menu = (await contextMenu(page).boundingBox())!;
    expect(on[0]).toBeGreaterThanOrEqual(menu.x);
    expect(on[0]).toBeLessThanOrEqual(menu.x + menu.width);
    expect(Math.min(Math.abs(menu.y - on[1]), Math.abs(menu.y + menu.height - on[1]))).toBeLessThan(16);
    await expect(contextMenu(page).getByRole('menuitem', { name: 'Duplicate' })).toBeEnabled();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(contextMenu(page)).toHaveCount(0);

    // A finger that rests as long but drags across the empty canvas is drawing a selection box.
    const canvas = (await page.locator('[data-editor-canvas]').boundingBox())!;
    const from: Finger = [canvas.x + 20, canvas.y + 20];
    await touch.down(from);
    await touch.move([from], [[from[0] + 60, from[1] + 40]]);
    await page.waitForTimeout(900);
    await expect(contextMenu(page)).toHaveCount(0);
    await touch.up();
    await expect(contextMenu(page)).toHaveCount(0);

    // On the empty canvas, resting: the menu, as a right click there gives.
    await touch.down(from);
    await expect(contextMenu(page)).toBeVisible();
    await touch.up();
    await expect(contextMenu(page).getByRole('menuitem', { name: 'Select all' })).toBeVisible();
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('two fingers zoom the page around their centre, not the browser, and every command stays a button', async ({ page, request }) => {
    await openEditor(page, request);
    await expect(page.getByRole('button', { name: 'More commands' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeInViewport({ ratio: 1 });
    expect(await toolbarRows(page)).toBe(2);

    const before = await zoomPercent(page);
    const drawn = await pageBox(page);
    const [cx, cy] = [drawn.x + drawn.width / 2, drawn.y + drawn.height / 2];
    // The point of the page (in page pixels) that starts between the fingers.
    const held = { x: (cx - drawn.x) / (before / 100), y: (cy - drawn.y) / (before / 100) };

    const touch = await touchScreen(page);
    const start: Finger[] = [
      [cx - 40, cy],
      [cx + 40, cy],
    ];
    // The fingers spread to two and a half times as far apart, and their centre moves 20 px left and 30 px up.
    const end: Finger[] = [
      [cx - 120, cy - 30],
      [cx + 80, cy - 30],
    ];
    await touch.down(...start);
    await touch.move(start, end, 10);
    await touch.up();

    await expect.poll(() => zoomPercent(page)).toBeGreaterThan(before * 2.5 - 2);
    expect(await zoomPercent(page)).toBeLessThan(before * 2.5 + 2);
    // The canvas keeps touches from the browser, whose own zoom of the screen stayed as it was.
    await expect(page.locator('[data-editor-canvas]')).toHaveCSS('touch-action', 'none');
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
    const after = await pageBox(page);
    const scale = (await zoomPercent(page)) / 100;
    expect(Math.abs(after.x + held.x * scale - (cx - 20))).toBeLessThan(3);
    expect(Math.abs(after.y + held.y * scale - (cy - 30))).toBeLessThan(3);
    // A pinch is no press: no menu, and no selection box left behind.
    await expect(contextMenu(page)).toHaveCount(0);
    await expect(page.locator('.selecto-selection')).toBeHidden();
    await expectAccessible(page);
  });
});
