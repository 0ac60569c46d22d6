import { eq } from 'drizzle-orm';
import { MESSAGES, type Coupon, type CouponInput, type ListQuery } from '@folio/shared';
import { validationFailed } from '../../lib/http-error.ts';
import type { Db } from '../../db/client.ts';
import { coupons, ebooks } from '../../db/schema.ts';
import { tableRows } from '../../lib/table-rows.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';

type Row = typeof coupons.$inferSelect;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date without a time means the whole day (UTC): a coupon is valid from the start of its start date to
 * the end of its end date, so that a coupon ending on the 31st still works on the 31st.
 */
export const startInstant = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
export const endInstant = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);

export const presentCoupon = (c: Row): Coupon => ({
  id: c.id,
  code: c.code,
  discount_type: c.discountType,
  discount_value: c.discountValue,
  applies_to: c.appliesTo,
  item_id: c.itemId,
  minimum_order_amount: c.minimumOrderAmount,
  maximum_discount: c.maximumDiscount,
  usage_limit: c.usageLimit,
  used_count: c.usedCount,
  start_date: c.startDate.toISOString(),
  end_date: c.endDate.toISOString(),
  status: c.status,
  created_at: c.createdAt.toISOString(),
});

const columns = (input: CouponInput) => ({
  code: input.code,
  discountType: input.discount_type,
  discountValue: input.discount_value,
  appliesTo: input.applies_to,
  itemId: input.item_id,
  minimumOrderAmount: input.minimum_order_amount,
  maximumDiscount: input.maximum_discount,
  usageLimit: input.usage_limit,
  startDate: startInstant(input.start_date),
  endDate: endInstant(input.end_date),
  status: input.status,
});

/** An item-specific coupon names an e-book that exists (422 on item_id otherwise). */
async function withKnownItem(db: Db, input: CouponInput): Promise<CouponInput> {
  if (input.applies_to !== 'specific_item' || !input.item_id) return input;
  const [book] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.id, input.item_id)).limit(1);
  if (!book) throw validationFailed({ item_id: [MESSAGES.invalidChoice] });
  return input;
}

/** Coupons: searched by code; the code is unique whatever its case (index `coupons_code_unique`). */
export const couponService = (db: Db) => {
  const rows = tableRows(db, coupons, presentCoupon);
  return {
    list: (q: ListQuery) => listPage(db, coupons, listWhere(q.search, [coupons.code], statusIs(coupons.status, q.status)), q, presentCoupon),
    get: rows.get,
    remove: rows.remove,
    create: async (input: CouponInput) => rows.create(columns(await withKnownItem(db, input))),
    update: async (id: string, input: CouponInput) => rows.update(id, columns(await withKnownItem(db, input))),
  };
};
