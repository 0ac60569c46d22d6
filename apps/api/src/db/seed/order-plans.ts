import { priceCart, SERVER_MESSAGES, type CartPrice, type CouponTerms, type OrderStatus, type PaymentProvider, type PaymentStatus } from '@folio/shared';
import { TRACKING_ALPHABET } from '../../modules/checkout/tracking.ts';
import { CANCELLED_THEN_FAILED, playStory, STORIES, type StoryEvent } from './order-stories.ts';

/**
 * The demo orders as plain data, made by a seeded random generator: the same database content on every
 * run (only the dates follow the day of seeding). orders.ts writes them.
 */
interface SeedBook { id: string; title: string; finalPrice: number }
export interface SeedCustomer { id: string; name: string; email: string }
interface SeedCoupon { id: string; code: string; terms: CouponTerms }

interface PlannedEvent {
  kind: 'status' | 'payment';
  from: string | null;
  to: string;
  note: string | null;
  at: Date;
  /** 'customer', 'admin' or none (a payment provider). */
  actor: 'customer' | 'admin' | null;
  providerEventId?: string;
}

interface PlannedOrder {
  trackingNumber: string;
  customer: SeedCustomer;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  provider: PaymentProvider;
  books: SeedBook[];
  quantities: number[];
  coupon: SeedCoupon | null;
  price: CartPrice;
  /** Its history after 'placed', as the server's transitions made it (order-stories.ts). */
  story: StoryEvent[];
  events: PlannedEvent[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** mulberry32: a small, fast, seeded generator (the demo must not change between runs). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const weighted = <T extends string>(weights: Record<T, number>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of entries) if ((roll -= w) < 0) return value;
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof seededRandom>;

const STATUS_WEIGHTS: Record<OrderStatus, number> = { delivered: 40, pending: 14, processing: 12, shipped: 10, failed: 10, cancelled: 8, refunded: 6 };

/** A cancelled order's story: sometimes its payment failed after it was cancelled. */
const storyFor = (status: OrderStatus, random: Random) => playStory(status === 'cancelled' && random.next() < 0.4 ? CANCELLED_THEN_FAILED : STORIES[status]);

/** The story's events with their moments, notes and who made them, as the server writes them. */
function historyOf(order: Omit<PlannedOrder, 'events'>, index: number, random: Random, now: number): PlannedEvent[] {
  const events: PlannedEvent[] = [{ kind: 'status', from: null, to: 'pending', note: SERVER_MESSAGES.orderPlacedNote, at: order.createdAt, actor: 'customer' }];
  // Each step lands a while after the last one, never in the future, and never before the last (an order placed
  // a moment ago has its steps a millisecond apart), so that the history reads in its order.
  let at = order.createdAt.getTime();
  const later = (maxHours: number) => (at = Math.max(at + 1, Math.min(now - 60_000, at + HOUR / 4 + random.int(maxHours * HOUR))));
  const stripe = order.provider === 'stripe';
  // Stripe reports its own payments; an admin records a manual one (and the move it makes is theirs too).
  const payer = stripe ? null : 'admin';
  for (const e of order.story) {
    if (e.kind === 'payment') {
      const paid = e.to === 'paid';
      events.push({
        kind: 'payment',
        from: e.from,
        to: e.to,
        note: stripe ? (paid ? 'checkout.session.completed' : 'checkout.session.expired') : paid ? 'Bank transfer received.' : 'No payment received.',
        at: new Date(later(stripe ? 1 : 48)),
        actor: payer,
        ...(stripe && { providerEventId: `evt_demo_${String(index).padStart(4, '0')}` }),
      });
    } else if (e.by === 'payment') {
      // A millisecond after its payment, as the ledger writes it.
      const note = e.to === 'delivered' ? SERVER_MESSAGES.deliveredNote : SERVER_MESSAGES.paymentFailedNote;
      events.push({ kind: 'status', from: e.from, to: e.to, note, at: new Date(++at), actor: payer });
    } else {
      const note = e.by === 'customer' ? SERVER_MESSAGES.cancelledByBuyer : null;
      events.push({ kind: 'status', from: e.from, to: e.to, note, at: new Date(later(36)), actor: e.by });
    }
  }
  return events;
}

const trackingNumber = (random: Random) => {
  const block = () => Array.from({ length: 4 }, () => random.pick([...TRACKING_ALPHABET])).join('');
  return `FOL-${block()}-${block()}`;
};

/** What the demo buyer (user@folio.test) has: two paid orders (their library) and one awaiting payment. */
interface DemoBuyerOrder { daysAgo: number; status: OrderStatus; provider: PaymentProvider; titles: string[]; coupon?: string }
const DEMO_BUYER_ORDERS: DemoBuyerOrder[] = [
  { daysAgo: 41, status: 'delivered', provider: 'manual', titles: ['Our Amazing Oceans', 'Volcanoes Up Close'] },
  { daysAgo: 12, status: 'delivered', provider: 'stripe', titles: ['Coding with Turtles'], coupon: 'WELCOME10' },
  { daysAgo: 1, status: 'pending', provider: 'manual', titles: ['Ancient Egypt for Explorers'] },
];

export interface PlanInput {
  count: number;
  books: SeedBook[];
  customers: SeedCustomer[];
  demoBuyer: SeedCustomer;
  coupons: SeedCoupon[];
  now: number;
}

/** Whether the coupon may be used on these books at that time (its own used count aside: the seed keeps count). */
const usable = (coupon: SeedCoupon, books: SeedBook[], quantities: number[], at: Date) =>
  priceCart({
    lines: books.map((b, i) => ({ ebook_id: b.id, unit_price: b.finalPrice, quantity: quantities[i]! })),
    code: coupon.code,
    coupon: { ...coupon.terms, used_count: 0 },
    now: at,
  }).refusal === null;

const within = (coupon: SeedCoupon, at: Date) => at >= new Date(coupon.terms.start_date) && at <= new Date(coupon.terms.end_date);
const subtotal = (books: SeedBook[], quantities: number[]) => books.reduce((sum, b, i) => sum + b.finalPrice * quantities[i]!, 0);

/**
 * A coupon for an order, sometimes: one that was running on the order's day. The demo coupons mostly
 * started recently, so recent orders use them more; a cart under a coupon's minimum takes more books (up to
 * five) to reach it, and an order using the item-specific coupon takes its book. Changes the cart in place.
 */
function chooseCoupon(random: Random, coupons: SeedCoupon[], books: SeedBook[], paid: SeedBook[], chosen: SeedBook[], quantities: number[], at: Date, chance: number) {
  if (random.next() >= chance) return null;
  const running = coupons.filter((c) => within(c, at));
  if (!running.length) return null;
  const coupon = random.pick(running);
  if (coupon.terms.applies_to === 'specific_item') {
    const book = books.find((b) => b.id === coupon.terms.item_id);
    if (!book) return null;
    if (!chosen.includes(book)) {
      chosen.push(book);
      quantities.push(1);
    }
  }
  while (subtotal(chosen, quantities) < coupon.terms.minimum_order_amount && chosen.length < 5) {
    const book = random.pick(paid);
    if (!chosen.includes(book)) {
      chosen.push(book);
      quantities.push(1);
    }
  }
  return usable(coupon, chosen, quantities, at) ? coupon : null;
}

/**
 * A moment on the UTC day `ageDays` before `now`'s, at `fraction` of the day; today's orders fall in the part
 * of today already past. The demo coupons run from and to whole UTC days, so which coupon was running on an
 * order's day does not depend on the hour of seeding: the plan is the same at 00:40 as at 23:20.
 */
function timeOnDay(now: number, ageDays: number, fraction: number) {
  const today = now - (now % DAY);
  const dayLength = ageDays === 0 ? now - today : DAY;
  return new Date(today - ageDays * DAY + Math.floor(fraction * dayLength));
}

/** `count` orders over the last six months, oldest first, plus the demo buyer's three. */
export function planOrders({ count, books, customers, demoBuyer, coupons, now }: PlanInput): PlannedOrder[] {
  const random = seededRandom(20_261_121);
  const paid = books.filter((b) => b.finalPrice > 0);
  const free = books.filter((b) => b.finalPrice === 0);
  const seen = new Set<string>();
  const uniqueTracking = () => {
    let value = trackingNumber(random);
    while (seen.has(value)) value = trackingNumber(random);
    seen.add(value);
    return value;
  };
  const price = (chosen: SeedBook[], quantities: number[], coupon: SeedCoupon | null) =>
    priceCart({
      lines: chosen.map((b, i) => ({ ebook_id: b.id, unit_price: b.finalPrice, quantity: quantities[i]! })),
      code: coupon?.code,
      coupon: coupon && { ...coupon.terms, used_count: 0 },
    });

  const planned: Omit<PlannedOrder, 'events'>[] = [];
  for (let i = 0; i < count; i += 1) {
    // Skewed towards recent days: the shop is growing.
    const ageDays = Math.floor(180 * Math.pow(random.next(), 1.4));
    const createdAt = timeOnDay(now, ageDays, random.next());
    const status = ageDays < 3 ? random.pick<OrderStatus>(['pending', 'pending', 'processing', 'failed']) : random.weighted(STATUS_WEIGHTS);
    const chosen: SeedBook[] = [];
    for (let n = 1 + (random.next() < 0.35 ? 1 : 0) + (random.next() < 0.15 ? 1 : 0); chosen.length < n; ) {
      const book = random.next() < 0.05 && free.length ? random.pick(free) : random.pick(paid);
      if (!chosen.includes(book)) chosen.push(book);
    }
    const quantities = chosen.map(() => (random.next() < 0.08 ? 2 : 1));
    const coupon = chooseCoupon(random, coupons, books, paid, chosen, quantities, createdAt, ageDays < 15 ? 0.6 : 0.3);
    const trackingNumber = uniqueTracking();
    const customer = random.pick(customers);
    const story = storyFor(status, random);
    planned.push({
      trackingNumber,
      customer,
      createdAt,
      status: story.status,
      paymentStatus: story.paymentStatus,
      story: story.events,
      provider: random.next() < 0.25 ? 'stripe' : 'manual',
      books: chosen,
      quantities,
      coupon,
      price: price(chosen, quantities, coupon),
    });
  }
  for (const demo of DEMO_BUYER_ORDERS) {
    const chosen = demo.titles.map((title) => books.find((b) => b.title === title)).filter((b): b is SeedBook => !!b);
    if (!chosen.length) continue;
    const quantities = chosen.map(() => 1);
    const coupon = coupons.find((c) => c.code === demo.coupon) ?? null;
    const createdAt = timeOnDay(now, demo.daysAgo, 0.5);
    const story = playStory(STORIES[demo.status]);
    planned.push({
      trackingNumber: uniqueTracking(),
      customer: demoBuyer,
      createdAt,
      status: story.status,
      paymentStatus: story.paymentStatus,
      story: story.events,
      provider: demo.provider,
      books: chosen,
      quantities,
      coupon,
      price: price(chosen, quantities, coupon),
    });
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return planned.map((order, index) => ({ ...order, events: historyOf(order, index, random, now) }));
}
