import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

interface Order {
  id: string;
  tracking_number: string;
  status: string;
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** A seeded order with the given status, read through the API. */
async function seededOrder(request: APIRequestContext, status: string): Promise<Order> {
  const headers = await adminHeaders(request);
  const list = await (await request.get(`/api/admin/orders?status=${status}&per_page=1`, { headers })).json();
  expect(list.data.length, `a seeded ${status} order`).toBe(1);
  return list.data[0];
}

/** The next list answer (that asks with `param`, when given: a refetch of the list as it was, under load, may come first). */
const nextListCall = (page: Page, param?: string) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/admin/orders' && (!param || new URL(r.url()).searchParams.has(param)) && r.ok());

const statusOf = (page: Page, tracking: string) => page.getByRole('combobox', { name: `Status of order ${tracking}` });

test('an admin finds an order by tracking number and changes its status inline; the list is fetched again', async ({ page, request }) => {
  // Many steps on a busy machine: three times the usual time limit.
  test.slow();
  const order = await seededOrder(request, 'pending');
  await signInAs(page, 'admin');
  const firstLoad = nextListCall(page);
  await page.goto('/admin/orders');
  expect(new URL((await firstLoad).url()).searchParams.toString()).toBe('page=1&per_page=20');
  await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
  await expect(page.getByLabel('Rows per page:')).toHaveValue('20');
  await expectAccessible(page);

  const search = page.getByLabel('Search Orders');
  await expect(search).toHaveAttribute('placeholder', 'Search by tracking number or customer name...');
  const searched = nextListCall(page, 'search');
  await search.fill(order.tracking_number);
  await search.press('Enter');
  expect(new URL((await searched).url()).searchParams.get('search')).toBe(order.tracking_number);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(order.tracking_number);

  const updated = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${order.id}/update-status`));
  const refetched = nextListCall(page);
  await statusOf(page, order.tracking_number).selectOption('shipped');
  expect((await updated).ok()).toBe(true);
  const again = await refetched;
  expect((await again.json()).data[0].status).toBe('shipped');
  await expect(statusOf(page, order.tracking_number)).toHaveValue('shipped');

  // A refused change says so and leaves the list alone.
  await page.route('**/update-status', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  let listCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/admin/orders') listCalls++;
  });
  await statusOf(page, order.tracking_number).selectOption('refunded');
  await expect(page.getByText('Failed to update order status')).toBeVisible();
  await expect(statusOf(page, order.tracking_number)).toHaveValue('shipped');
  expect(listCalls).toBe(0);

  await page.getByRole('link', { name: `View ${order.tracking_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.tracking_number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Changed from Pending to Shipped');
  await expectAccessible(page);
});

test('Clear filters shows while a filter is set and resets search, status and payment status', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  await expect(page.locator('tbody tr')).toHaveCount(20);
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeHidden();

  const byStatus = nextListCall(page, 'status');
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  expect(new URL((await byStatus).url()).searchParams.get('status')).toBe('completed');
  await expect(clear).toBeVisible();

  const byPayment = nextListCall(page, 'payment_status');
  await page.getByLabel('Payment Status', { exact: true }).selectOption('paid');
  const query = new URL((await byPayment).url()).searchParams;
  expect([query.get('status'), query.get('payment_status'), query.get('page')]).toEqual(['completed', 'paid', '1']);
  const searched = nextListCall(page, 'search');
  await page.getByLabel('Search Orders').fill('a');
  await page.getByLabel('Search Orders').press('Enter');
  expect(new URL((await searched).url()).searchParams.get('search')).toBe('a');
  // The filters are in the address: a reload, and Back from an order, keep them.
  await expect(page).toHaveURL(/\/admin\/orders\?search=a&status=completed&payment_status=paid$/);
  await page.reload();
  await expect(page.getByLabel('Search Orders')).toHaveValue('a');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed');
  await expect(page.getByLabel('Payment Status', { exact: true })).toHaveValue('paid');

  const cleared = nextListCall(page);
  await clear.click();
  expect(new URL((await cleared).url()).searchParams.toString()).toBe('page=1&per_page=20');
  await expect(clear).toBeHidden();
  await expect(page.getByLabel('Search Orders')).toHaveValue('');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Payment Status', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test('a customer sees only their own orders, as badges', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Lena Park');
  await expect(page.getByRole('combobox', { name: /^Status of order/ })).toHaveCount(0);
  await expectAccessible(page);
});
