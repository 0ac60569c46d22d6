import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

test('an author creates a book through the modal, then finds it with the filters', async ({ page }) => {
  await signInAs(page, 'author');
  await page.goto('/admin/ebooks');
  await page.getByRole('button', { name: 'Create eBook' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill('Tide Pools for Beginners');
  await dialog.getByLabel('Price ($)').fill('8');
  await dialog.getByLabel('Discount (amount in $)').fill('2');
  await expect(dialog.getByText('$6.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create eBook' }).click();
  await expect(page.getByText('eBook created successfully.')).toBeVisible();

  await page.goto('/admin/ebooks');
  await page.getByLabel('Approval').selectOption('pending');
  await page.getByPlaceholder('Search...').fill('tide pools');
  await expect(page.getByText('Tide Pools for Beginners')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Approval').selectOption('approved');
  await expect(page.getByText('No data found')).toBeVisible();
});

test('an admin approves a pending book and the public catalogue then shows it', async ({ page, request }) => {
  const before = await (await request.get('/api/public/ebooks?search=Brave%20Little%20Seed')).json();
  expect(before.total).toBe(0);

  await signInAs(page, 'admin');
  await page.goto('/admin/pending-ebooks');
  await expect(page.getByRole('heading', { name: 'Pending eBooks' })).toBeVisible();
  await expectAccessible(page);
  // Other specs submit books too (a class's copy, a pupil's book): the queue is searched rather than read from its first page.
  await page.getByPlaceholder('Search...').fill('Brave Little Seed');
  await page.getByRole('button', { name: 'Approve The Brave Little Seed' }).click();
  await expect(page.getByText('eBook approved.')).toBeVisible();

  const after = await (await request.get('/api/public/ebooks?search=Brave%20Little%20Seed')).json();
  expect(after.data.map((b: { title: string }) => b.title)).toEqual(['The Brave Little Seed']);
});

test('an admin rejects a book only with a reason', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/pending-ebooks');
  await page.getByPlaceholder('Search...').fill('Dinosaur Detectives');
  await page.getByRole('button', { name: 'Reject Dinosaur Detectives' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason: the owner reads it to fix the book.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Please credit the photographs on page 2.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('eBook rejected.')).toBeVisible();
});

test('a book is saved as a private template, which cannot be shared while the book is paid, then deleted after a confirmation', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/ebooks');
  await page.getByPlaceholder('Search...').fill('Kitchen Science');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save Kitchen Science as a template' }).click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await expect(save).toContainText('Only you will see it until you share it with everyone.');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “Kitchen Science” saved. Only you will see it until you share it with everyone.')).toBeVisible();

  await page.goto('/admin/templates');
  await page.getByRole('group', { name: 'Show templates' }).getByRole('button', { name: 'Yours' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen Science', exact: true }) });
  await expect(card.getByText('Only you')).toBeVisible();
  // Share is not offered for what the server would refuse: the card says why, and the button reads it out.
  const shareButton = card.getByRole('button', { name: 'Share Kitchen Science with everyone' });
  await expect(shareButton).toHaveAttribute('aria-disabled', 'true');
  await expect(shareButton).toHaveAccessibleDescription('Cannot be shared with everyone: it was saved from a paid book.');
  await expect(card.getByText('Only you')).toBeVisible();
  // Nobody else sees the copy of the paid book.
  const login = await request.post('/api/auth/login', { data: { email: 'user@folio.test', password: DEMO_PASSWORD } });
  const asUser = { Authorization: `Bearer ${(await login.json()).token}` };
  expect((await (await request.get('/api/admin/templates?search=Kitchen', { headers: asUser })).json()).total).toBe(0);

  await page.goto('/admin/ebooks');
  await page.getByPlaceholder('Search...').fill('Kitchen Science');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Kitchen Science' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this ebook?');
  await expect(confirm).toContainText('"Kitchen Science" will be deleted permanently.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('eBook deleted successfully.')).toBeVisible();
  await expect(page.getByText('No data found')).toBeVisible();
});

test('the dashboard counts books and lists recent and pending ones; the e-book screens pass axe', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByText('Total eBooks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent eBooks' })).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/admin/ebooks', '/admin/templates']) {
    await page.goto(path);
    await expect(page.locator('tbody tr, article, li').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test("a book's page, its export dialog and a user's view say what is missing in a grey that passes axe", async ({ page }) => {
  await signInAs(page, 'admin');
  // A demo book without a publisher or a discount: both say 'None'.
  await page.goto('/admin/ebooks?search=Forest%20Friends');
  await page.getByRole('link', { name: 'View Forest Friends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forest Friends' })).toBeVisible();
  await expect(page.getByText('None', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Export Forest Friends' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // A user without a mobile number, an address or a bio: 'Not provided'.
  await page.goto('/admin/users?search=author%40folio.test');
  await page.getByRole('row').filter({ hasText: 'author@folio.test' }).getByRole('link', { name: /^View / }).click();
  await expect(page.getByText('Not provided').first()).toBeVisible();
  await expectAccessible(page);
});

test('an address whose id cannot be one shows the not-found page, not a refusal of its data', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const path of ['/templates/edit/abc', '/templates/abc', '/ebooks/edit/abc', '/admin/ebooks/abc', '/admin/users/abc', '/admin/orders/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByText('The given data was invalid (params).')).toHaveCount(0);
  }
});
