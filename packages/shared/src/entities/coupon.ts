import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredText, StatusSchema } from './common.ts';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export const COUPON_TARGETS = ['entire_order', 'specific_item'] as const;

/** A number the form sends as text or number; required, >= 0 (spec §5). */
const amount = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : MESSAGES.mustBeNumber) }).min(0, MESSAGES.mustBeZeroOrMore).max(1e9, MESSAGES.tooLong),
  );

const date = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: required }).or(z.iso.datetime({ offset: true, error: required })),
  );

/** Spec §3 Coupon with every rule of §5. */
export const CouponFormSchema = z
  .object({
    code: requiredText(MESSAGES.codeRequired, 40).transform((v) => v.toUpperCase()),
    discount_type: z.enum(DISCOUNT_TYPES, { error: MESSAGES.discountTypeRequired }),
    discount_value: amount(MESSAGES.discountValueRequired),
    applies_to: z.enum(COUPON_TARGETS, { error: MESSAGES.appliesToRequired }),
    item_id: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null)),
    minimum_order_amount: amount(MESSAGES.minimumOrderAmountRequired),
    maximum_discount: amount(MESSAGES.maximumDiscountRequired),
    usage_limit: amount(MESSAGES.usageLimitRequired).pipe(z.number().int(MESSAGES.mustBeNumber)),
    start_date: date(MESSAGES.startDateRequired),
    end_date: date(MESSAGES.endDateRequired),
    status: StatusSchema,
  })
  .superRefine((v, ctx) => {
    if (v.applies_to === 'specific_item' && !v.item_id) ctx.addIssue({ code: 'custom', path: ['item_id'], message: MESSAGES.itemIdRequired });
    if (v.start_date && v.end_date && new Date(v.end_date) <= new Date(v.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGES.endAfterStart });
    }
    if (v.discount_type === 'percentage' && v.discount_value > 100) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: MESSAGES.percentageMax });
  });
export type CouponForm = z.input<typeof CouponFormSchema>;
