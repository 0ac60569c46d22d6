import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** A seeded e-book (not a PDF) with pages, found through the API: the books earlier tests made (one page each) come first. */
async function seededBook(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const list = await (await request.get('/api/admin/ebooks?book_type=ebook&per_page=100', { headers })).json();
  const book = list.data.find((b: { page_count: number }) => b.page_count > 1);
  expect(book, 'a seeded e-book with pages').toBeTruthy();
  return book as { id: string; title: string; page_count: number };
}

/** A new A4 book of its own for a test that changes pages, so that no other test meets its changes. */
async function newBook(request: APIRequestContext, title: string): Promise<string> {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/ebooks', { headers, data: { title } });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id;
}

/**
 * A new template of its own, for the tests of saving through the page API: an e-book is edited live (decision 019,
 * writing-together.spec.ts), a template is saved by autosave, whose rules these tests hold.
 */
async function newTemplate(request: APIRequestContext, name: string): Promise<string> {
  const headers = await adminHeaders(request);
  const book = await newBook(request, name);
  const saved = await request.post(`/api/admin/ebooks/${book}/template`, { headers, data: { name } });
  expect(saved.status()).toBe(201);
  return (await saved.json()).data.id;
}

async function openTemplateEditor(page: Page, id: string) {
  await page.goto(`/templates/edit/${id}`);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
}

const frames = (page: Page) => page.locator('[data-editor-page] [data-editor-element]');
const status = (page: Page) => page.locator('[data-save-status]');
const pageLabels = (page: Page) => page.getByRole('list', { name: 'Pages' }).getByRole('button', { name: /^Page \d+:/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function openEditor(page: Page, id: string) {
  await page.goto(`/ebooks/edit/${id}`);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
}

/** The part of the page on screen: the canvas' scroll area intersected with the drawn page (screen pixels). */
async function visiblePart(page: Page) {
  const area = (await page.locator('[data-editor-canvas]').boundingBox())!;
  const drawn = (await page.locator('[data-editor-page]').boundingBox())!;
  const x = Math.max(area.x, drawn.x);
  const y = Math.max(area.y, drawn.y);
  return { x, y, width: Math.min(area.x + area.width, drawn.x + drawn.width) - x, height: Math.min(area.y + area.height, drawn.y + drawn.height) - y };
}

const lefts = (page: Page) => frames(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).style.left));
const styleOf = (frame: Locator) => frame.evaluate((el: HTMLElement) => ({ left: el.style.left, top: el.style.top, width: el.style.width, height: el.style.height }));

test('a seeded e-book opens in the editor with its pages, and the editor shell passes axe', async ({ page, request }) => {
  // Three axe audits of the whole editor: on a busy 2-core machine they alone can take most of the usual limit.
  test.slow();
  const book = await seededBook(request);
  await signInAs(page, 'admin');
  await openEditor(page, book.id);
  await expect(page.getByRole('heading', { name: `eBook: ${book.title}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages' }).locator('[data-page-id]')).toHaveCount(book.page_count);
  // Only the current page's elements are on the canvas.
  expect(await frames(page).count()).toBeGreaterThan(0);
  await expect(page.locator('[data-editor-page]')).toHaveCount(1);
  await expectAccessible(page);

  // The topmost element (last in stacking order) takes the click.
  await frames(page).last().click();
  await expect(page.getByRole('complementary', { name: 'Properties' }).getByLabel('X', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The context menu offers the same commands as the buttons.
  await frames(page).last().click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Undo')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText(`Page 1 of ${book.page_count}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Page 2 of ${book.page_count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-editor-page]')).toBeVisible();

  // Step 2 of the create flow is the same editor.
  await page.goto(`/editor/2/${book.id}`);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await expect(page.locator('[data-editor-page]')).toBeVisible();
});

test('a text element lands in the middle of the page on screen, undoes and redoes, takes typing, and pastes below the original', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: text');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  await expect(frames(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Text' }).click();
  await expect(frames(page)).toHaveCount(1);
  const text = frames(page).first();
  // In the middle of the part of the page that is on screen (not at the page's corner, where it may be out of view).
  const seen = await visiblePart(page);
  const box = (await text.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - (seen.x + seen.width / 2))).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - (seen.y + seen.height / 2))).toBeLessThan(2);

  await page.keyboard.press('Control+z');
  await expect(frames(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(frames(page)).toHaveCount(1);

  await frames(page).first().dblclick();
  const editor = page.locator('[data-editor-page] [contenteditable="true"]');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Tide pools are tiny oceans');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(frames(page).first()).toContainText('Tide pools are tiny oceans');

  // The element is still selected: copy and paste it.
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(frames(page)).toHaveCount(2);
  const original = await styleOf(frames(page).nth(0));
  const copy = await styleOf(frames(page).nth(1));
  expect(copy.left).toBe(original.left);
  expect(parseFloat(copy.top)).toBe(parseFloat(original.top) + parseFloat(original.height) + 10);
  await expect(frames(page).nth(1)).toContainText('Tide pools are tiny oceans');
});

test('pages are added, duplicated, reordered with the keyboard and deleted after asking, and stay so after a reload', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: pages');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  expect(await pageLabels(page)).toEqual(['Page 1: Page 1']);

  await page.getByRole('button', { name: 'Add page' }).click();
  expect(await pageLabels(page)).toEqual(['Page 1: Page 1', 'Page 2: Page 2']);
  await expect(page.getByRole('button', { name: 'Page 2: Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Page 1: Page 1' }).hover();
  await page.getByRole('button', { name: 'Duplicate page 1' }).click();
  expect(await pageLabels(page)).toEqual(['Page 1: Page 1', 'Page 2: Page 1 Copy', 'Page 3: Page 2']);

  // Keyboard reordering: pick up with Space, move with the arrows, drop with Space.
  // A page's own buttons appear with the keyboard focus (or the pointer) on it.
  await page.getByRole('button', { name: 'Page 3: Page 2' }).focus();
  await page.getByRole('button', { name: 'Move page 3' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Page 3 is over position 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Page 3 is over position 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => pageLabels(page)).toEqual(['Page 1: Page 2', 'Page 2: Page 1', 'Page 3: Page 1 Copy']);

  await page.getByRole('button', { name: 'Page 2: Page 1' }).hover();
  await page.getByRole('button', { name: 'Delete page 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this page?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await pageLabels(page)).toEqual(['Page 1: Page 2', 'Page 2: Page 1 Copy']);

  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await page.reload();
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  expect(await pageLabels(page)).toEqual(['Page 1: Page 2', 'Page 2: Page 1 Copy']);
});

test('three elements align to the page and spread evenly across it, each as one undo step', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: align');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  const add = page.getByRole('button', { name: 'Add Heading' });
  // Three headings, moved apart with the arrow keys (Shift: 10 px).
  for (const [right, down] of [[0, 0], [8, 10], [20, 20]]) {
    await add.click();
    for (let i = 0; i < right; i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < down; i++) await page.keyboard.press('Shift+ArrowDown');
  }
  await expect(frames(page)).toHaveCount(3);
  // A heading is too wide for two side by side: each lands in the middle column, below or above what is there
  // (it covers nothing), then moved: 80 and 200 px right of the first.
  const start = await lefts(page);
  const [x0, x1, x2] = start.map((l) => parseFloat(l));
  expect([x1! - x0!, x2! - x0!]).toEqual([80, 200]);

  await page.keyboard.press('Control+a');
  await expect(page.getByRole('heading', { name: 'Selected elements: 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Align', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Align left' }).click();
  // Aligned to the page (spec §4): its left edge.
  await expect.poll(() => lefts(page)).toEqual(['0px', '0px', '0px']);
  // One undo step brings all three back.
  await page.keyboard.press('Control+z');
  await expect.poll(() => lefts(page)).toEqual(start);

  // Spread: the first starts at the page's left edge, the last ends at its right edge (A4: 794 px), even gaps.
  await page.getByRole('button', { name: 'Align', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Distribute horizontally' }).click();
  const boxes = await Promise.all([0, 1, 2].map((i) => styleOf(frames(page).nth(i))));
  const [a, b, c] = boxes.map((s) => ({ left: parseFloat(s.left), right: parseFloat(s.left) + parseFloat(s.width) }));
  expect(a!.left).toBe(0);
  expect(c!.right).toBeCloseTo(794, 0);
  expect(b!.left - a!.right).toBeCloseTo(c!.left - b!.right, 0);
});

test('inserts cover nothing, a group is selected and moved as one, alignment can follow the selection, and shortcuts are listed', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: groups');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  // Spec §8: pasting with nothing copied only logs 'nothing to paste'.
  await page.locator('[data-editor-canvas]').focus();
  await page.keyboard.press('Control+v');
  await expect.poll(() => warnings).toContain('nothing to paste');
  await expect(frames(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Shapes' }).click();
  const addShape = page.getByRole('button', { name: 'Add Shape' });
  for (let i = 0; i < 3; i++) await addShape.click();
  await expect(frames(page)).toHaveCount(3);
  // None covers another: each lands at the free place nearest the middle of what is seen.
  const boxes = await Promise.all([0, 1, 2].map((i) => frames(page).nth(i).boundingBox()));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height).toBe(false);
  }
  // The last one, still selected, 30 px right: the leftmost of the three is then one of the first two.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  const xs = (await lefts(page)).map((l) => parseFloat(l));

  // Group the first two (click, Shift+click), with the keyboard.
  const first = frames(page).nth(0);
  const onFirst = { position: { x: 3, y: 60 } };
  await page.keyboard.press('Escape');
  await first.click(onFirst);
  await frames(page).nth(1).click({ position: { x: 3, y: 3 }, modifiers: ['Shift'] });
  await expect(page.getByRole('heading', { name: 'Selected elements: 2' })).toBeVisible();
  await page.keyboard.press('Control+g');
  await expect(page.getByRole('heading', { name: 'Group of 2 elements' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Cover' })).toBeVisible();

  // A click on one member selects the group; the arrow keys move both, one undo step.
  await first.click(onFirst);
  await expect(page.getByRole('heading', { name: 'Group of 2 elements' })).toBeVisible();
  const before = await lefts(page);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => lefts(page)).toEqual([`${xs[0]! - 10}px`, `${xs[1]! - 10}px`, before[2]]);
  await page.keyboard.press('Control+z');
  await expect.poll(() => lefts(page)).toEqual(before);

  // Align to the selection: the loose shape goes to the left edge of the three's box, the group moves as one.
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Align', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Selection' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Selection' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitem', { name: 'Align left' }).click();
  const groupLeft = Math.min(xs[0]!, xs[1]!);
  await expect.poll(() => lefts(page)).toEqual([`${xs[0]}px`, `${xs[1]}px`, `${groupLeft}px`]);
  await expectAccessible(page);
  await page.keyboard.press('Control+z');
  await expect.poll(() => lefts(page)).toEqual(before);

  // Ungroup: a click selects one element again.
  await page.keyboard.press('Escape');
  await first.click(onFirst);
  await page.keyboard.press('Control+Shift+g');
  await page.keyboard.press('Escape');
  await first.click(onFirst);
  await expect(page.getByRole('heading', { name: 'Shape', exact: true })).toBeVisible();

  // The shortcuts help lists grouping.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Group', { exact: true })).toBeVisible();
  await expect(help.getByText('Ungroup', { exact: true })).toBeVisible();
  await expect(help.getByText('Ctrl+Shift+G')).toBeVisible();
});

test('a flashcard deck keeps its counter inside its box, also in preview', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: flashcards');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  await page.getByRole('tab', { name: 'Interactive' }).click();
  await page.getByRole('button', { name: 'Add Flashcards' }).click();
  // Made short: the card gives up its height, the counter stays inside.
  await page.getByRole('complementary', { name: 'Properties' }).getByLabel('Height', { exact: true }).fill('90');
  await page.keyboard.press('Tab');
  const inside = async () => {
    // On the canvas or the preview (main), not the page list's thumbnail.
    const box = (await page.locator('main [data-flashcards]').boundingBox())!;
    const counter = (await page.locator('main [data-flashcards]').getByText(/^Card \d of \d$/).boundingBox())!;
    return counter.y >= box.y - 0.5 && counter.y + counter.height <= box.y + box.height + 0.5;
  };
  await expect.poll(inside).toBe(true);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next card' })).toBeVisible();
  await expect.poll(inside).toBe(true);
});

test('autosave keeps a change across a reload', async ({ page, request }) => {
  const id = await newTemplate(request, 'Editor: autosave');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  await page.getByRole('complementary', { name: 'Properties' }).getByLabel('Name', { exact: true }).fill('Rock pools');
  await expect(status(page)).toHaveAttribute('data-save-status', 'pending');
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 1: Rock pools' })).toBeVisible();
});

test('a save from a second tab makes the next save a conflict that overwrites nothing until chosen', async ({ page, context, request }) => {
  const id = await newTemplate(request, 'Editor: conflict');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  const other = await context.newPage();
  await openTemplateEditor(other, id);

  await other.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(other)).toHaveAttribute('data-save-status', 'saved');

  await page.getByRole('button', { name: 'Add Text' }).click();
  const dialog = page.getByRole('dialog', { name: 'This was changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-save-status', 'conflict');
  await expect(dialog.getByRole('button', { name: 'Keep mine as a copy' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Overwrite' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  // Their heading, not my text.
  await expect(frames(page)).toHaveCount(1);
  await expect(frames(page).first()).toHaveAttribute('aria-label', /^Heading/);

  // Again, and this time mine wins, knowingly: the other tab then finds exactly my page.
  await other.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(other)).toHaveAttribute('data-save-status', 'saved');
  await page.getByRole('button', { name: 'Add Text' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await other.reload();
  await expect(status(other)).toHaveAttribute('data-save-status', 'saved');
  await expect(frames(other)).toHaveCount(2);
  await expect(frames(other).last()).toHaveAttribute('aria-label', /^Text/);
  await other.close();
});

test('unsaved work survives a reload while the server cannot be reached, and is offered back', async ({ page, request }) => {
  const id = await newTemplate(request, 'Editor: recovery');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  // Saves fail as when offline; reading still works, so that the page can load again.
  const offline = (route: Route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue());
  await page.route('**/api/admin/templates/*/pages', offline);

  await page.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'offline');
  await expect(status(page)).toContainText('Offline');
  page.on('dialog', (d) => void d.accept());
  await page.reload();

  const restore = page.getByRole('alertdialog', { name: 'Restore unsaved work?' });
  await expect(restore).toBeVisible();
  await expect(frames(page)).toHaveCount(0);
  await page.unroute('**/api/admin/templates/*/pages', offline);
  await restore.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(frames(page)).toHaveCount(1);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');

  await page.reload();
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(frames(page)).toHaveCount(1);
});

test('leaving the editor with unsaved work asks first, by a link and by the browser\'s buttons', async ({ page, request }) => {
  const id = await newTemplate(request, 'Editor: leaving');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  const editor = new URL(page.url()).pathname;
  const offline = (route: Route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue());
  await page.route('**/api/admin/templates/*/pages', offline);
  await page.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'offline');

  const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  const back = page.getByRole('link', { name: 'Back to templates' });
  await back.click();
  await expect(leave).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(editor);
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toHaveCount(0);
  await expect(frames(page)).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe(editor);
  await back.click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();

  // Back into the editor, the work offered back and still unsaved: the browser's forward button asks too, and
  // the address stays the editor's until the user leaves.
  await page.goBack();
  await page.getByRole('alertdialog', { name: 'Restore unsaved work?' }).getByRole('button', { name: 'Restore my changes' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'offline');
  await page.goForward();
  await expect(leave).toBeVisible();
  // The step forward is undone in its own event, a moment after the question shows.
  await expect(page).toHaveURL((url) => url.pathname === editor);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);
});

test('a save written by the server whose answer was lost is sent again and lands without a conflict', async ({ page, request }) => {
  const id = await newTemplate(request, 'Editor: lost answer');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  // The first save reaches the server and is written; its answer never comes back.
  let cut = false;
  const loseFirstAnswer = async (route: Route) => {
    if (route.request().method() !== 'PUT' || cut) return route.continue();
    cut = true;
    await route.fetch();
    await route.abort('internetdisconnected');
  };
  await page.route('**/api/admin/templates/*/pages', loseFirstAnswer);

  await page.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'offline');
  // The retry carries the same save: the server answers its version, not 'changed elsewhere'.
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'This was changed somewhere else' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Text' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  await page.reload();
  await expect(frames(page)).toHaveCount(2);
});

test('a template too large to save says so with its size and the limit, and keeps the work in the browser', async ({ page, request }) => {
  const id = await newTemplate(request, 'Editor: too large');
  await signInAs(page, 'admin');
  await openTemplateEditor(page, id);
  const tooLarge = (route: Route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 413, json: { message: 'This book is too large to save.', bytes: 24_536_678, max_bytes: 20 * 1024 * 1024 } })
      : route.continue();
  await page.route('**/api/admin/templates/*/pages', tooLarge);

  await page.getByRole('button', { name: 'Add Heading' }).click();
  await expect(status(page)).toHaveAttribute('data-save-status', 'tooLarge');
  await expect(status(page)).toContainText('Too large to save: 23.4 MB, over the limit of 20 MB.');
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Restore unsaved work?' })).toBeVisible();
});

test('the template editor opens a seeded template', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // A seeded one, with elements: the autosave tests above make empty templates of their own.
  const list = await (await request.get('/api/admin/templates?per_page=100', { headers })).json();
  const template = list.data.find((t: { name: string }) => !t.name.startsWith('Editor:')) as { id: string; name: string };
  await signInAs(page, 'admin');
  await page.goto(`/templates/edit/${template.id}`);
  await expect(status(page)).toHaveAttribute('data-save-status', 'saved');
  // The top bar names it; the template's own pages may hold a heading with the same words.
  await expect(page.getByRole('heading', { level: 1, name: `Template: ${template.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to templates' })).toBeVisible();
  expect(await frames(page).count()).toBeGreaterThan(0);
  await expectAccessible(page);
});

test('a click on an element after a page thumbnail gives the canvas the keys: Escape and Delete reach it', async ({ page, request }) => {
  const id = await newBook(request, 'Editor: keys after the page list');
  await signInAs(page, 'admin');
  await openEditor(page, id);
  await page.getByRole('button', { name: 'Add Heading' }).click();
  await expect(frames(page)).toHaveCount(1);
  await page.getByRole('list', { name: 'Pages' }).getByRole('button', { name: /^Page 1:/ }).click();
  await frames(page).first().click();
  await expect(page.getByRole('heading', { name: 'Heading', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Cover' })).toBeVisible();
  await frames(page).first().click();
  await page.keyboard.press('Delete');
  await expect(frames(page)).toHaveCount(0);
});

test('on a tablet Export stays on the toolbar and the panels open over the page, one at a time', async ({ page, request }) => {
  const book = await seededBook(request);
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1024, height: 768 });
  await openEditor(page, book.id);
  await expect(page.getByRole('button', { name: 'Export the book (EPUB, PDF)' })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-editor-page]')).toBeInViewport();

  // Drawers over the canvas, which keeps its width; opening one closes the other; Escape in one closes it.
  const canvasWidth = async () => (await page.locator('[data-editor-canvas]').boundingBox())!.width;
  const before = await canvasWidth();
  await page.getByRole('button', { name: 'Pages and insert panel' }).click();
  await expect(page.getByRole('complementary', { name: 'Pages and elements' })).toBeVisible();
  expect(await canvasWidth()).toBe(before);
  await page.getByRole('button', { name: 'Properties panel' }).click();
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(1);
  await expectAccessible(page);
  await properties.getByRole('textbox').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Properties panel' })).toBeFocused();
});

test('on a phone the page shows, not the panels, and Export is still on the toolbar', async ({ page, request }) => {
  const book = await seededBook(request);
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, book.id);
  const drawn = page.locator('[data-editor-page]');
  await expect(drawn).toBeInViewport({ ratio: 0.95 });
  expect((await drawn.boundingBox())!.width).toBeGreaterThan(250);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export the book (EPUB, PDF)' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
});
