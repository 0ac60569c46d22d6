import { desc, eq, inArray, max, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { BUYER_DOWNLOAD_FORMATS, type LibraryListResponse, type LibraryQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, orderItems, orders } from '../../db/schema.ts';
import { presentPublicEbook } from '../ebooks/presenter.ts';
import { relatedOf } from '../ebooks/query.ts';
import { readPage } from '../../lib/listing.ts';
import { finishedExportsOf } from '../exports/files-out.ts';
import { grantingOrdersOf } from './purchases.ts';
import { redeemedBooksOf } from '../access-codes/grants.ts';

/**
 * GET /api/me/library: the books of the caller's paid orders (orders_user_idx) and redeemed access codes, each once, the latest
 * bought first, in the public list's fields plus when it was bought and the exports its buyer may download. A bought book stays in the library
 * when it is unpublished later; a refunded or cancelled order takes it out.
 */
export function listLibrary(db: Db, userId: string, q: LibraryQuery): Promise<LibraryListResponse> {
  // A book redeemed with an access code is in the library as if bought, from when it was redeemed (decision 022).
  const granted = unionAll(
    db
      .select({ ebookId: sql<string>`${orderItems.ebookId}`.as('ebook_id'), at: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.as('at') })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(grantingOrdersOf(userId)),
    redeemedBooksOf(db, userId),
  ).as('granted');
  const purchases = db
    .select({ ebookId: granted.ebookId, boughtAt: max(granted.at).as('bought_at') })
    .from(granted)
    .groupBy(granted.ebookId)
    .as('purchases');
  return readPage(
    q,
    {
      rows: (limit, offset) =>
        db
          .select({ ebookId: purchases.ebookId, purchasedAt: sql<string>`to_char(${purchases.boughtAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` })
          .from(purchases)
          .innerJoin(ebooks, eq(ebooks.id, purchases.ebookId))
          .orderBy(desc(purchases.boughtAt), desc(ebooks.id))
          .limit(limit)
          .offset(offset),
      count: async () => {
        const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(purchases).innerJoin(ebooks, eq(ebooks.id, purchases.ebookId));
        return counted?.n ?? 0;
      },
    },
    async (page) => {
      const ids = page.map((p) => p.ebookId!);
      const rows = ids.length ? await db.select().from(ebooks).where(inArray(ebooks.id, ids)) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const offered = rows.filter((r) => r.buyerDownloads).map((r) => r.id);
      const [related, exported] = await Promise.all([relatedOf(db, rows), finishedExportsOf(db, offered)]);
      const downloads = (id: string) => BUYER_DOWNLOAD_FORMATS.filter((format) => exported.some((e) => e.ebookId === id && e.format === format));
      return page.map((p) => ({ ...presentPublicEbook(byId.get(p.ebookId!)!, related), purchased_at: p.purchasedAt, downloads: downloads(p.ebookId!) }));
    },
  );
}
