import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

test("a link to another page turns the editor's preview to that page, by pointer or keyboard", async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/admin/ebooks', { headers, data: { title: 'Preview: page links' } });
  expect(created.status()).toBe(201);
  const book = (await created.json()).data;
  const el = (id: string, type: string, y: number, fields: Record<string, unknown>) => ({ id, type, position: { x: 60, y }, size: { width: 500, height: 80 }, style: {}, ...fields });
  const pageOf = (id: string, name: string, elements: unknown[]) => ({ id, name, elements, layout: { gutter: 50, columns: 2 }, style: {} });
  const pages = [
    pageOf('contents', 'Contents', [el('h1', 'heading', 60, { text: 'Rock Pools', level: 1 }), el('l1', 'link', 200, { text: 'Meet the crabs', page: 'crabs' })]),
    pageOf('intro', 'Introduction', [el('h2', 'heading', 60, { text: 'Introduction', level: 1 })]),
    pageOf('crabs', 'Crabs', [el('h3', 'heading', 60, { text: 'Crabs', level: 1 }), el('l3', 'link', 200, { text: 'Back to the contents', page: 'contents' })]),
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers, data: { version: book.version, pages, order: pages.map((p) => p.id) } });
  expect(saved.status()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto(`/ebooks/edit/${book.id}`);
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Page 1 of 3')).toBeVisible();
  await expectAccessible(page);

  await preview.getByRole('button', { name: 'Meet the crabs' }).click();
  await expect(preview.getByRole('heading', { name: 'Crabs' })).toBeVisible();
  await expect(preview.getByText('Page 3 of 3')).toBeVisible();

  // From the keyboard: the page the link led to is where Tab goes on, and Enter follows its link.
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: 'Back to the contents' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('heading', { name: 'Rock Pools' })).toBeVisible();
  await expect(preview.getByText('Page 1 of 3')).toBeVisible();

  // Leaving the preview returns to the page it showed last.
  await preview.getByRole('button', { name: 'Meet the crabs' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('button', { name: 'Page 3: Crabs' })).toHaveAttribute('aria-current', 'page');
});
