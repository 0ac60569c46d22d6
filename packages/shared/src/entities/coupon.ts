import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { fieldsValid, requiredText, StatusSchema } from './common.ts';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const COUPON_TARGETS = ['entire_order', 'specific_item'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

/**
 * The item of an item-specific coupon is an e-book id (a UUID). Not a spec text, so not in MESSAGES: the web
 * words it in the `coupons` namespace. Once e-books exist the form picks the e-book from a list instead.
 */
export const ITEM_ID_INVALID = 'Not a valid e-book id';

/** A number the form sends as text or number; required, >= 0 (spec §5). */
const amount = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : MESSAGES.mustBeNumber) }).min(0, MESSAGES.mustBeZeroOrMore).max(1e9, MESSAGES.tooLong),
  );

/** Coupon dates are this century's: year 0020 or 0001 is a typo, and such dates broke lists and quotes. */
export const COUPON_YEARS = { min: 2000, max: 2099 } as const;

/**
 * A date (YYYY-MM-DD) or a date-time with its offset; missing or malformed gives the field's required text, a
 * year outside COUPON_YEARS its own.
 */
const date = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    // The message sits on the union and on each branch: the server reports the union's, the form resolver a branch's.
    z
      .union([z.iso.date({ error: required }), z.iso.datetime({ offset: true, error: required })], { error: required })
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        return year >= COUPON_YEARS.min && year <= COUPON_YEARS.max;
      }, MESSAGES.dateOutOfRange),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  .refine((v) => v.applies_to !== 'specific_item' || v.item_id, { path: ['item_id'], message: MESSAGES.itemIdRequired, when: fieldsValid('applies_to', 'item_id') })
  .refine((v) => v.applies_to !== 'specific_item' || !v.item_id || UUID.test(v.item_id), { path: ['item_id'], message: ITEM_ID_INVALID, when: fieldsValid('applies_to', 'item_id') })
  .refine((v) => new Date(v.end_date) > new Date(v.start_date), { path: ['end_date'], message: MESSAGES.endAfterStart, when: fieldsValid('start_date', 'end_date') })
  .refine((v) => v.discount_type !== 'percentage' || v.discount_value <= 100, {
    path: ['discount_value'],
    message: MESSAGES.percentageMax,
    when: fieldsValid('discount_type', 'discount_value'),
  })
  // An order-wide coupon has no item, whatever the form still held for it.
  .transform((v) => ({ ...v, item_id: v.applies_to === 'specific_item' ? v.item_id : null }));
export type CouponForm = z.input<typeof CouponFormSchema>;
export type CouponInput = z.output<typeof CouponFormSchema>;

/** A coupon as the API answers it; `used_count` is how many orders used it so far. */
export const CouponSchema = z.object({
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
  start_date: z.iso.datetime(),
  end_date: z.iso.datetime(),
  status: StatusSchema,
  created_at: z.iso.datetime(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** The answers of the admin coupon routes: the list, a read, a create or update. */
export const CouponListResponseSchema = pageOf(CouponSchema);
export const CouponResponseSchema = dataOf(CouponSchema);
export const CouponWrittenResponseSchema = writtenOf(CouponSchema);

/** Where `now` falls in the coupon's validity dates: before (scheduled), within (current) or after (expired). */
export type CouponValidity = 'scheduled' | 'current' | 'expired';
export function couponValidity(coupon: Pick<Coupon, 'start_date' | 'end_date'>, now: Date = new Date()): CouponValidity {
  if (now < new Date(coupon.start_date)) return 'scheduled';
  if (now > new Date(coupon.end_date)) return 'expired';
  return 'current';
}
