import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook, insertCoupon } from '../checkout/fixtures/shop.ts';

const URL = '/api/admin/coupons';
const UNKNOWN = `${URL}/00000000-0000-4000-8000-000000000000`;
// A well-formed id that names no e-book.
const ITEM = '6d3b8f0a-1c2e-4f5a-9b7c-0d1e2f3a4b5c';

let n = 0;
const valid = (patch: Record<string, unknown> = {}) => {
  n += 1;
  return {
    code: `test${n}x`,
    discount_type: 'percentage',
    discount_value: 10,
    applies_to: 'entire_order',
    item_id: null,
    minimum_order_amount: 20,
    maximum_discount: 15,
    usage_limit: 100,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    status: 'active',
    ...patch,
  };
};

describe('/api/admin/coupons', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, headers: t.bearer(admin), payload: payload as object });
  const put = (id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload: payload as object });
  const get = (url: string) => t.app.inject({ url, headers: t.bearer(admin) });

  it('should create, read, list, update and delete a coupon when an admin asks', async () => {
    const created = await post(valid({ code: ' spring-sale ', discount_type: 'fixed', discount_value: '5' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Coupon created successfully.');
    const coupon = created.json().data;
    expect(coupon).toMatchObject({
      code: 'SPRING-SALE',
      discount_type: 'fixed',
      discount_value: 5,
      applies_to: 'entire_order',
      item_id: null,
      minimum_order_amount: 20,
      maximum_discount: 15,
      usage_limit: 100,
      used_count: 0,
      status: 'active',
    });

    expect((await get(`${URL}/${coupon.id}`)).json().data).toEqual(coupon);

    const updated = await put(coupon.id, valid({ code: 'spring-sale', discount_value: 12.5, status: 'inactive' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Coupon updated successfully.', data: { code: 'SPRING-SALE', discount_value: 12.5, status: 'inactive' } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${URL}/${coupon.id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('Coupon deleted successfully.');
    expectError(await get(`${URL}/${coupon.id}`), 404, 'Coupon not found.');
  });

  it('should keep a date-only validity from the start of the first day to the end of the last when created', async () => {
    const res = await post(valid({ start_date: '2026-03-01', end_date: '2026-03-31' }));
    expect(res.json().data).toMatchObject({ start_date: '2026-03-01T00:00:00.000Z', end_date: '2026-03-31T23:59:59.999Z' });
  });

  it('should search by code whatever the case and filter by status when listing', async () => {
    await post(valid({ code: 'ZEBRA-ONE' }));
    await post(valid({ code: 'ZEBRA-TWO', status: 'inactive' }));
    const searched = await get(`${URL}?search=zebra`);
    expect(searched.json()).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    const inactive = await get(`${URL}?search=ZEBRA&status=inactive`);
    expect(inactive.json().data.map((c: { code: string }) => c.code)).toEqual(['ZEBRA-TWO']);
    expect((await get(`${URL}?search=%25`)).json().total).toBe(0);
  });

  it('should list the coupons over two pages of ten, expired, scheduled and item-specific ones among them', async () => {
    // Twelve coupons (with the few the tests above made, still under twenty), five of them of the kinds checked below.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    await insertCoupon(t, { code: 'WELCOME10' });
    await insertCoupon(t, { code: 'SUMMERSALE', startDate: day(-400), endDate: day(-300) });
    await insertCoupon(t, { code: 'NEWYEAR', startDate: day(20), endDate: day(50) });
    await insertCoupon(t, { code: 'FLASHCARDS50', appliesTo: 'specific_item', itemId: (await insertBook(t)).id });
    await insertCoupon(t, { code: 'STAFFONLY', status: 'inactive' });
    for (let i = 0; i < 7; i += 1) await insertCoupon(t);
    const page2 = await get(`${URL}?per_page=10&page=2`);
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
    const all = (await get(`${URL}?per_page=100`)).json().data as { code: string; start_date: string; end_date: string; applies_to: string; item_id: string | null; status: string }[];
    const now = Date.now();
    const named = all.filter((c) => ['SUMMERSALE', 'NEWYEAR', 'FLASHCARDS50', 'STAFFONLY', 'WELCOME10'].includes(c.code));
    expect(named).toHaveLength(5);
    expect(Date.parse(named.find((c) => c.code === 'SUMMERSALE')!.end_date)).toBeLessThan(now);
    expect(Date.parse(named.find((c) => c.code === 'NEWYEAR')!.start_date)).toBeGreaterThan(now);
    expect(named.find((c) => c.code === 'FLASHCARDS50')).toMatchObject({ applies_to: 'specific_item', item_id: expect.any(String) });
    expect(named.find((c) => c.code === 'STAFFONLY')?.status).toBe('inactive');
  });

  it('should answer 422 with the message of every required field when the form is empty', async () => {
    const body = expectError(await post({}), 422);
    expect(body.errors).toEqual({
      code: ['Code is required'],
      discount_type: ['Discount type is required'],
      discount_value: ['Discount value is required'],
      applies_to: ['Applies to is required'],
      minimum_order_amount: ['Minimum order amount is required'],
      maximum_discount: ['Maximum discount is required'],
      usage_limit: ['Usage limit is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
      status: ['Status is required'],
    });
  });

  // Spec §5: both limits are required (0 says "no cap" and "unlimited"), on create and update alike: one schema.
  it('should answer 422 for a null maximum discount or usage limit, when created and when updated alike', async () => {
    const limitsRequired = { maximum_discount: ['Maximum discount is required'], usage_limit: ['Usage limit is required'] };
    expect(expectError(await post(valid({ maximum_discount: null, usage_limit: null })), 422).errors).toEqual(limitsRequired);
    const coupon = (await post(valid())).json().data;
    expect(expectError(await put(coupon.id, valid({ maximum_discount: null, usage_limit: null })), 422).errors).toEqual(limitsRequired);
  });

  it('should answer 422 when a type, target or status is not one of the choices', async () => {
    const body = expectError(await post(valid({ discount_type: 'free', applies_to: 'shipping', status: 'paused' })), 422);
    expect(body.errors).toEqual({ discount_type: ['Discount type is required'], applies_to: ['Applies to is required'], status: ['Status is required'] });
  });

  it('should answer 422 when a numeric field is below 0', async () => {
    const body = expectError(await post(valid({ discount_value: -1, minimum_order_amount: -1, maximum_discount: -0.5, usage_limit: -3 })), 422);
    expect(body.errors).toEqual({
      discount_value: ['Must be 0 or more'],
      minimum_order_amount: ['Must be 0 or more'],
      maximum_discount: ['Must be 0 or more'],
      usage_limit: ['Must be 0 or more'],
    });
  });

  it('should accept 0 for every numeric field', async () => {
    const res = await post(valid({ discount_value: 0, minimum_order_amount: 0, maximum_discount: 0, usage_limit: 0 }));
    expect(res.statusCode).toBe(201);
  });

  it('should answer 422 when a percentage is over 100 but accept a fixed amount over 100', async () => {
    expect(expectError(await post(valid({ discount_value: 101 })), 422).errors).toEqual({ discount_value: ['A percentage cannot be more than 100'] });
    expect((await post(valid({ discount_type: 'fixed', discount_value: 150 }))).statusCode).toBe(201);
  });

  it('should answer 422 when the end date is not after the start date', async () => {
    const before = expectError(await post(valid({ start_date: '2026-05-10', end_date: '2026-05-01' })), 422);
    expect(before.errors).toEqual({ end_date: ['End date must be after start date'] });
    const same = expectError(await post(valid({ start_date: '2026-05-10', end_date: '2026-05-10' })), 422);
    expect(same.errors).toEqual({ end_date: ['End date must be after start date'] });
  });

  it('should require a valid item id for an item-specific coupon and drop it for an order-wide one', async () => {
    const missing = expectError(await post(valid({ applies_to: 'specific_item', item_id: '' })), 422);
    expect(missing.errors).toEqual({ item_id: ['Item ID is required for item-specific coupons'] });
    const malformed = expectError(await post(valid({ applies_to: 'specific_item', item_id: 'book-7' })), 422);
    expect(malformed.errors).toEqual({ item_id: ['Not a valid e-book id'] });

    const unknown = expectError(await post(valid({ applies_to: 'specific_item', item_id: ITEM })), 422);
    expect(unknown.errors).toEqual({ item_id: ['Choose one of the options'] });

    const book = await insertBook(t);
    const specific = await post(valid({ applies_to: 'specific_item', item_id: book.id }));
    expect(specific.json().data).toMatchObject({ applies_to: 'specific_item', item_id: book.id });
    const orderWide = await put(specific.json().data.id, valid({ applies_to: 'entire_order', item_id: book.id }));
    expect(orderWide.json().data).toMatchObject({ applies_to: 'entire_order', item_id: null });
  });

  it('should answer 422 on code when another coupon has the code in any case', async () => {
    await post(valid({ code: 'UNIQUE-ME' }));
    const taken = expectError(await post(valid({ code: 'unique-me' })), 422);
    expect(taken.errors).toEqual({ code: ['This code is already used by another coupon'] });

    const other = (await post(valid({ code: 'SOMETHING-ELSE' }))).json().data;
    expect(expectError(await put(other.id, valid({ code: 'Unique-Me' })), 422).errors).toEqual({ code: ['This code is already used by another coupon'] });
    // Saving a coupon under its own code is no conflict.
    expect((await put(other.id, valid({ code: 'something-else' }))).statusCode).toBe(200);
  });

  it.each(['publisher', 'author', 'user'])('should fail with status 403 on every route when a %s asks', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const id = (await post(valid())).json().data.id as string;
    const headers = t.bearer(token);
    expectError(await t.app.inject({ url: URL, headers }), 403);
    expectError(await t.app.inject({ url: `${URL}/${id}`, headers }), 403);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers, payload: valid() }), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload: valid() }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers }), 403);
    expect((await get(`${URL}/${id}`)).statusCode).toBe(200);
  });

  it('should fail with status 401 when no token is sent', async () => {
    expectError(await t.app.inject({ url: URL }), 401);
    expectError(await t.app.inject({ method: 'POST', url: URL, payload: valid() }), 401);
  });

  it('should fail with status 404 when the coupon does not exist', async () => {
    expectError(await get(UNKNOWN), 404, 'Coupon not found.');
    expectError(await put('00000000-0000-4000-8000-000000000000', valid()), 404, 'Coupon not found.');
    expectError(await t.app.inject({ method: 'DELETE', url: UNKNOWN, headers: t.bearer(admin) }), 404, 'Coupon not found.');
  });
});
