import type { FastifyInstance } from 'fastify';
import { CouponFormSchema, CouponSchema, MESSAGES } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { couponService } from './service.ts';

/** Coupons: admins manage them (spec §2, architecture.md §4). */
export async function couponRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'coupons',
    noun: 'Coupon',
    itemSchema: CouponSchema,
    createSchema: CouponFormSchema,
    resource: 'coupons',
    unique: { coupons_code_unique: { field: 'code', message: MESSAGES.codeTaken } },
    ...couponService(app.db),
  });
}
