import { eq, inArray, sql } from 'drizzle-orm';
import { COUPON_REFUSAL_CODES, formatDollars, priceCart, serverText, type CartPrice, type CheckoutInput, type CheckoutQuote } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { coupons, ebooks } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isPublic } from '../ebooks/policy.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { presentCoupon } from '../coupons/service.ts';
import { holdingsOf, type Holding } from '../library/purchases.ts';

type CouponRow = typeof coupons.$inferSelect;

export interface PricedCart {
  books: EbookRow[];
  coupon: CouponRow | null;
  price: CartPrice;
}

/** An order's item rows: each priced line with the title of its book, kept as it was when sold. */
export const orderItemRows = (orderId: string, price: CartPrice, books: { title: string }[]) =>
  price.lines.map((line, i) => ({
    orderId,
    ebookId: line.ebook_id,
    title: books[i]!.title,
    unitPrice: line.unit_price,
    discountAmount: line.discount_amount,
    quantity: line.quantity,
    lineTotal: line.line_total,
  }));

const UNAVAILABLE_BOOK = serverText('bookUnavailable');
const OWNED_BOOK = serverText('bookOwned');
const awaitingPaymentOf = (trackingNumber: string) => serverText('bookAwaitingPayment', { tracking_number: trackingNumber });

/**
 * Why the buyer cannot buy a book they already hold (422 on its item), or null. Several copies of a book one owns
 * are codes to hand out (decision 029), which an owner may buy; one copy more would be a second copy of their own.
 */
const heldRefusal = (holding: Holding | undefined, quantity: number) =>
  !holding ? null : holding.kind === 'owned' ? (quantity > 1 ? null : OWNED_BOOK) : awaitingPaymentOf(holding.trackingNumber);

/**
 * Prices a cart from the database: each book at its current final price (approved, published books only),
 * the coupon by its code (codes are stored upper-cased). Unknown or unavailable books answer 422, naming
 * each one under its item (`items.<index>.ebook_id`); so do, for a signed-in buyer, the books they already own
 * (one copy of them: several are codes for others) or have in an order that awaits its payment: a book is bought once.
 */
export async function priceFromDatabase(db: Db, input: CheckoutInput, buyerId: string | null, now = new Date()): Promise<PricedCart> {
  const ids = input.items.map((i) => i.ebook_id.toLowerCase());
  const [rows, [coupon], held] = await Promise.all([
    db.select().from(ebooks).where(inArray(ebooks.id, ids)),
    input.coupon_code ? db.select().from(coupons).where(eq(sql`upper(${coupons.code})`, input.coupon_code)).limit(1) : Promise.resolve([]),
    buyerId ? holdingsOf(db, buyerId, ids) : Promise.resolve(new Map<string, Holding>()),
  ]);
  const byId = new Map(rows.map((b) => [b.id, b]));
  const errors: Record<string, string[]> = {};
  const missing: string[] = [];
  const refused: string[] = [];
  ids.forEach((id, i) => {
    const book = byId.get(id);
    const holding = heldRefusal(held.get(id), input.items[i]!.quantity);
    if (!book || !isPublic(book)) {
      errors[`items.${i}.ebook_id`] = [UNAVAILABLE_BOOK];
      missing.push(book ? `“${book.title}”` : id);
    } else if (holding) {
      errors[`items.${i}.ebook_id`] = [holding];
      refused.push(`“${book.title}”`);
    }
  });
  if (missing.length) throw new HttpError(422, serverText('booksUnavailable', { titles: missing.join(', ') }), errors);
  if (refused.length) throw new HttpError(422, serverText('booksHeld', { titles: refused.join(', ') }), errors);
  const books = ids.map((id) => byId.get(id)!);
  const price = priceCart({
    lines: input.items.map((item, i) => ({ ebook_id: ids[i]!, unit_price: books[i]!.finalPrice, quantity: item.quantity })),
    code: input.coupon_code,
    coupon: coupon ? presentCoupon(coupon) : null,
    now,
  });
  return { books, coupon: coupon ?? null, price };
}

/** The answer of POST /api/checkout/quote. */
export function presentQuote({ books, coupon, price }: PricedCart): CheckoutQuote {
  return {
    items: price.lines.map((line, i) => ({
      ebook_id: line.ebook_id,
      title: books[i]!.title,
      cover_image: books[i]!.coverImage,
      unit_price: line.unit_price,
      discount_amount: line.discount_amount,
      quantity: line.quantity,
      line_total: line.line_total,
    })),
    subtotal_amount: price.subtotal_amount,
    discount_amount: price.discount_amount,
    total_amount: price.total_amount,
    total_quantity: price.total_quantity,
    coupon:
      coupon && !price.refusal
        ? { code: coupon.code, discount_type: coupon.discountType, discount_value: coupon.discountValue, applies_to: coupon.appliesTo, item_id: coupon.itemId }
        : null,
    coupon_error: price.refusal?.message ?? null,
    coupon_refusal: price.refusal
      ? { code: COUPON_REFUSAL_CODES[price.refusal.reason], params: price.refusal.amount === undefined ? {} : { amount: formatDollars(price.refusal.amount) } }
      : null,
  };
}
