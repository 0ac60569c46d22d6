import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

/**
 * Writing together (decision 019): two people in two browsers on one book, live. Each sees the other's work at once,
 * undoes only their own, keeps working offline, and a commenter looks without changing anything.
 */

async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** A new book of Kenji's (the author), shared with Lena (a user) as editor and Northwind Press as commenter. */
async function sharedBook(request: APIRequestContext, title: string) {
  const headers = await tokenOf(request, 'author@folio.test');
  const created = await request.post('/api/admin/ebooks', { headers, data: { title } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  for (const [email, role] of [['user@folio.test', 'editor'], ['publisher@folio.test', 'commenter']]) {
    const shared = await request.post(`/api/admin/ebooks/${id}/collaborators`, { headers, data: { email, role } });
    expect(shared.status()).toBe(201);
  }
  return id;
}

async function editorOf(browser: Browser, role: 'author' | 'user' | 'publisher', id: string, lng = 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, role);
  await page.goto(`/ebooks/edit/${id}?lng=${lng}`);
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'saved', { timeout: 20_000 });
  return page;
}

const frames = (page: Page) => page.locator('[data-editor-page] [data-editor-element]');
const kinds = (page: Page) => frames(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')?.split(/[ :]/)[0]).sort());

test('two people edit one page at the same moment, see each other, and keep both their work', async ({ browser, request }) => {
  test.slow();
  const id = await sharedBook(request, 'Writing together');
  const kenji = await editorOf(browser, 'author', id);
  const lena = await editorOf(browser, 'user', id);

  // Presence: each sees the other in the top bar.
  await expect(kenji.getByRole('button', { name: /^Follow Lena Park/ })).toBeVisible();
  await expect(lena.getByRole('button', { name: 'Follow Kenji Sato' })).toBeVisible();

  // Following Lena, Kenji sees what she looks at: her zoom, and her page's same point in the middle of his canvas.
  await kenji.getByRole('button', { name: /^Follow Lena Park/ }).click();
  const zoomOf = (page: Page) => page.getByRole('button', { name: /^Zoom \d/ });
  await lena.getByRole('button', { name: 'Zoom in' }).click();
  await lena.getByRole('button', { name: 'Zoom in' }).click();
  const lenaZoom = (await zoomOf(lena).textContent())!;
  await expect(zoomOf(kenji)).toHaveText(lenaZoom);
  await kenji.getByRole('button', { name: /^Stop following Lena Park/ }).click();

  // Both add an element to the same page at once: both are kept, in both browsers.
  await Promise.all([kenji.getByRole('button', { name: 'Add Heading' }).click(), lena.getByRole('button', { name: 'Add Text' }).click()]);
  await expect(frames(kenji)).toHaveCount(2);
  await expect(frames(lena)).toHaveCount(2);
  expect(await kinds(kenji)).toEqual(await kinds(lena));

  // What Lena selected is outlined in her colour, with her name, on Kenji's canvas.
  // (Her name may have grown a second family name in an earlier test of the profile.)
  await expect(kenji.locator('[data-peer-outline^="Lena Park"]')).toHaveCount(1);
  await expectAccessible(kenji);

  // Undo is one's own: Kenji's undo takes back his heading, not Lena's text.
  await kenji.locator('[data-editor-canvas]').focus();
  await kenji.keyboard.press('Control+z');
  await expect(frames(kenji)).toHaveCount(1);
  await expect(frames(lena)).toHaveCount(1);
  await expect(frames(lena).first()).toHaveAttribute('aria-label', /^Text/);

  // Offline: Lena's work is kept in her browser and merges when she is back.
  await lena.context().setOffline(true);
  await expect(lena.locator('[data-live-status]')).toHaveAttribute('data-live-status', /offline|reconnecting/, { timeout: 20_000 });
  await lena.getByRole('button', { name: 'Add Heading' }).click();
  await kenji.getByRole('button', { name: 'Add Text' }).click();
  await expect(frames(lena)).toHaveCount(2);
  await lena.context().setOffline(false);
  await expect(frames(kenji)).toHaveCount(3, { timeout: 20_000 });
  await expect(frames(lena)).toHaveCount(3);
  await expect(lena.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'saved');

  // Everything acknowledged is there for whoever opens the book next.
  await lena.reload();
  await expect(frames(lena)).toHaveCount(3);
  await Promise.all([kenji.context().close(), lena.context().close()]);
});

test('a commenter looks at the book live but changes nothing, in English and in Arabic', async ({ browser, request }) => {
  const id = await sharedBook(request, 'Looking on');
  const kenji = await editorOf(browser, 'author', id);
  await kenji.getByRole('button', { name: 'Add Heading' }).click();
  const press = await editorOf(browser, 'publisher', id);
  await expect(press.locator('[data-live-status]')).toContainText('View only');
  await expect(frames(press)).toHaveCount(1);
  // Nothing to insert, and no command that edits; what they drag goes back to the book as it is.
  await expect(press.getByRole('button', { name: 'Add Text' })).toHaveCount(0);
  await frames(press).first().click();
  // The selected heading's properties are shown, every field turned off.
  await expect(press.getByText('View only: you can look at the properties, not change them.')).toBeVisible();
  const fields = press.locator('fieldset[disabled]').getByRole('textbox');
  expect(await fields.count()).toBeGreaterThan(0);
  for (const field of await fields.all()) await expect(field).toBeDisabled();
  await press.keyboard.press('Delete');
  await expect(frames(press)).toHaveCount(1);
  await expect(frames(kenji)).toHaveCount(1);

  const arabic = await editorOf(browser, 'publisher', id, 'ar');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('[data-live-status]')).toContainText('للعرض فقط');
  await expect(kenji.getByRole('button', { name: 'Follow Northwind Press' })).toHaveCount(2);
  await expectAccessible(arabic);
  await Promise.all([kenji.context().close(), press.context().close(), arabic.context().close()]);
});
