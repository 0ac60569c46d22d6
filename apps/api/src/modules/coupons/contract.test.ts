import { afterAll, beforeAll, describe, it } from 'vitest';
import { CouponListResponseSchema, CouponResponseSchema, CouponWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, checkCrudContract, refuses } from '../../../test/contract.ts';

const URL = '/api/admin/coupons';
const coupon = (code: string) => ({
  code,
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
});

/** Every answer of the coupon routes against its schema in @folio/shared. */
describe('coupons contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin, outsider: await t.login('publisher@folio.test') }, {
      url: URL,
      list: CouponListResponseSchema,
      read: CouponResponseSchema,
      written: CouponWrittenResponseSchema,
      create: coupon('CONTRACT1'),
      update: { ...coupon('CONTRACT1'), discount_type: 'fixed', discount_value: 5, start_date: '2026-02-01T10:00:00+02:00' },
      invalid: { ...coupon('CONTRACT1'), end_date: '2025-12-31' },
      queries: ['search=contract&status=active'],
    });
  });

  it('a taken code and an unknown e-book', async () => {
    const call = caller(t);
    await call('POST', URL, admin, coupon('CONTRACT2'));
    refuses(await call('POST', URL, admin, coupon('contract2')), 422);
    refuses(await call('POST', URL, admin, { ...coupon('CONTRACT3'), applies_to: 'specific_item', item_id: '6d3b8f0a-1c2e-4f5a-9b7c-0d1e2f3a4b5c' }), 422);
  });
});
