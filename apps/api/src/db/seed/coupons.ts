import type { CouponTarget, DiscountType, Status } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { coupons, ebooks } from '../schema.ts';
import { endInstant, startInstant } from '../../modules/coupons/service.ts';
import type { SeedContext } from './context.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

interface DemoCoupon {
  code: string;
  type: DiscountType;
  value: number;
  /** Validity in days from today (negative: in the past). */
  from: number;
  to: number;
  minimum?: number;
  /** The largest discount an order gets; by default the value of a fixed coupon, 100 for a percentage one. */
  maximum?: number;
  limit: number;
  used?: number;
  appliesTo?: CouponTarget;
  status?: Status;
}

/**
 * Twelve coupons (two pages at ten rows): current ones of both types, an expired one, a scheduled one, an
 * item-specific one and an inactive one. Their dates are relative to the day of seeding.
 */
const DEMO_COUPONS: DemoCoupon[] = [
  { code: 'WELCOME10', type: 'percentage', value: 10, from: -30, to: 335, limit: 1000, used: 128 },
  { code: 'SAVE5', type: 'fixed', value: 5, from: -10, to: 180, minimum: 25, limit: 500, used: 42 },
  { code: 'BACK2SCHOOL', type: 'percentage', value: 20, from: -5, to: 60, minimum: 30, maximum: 15, limit: 300, used: 77 },
  { code: 'TEACHER15', type: 'percentage', value: 15, from: -60, to: 305, maximum: 20, limit: 200, used: 19 },
  { code: 'READMORE', type: 'fixed', value: 3.5, from: -2, to: 90, minimum: 15, limit: 250, used: 8 },
  { code: 'BULK25', type: 'percentage', value: 25, from: -20, to: 160, minimum: 100, maximum: 50, limit: 50, used: 3 },
  { code: 'LIBRARY', type: 'fixed', value: 10, from: -15, to: 200, minimum: 60, limit: 100, used: 11 },
  { code: 'FLASHCARDS50', type: 'percentage', value: 50, from: -3, to: 30, limit: 40, used: 2, appliesTo: 'specific_item' },
  { code: 'SUMMERSALE', type: 'percentage', value: 30, from: -400, to: -300, limit: 100, used: 100 },
  { code: 'NEWYEAR', type: 'fixed', value: 7.5, from: 20, to: 50, minimum: 20, limit: 400 },
  { code: 'STAFFONLY', type: 'percentage', value: 40, from: -90, to: 270, maximum: 40, limit: 10, used: 1, status: 'inactive' },
  { code: 'FREESHIP', type: 'fixed', value: 4.99, from: -1, to: 120, minimum: 10, limit: 1000, used: 254 },
];

/** The date (YYYY-MM-DD, UTC) so many days from today. */
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** The book the item-specific demo coupon applies to (seeded by seedEbooks, which runs first). */
const DEMO_COUPON_BOOK = 'counting-with-koalas';

export async function seedCoupons({ db }: SeedContext) {
  const start = Date.now();
  const [book] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, DEMO_COUPON_BOOK)).limit(1);
  const rows = DEMO_COUPONS.map((c, i) => ({
    code: c.code,
    discountType: c.type,
    discountValue: c.value,
    appliesTo: c.appliesTo ?? 'entire_order',
    itemId: c.appliesTo === 'specific_item' ? (book?.id ?? null) : null,
    ...(c.appliesTo === 'specific_item' && !book ? { appliesTo: 'entire_order' as const } : {}),
    minimumOrderAmount: c.minimum ?? 0,
    maximumDiscount: c.maximum ?? (c.type === 'fixed' ? c.value : 100),
    usageLimit: c.limit,
    usedCount: c.used ?? 0,
    startDate: startInstant(day(c.from)),
    endDate: endInstant(day(c.to)),
    status: c.status ?? 'active',
    createdAt: new Date(start - (i + 1) * MINUTE),
  }));
  // A second run (the demo marker removed) keeps the coupons it finds: the codes are unique.
  await db.insert(coupons).values(rows).onConflictDoNothing();
}
