import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BookmarksUpdateSchema, StoredBookmark } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readerBookmarks } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import { checkBookPages, openPageIds } from '../annotations/policy.ts';
import type { ReadAccess } from '../reading/access.ts';
import { BEYOND_PREVIEW } from '../reading/pages.ts';
import { presentBookmark } from './presenter.ts';

const ofBook = (userId: string, ebookId: string) => and(eq(readerBookmarks.userId, userId), eq(readerBookmarks.ebookId, ebookId));

/**
 * The reader's bookmarks in a book, oldest first: only those on pages they may open now (a reader who lost the
 * book keeps the rest, out of sight, as with notes).
 */
export async function listBookmarks(db: Db, userId: string, found: ReadAccess): Promise<StoredBookmark[]> {
  const open = await openPageIds(db, found);
  const rows = await db.select().from(readerBookmarks).where(ofBook(userId, found.book.id)).orderBy(asc(readerBookmarks.createdAt), asc(readerBookmarks.pageId));
  return rows.filter((row) => !open || open.has(row.pageId)).map(presentBookmark);
}

/**
 * Writes the reader's list as they now have it: pages left out are unmarked, the others keep the time they were
 * first marked. A page newly marked must be one of the book's and open to the reader (403 past a preview); one
 * already marked stays accepted even if the author has since removed it, so that the reader's list can always be
 * saved. Bookmarks out of the reader's reach are neither shown nor touched.
 */
export async function saveBookmarks(db: Db, userId: string, found: ReadAccess, input: z.output<typeof BookmarksUpdateSchema>): Promise<StoredBookmark[]> {
  const { bookmarks } = input;
  const pageIds = bookmarks.map((b) => b.page_id);
  const stored = new Set((await db.select({ pageId: readerBookmarks.pageId }).from(readerBookmarks).where(ofBook(userId, found.book.id))).map((r) => r.pageId));
  const fresh = pageIds.filter((id) => !stored.has(id));
  // As for a note: a page the book does not have is 422, one of its pages past the preview 403.
  if (fresh.length) await checkBookPages(db, found.book, fresh);
  const open = await openPageIds(db, found);
  if (open && pageIds.some((id) => !open.has(id))) throw forbidden(BEYOND_PREVIEW);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(readerBookmarks).where(and(
      ofBook(userId, found.book.id),
      pageIds.length ? notInArray(readerBookmarks.pageId, pageIds) : undefined,
      open ? inArray(readerBookmarks.pageId, [...open]) : undefined,
    ));
    if (!bookmarks.length) return;
    await tx
      .insert(readerBookmarks)
      .values(bookmarks.map((b) => ({
        userId,
        ebookId: found.book.id,
        pageId: b.page_id,
        label: b.label,
        // A visitor's bookmark brought into the account keeps its own time, never one yet to come.
        createdAt: b.created_at && new Date(b.created_at) < now ? new Date(b.created_at) : now,
      })))
      .onConflictDoUpdate({ target: [readerBookmarks.userId, readerBookmarks.ebookId, readerBookmarks.pageId], set: { label: sql`excluded.label` } });
  });
  return listBookmarks(db, userId, found);
}
