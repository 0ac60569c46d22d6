import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COUPON_TARGETS, CouponFormSchema, DISCOUNT_TYPES, MESSAGES, STATUSES } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { couponService } from './service.ts';

const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  applies_to: z.enum(COUPON_TARGETS),
  item_id: z.string().nullable(),
  minimum_order_amount: z.number(),
  maximum_discount: z.number(),
  usage_limit: z.number(),
  used_count: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(STATUSES),
  created_at: z.string(),
});

/** Coupons: admins manage them (spec §2, DESIGN.md §4). */
export async function couponRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'coupons',
    noun: 'Coupon',
    itemSchema: CouponSchema,
    createSchema: CouponFormSchema,
    unique: { coupons_code_unique: { field: 'code', message: MESSAGES.codeTaken } },
    ...couponService(app.db),
  });
}
