import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, orders } from '../../db/schema.ts';

/**
 * A coupon's `used_count` counts the orders placed with it. An order that ends without a sale (cancelled or
 * failed, or whose payment failed) gives its use back, once: the order lets go of `coupon_id` in the same
 * statement that checks it still holds it (its `coupon_code` stays, as the invoice shows it). An order
 * reopened later keeps its discount without taking the use again.
 */
export async function releaseCouponUse(tx: Db, orderId: string, couponId: string | null) {
  if (!couponId) return;
  const [released] = await tx
    .update(orders)
    .set({ couponId: null })
    .where(and(eq(orders.id, orderId), eq(orders.couponId, couponId)))
    .returning({ id: orders.id });
  if (!released) return;
  await tx.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(eq(coupons.id, couponId));
}

/** Order statuses that give the coupon use back (a refund does not: the sale happened). */
export const RELEASING_STATUSES: readonly string[] = ['cancelled', 'failed'];
