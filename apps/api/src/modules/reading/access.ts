import { and, eq, or, sql } from 'drizzle-orm';
import type { ReadAccessLevel } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, orderItems, orders } from '../../db/schema.ts';
import { isPublic, mayView, type Visitor } from '../ebooks/policy.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { grantingOrdersOf } from '../library/purchases.ts';
import { hasRedeemed } from '../access-codes/grants.ts';
import { hasSeat } from '../seat-licences/grants.ts';
import { classReadAccess } from '../classes/reading-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReadAccess {
  book: EbookRow;
  access: ReadAccessLevel;
}

/** Whether the user has a paid order with this book in it (index order_items_ebook_idx, then the order's key). */
async function hasBought(db: Db, userId: string, ebookId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.ebookId, ebookId), grantingOrdersOf(userId)))
    .limit(1);
  return !!row;
}

/**
 * What the user may read of a book (architecture.md §4), by id (or slug): null when the book is unknown or not
 * theirs to see (a draft, pending or rejected book of someone else), so that callers answer 404.
 * - admins and the book's owners (its creator, its publisher) read all of it, whatever its state;
 * - its buyers read all of it, also after it was unpublished (what was paid for stays readable), and so do the
 *   readers who redeemed an access code for it (access-codes/grants.ts, decision 022), and those who hold a seat of
 *   a valid licence for it (seat-licences/grants.ts, decision 026);
 * - a class gives its pupils the books their teacher gave it, and its teachers their pupils' books
 *   (classes/reading-access.ts), asked only where the public rule would not give it all anyway;
 * - otherwise only an approved, published book is readable: in full when free, else a preview.
 */
export async function readAccess(db: Db, user: Visitor, key: string): Promise<ReadAccess | null> {
  const [book] = await db
    .select()
    .from(ebooks)
    .where(UUID.test(key) ? or(eq(ebooks.id, key), eq(ebooks.slug, key)) : eq(ebooks.slug, key))
    .limit(1);
  if (!book) return null;
  if (mayView(user, book)) return { book, access: 'full' };
  if (user && ((await hasBought(db, user.id, book.id)) || (await hasRedeemed(db, user.id, book.id)) || (await hasSeat(db, user.id, book.id)))) return { book, access: 'full' };
  const freeToAll = isPublic(book) && book.finalPrice <= 0;
  if (user && !freeToAll) {
    const viaClass = await classReadAccess(db, user, book);
    if (viaClass) return { book, access: viaClass };
  }
  if (!isPublic(book)) return null;
  return { book, access: book.finalPrice <= 0 ? 'full' : 'preview' };
}
