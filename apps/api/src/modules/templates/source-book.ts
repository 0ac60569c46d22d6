import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebooks, templates } from '../../db/schema.ts';
import { shareRefusal } from './policy.ts';

/**
 * Keeps "never shared from a paid, pending, rejected or deleted book" true after the share: run in the
 * transaction that changes or deletes a book, after the change, it makes the templates saved from that book
 * private again when the book may no longer be given away (policy: shareRefusal). Sharing reads the book's
 * row locked (service: share), so a share and a change of the book never both win.
 */
export async function unshareTemplatesOfBook(tx: Db, ebookId: string) {
  const [source] = await tx.select({ finalPrice: ebooks.finalPrice, approvalStatus: ebooks.approvalStatus }).from(ebooks).where(eq(ebooks.id, ebookId));
  if (shareRefusal({ sourceEbookId: ebookId }, source) === null) return;
  await tx.update(templates).set({ shared: false }).where(and(eq(templates.sourceEbookId, ebookId), eq(templates.shared, true)));
}
