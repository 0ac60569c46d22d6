import { isDeepStrictEqual } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { headingContents, STUDY_MESSAGES, type BookContents, type BookElement, type BookPage, type ContentsEntry } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages, ebooks } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { pagesChangedBy } from '../ebooks/workflow.ts';
import { inCurrentFormat } from '../pages/format.ts';
import { totalPagesOf } from '../reading/presenter.ts';

/** The heading elements of a page's JSON, picked out by the database: a long book's pages never travel whole. */
const HEADINGS_ONLY = '$[*] ? (@.type == "heading")';

/** The book's headings, page by page: one small row per page, along the (ebook_id, position) index. */
async function headingsOf(db: Db, book: EbookRow): Promise<ContentsEntry[]> {
  const rows = await db
    .select({ id: ebookPages.id, elements: sql<BookElement[]>`coalesce(jsonb_path_query_array(${ebookPages.data}->'elements', ${HEADINGS_ONLY}::jsonpath), '[]'::jsonb)` })
    .from(ebookPages)
    .where(eq(ebookPages.ebookId, book.id))
    .orderBy(asc(ebookPages.position));
  // A page of an older format is brought to today's like any page read (only its headings are there to migrate).
  return headingContents(inCurrentFormat(rows.map((row) => ({ id: row.id, data: { elements: row.elements } as BookPage })), book.schemaVersion));
}

/**
 * A book's contents for its reader (issue 53): the author's own list when they keep one, else the book's headings.
 * A PDF book's are the PDF's outline, which the reader reads from the file itself. An entry of the author's list
 * past the book's last page (the book lost pages since) is left out rather than sent to a page that is not there.
 * The whole book's contents, also to a reader of its preview: like a shop's look inside, they show what is in it.
 */
export async function bookContents(db: Db, book: EbookRow): Promise<BookContents> {
  if (book.contents) return { source: 'author', entries: book.contents.filter((entry) => entry.page < totalPagesOf(book)) };
  if (book.bookType === 'pdf') return { source: 'headings', entries: [] };
  return { source: 'headings', entries: await headingsOf(db, book) };
}

/**
 * Keeps the author's list (null: the headings again). Every entry opens a page of the book, else 422 on its
 * `entries.N.page`. Like a change of the pages, it sends an approved book back to approval unless an admin made it
 * (decision 003): readers see the list.
 */
export async function saveContents(db: Db, user: Actor, book: EbookRow, entries: ContentsEntry[] | null): Promise<BookContents> {
  const pages = totalPagesOf(book);
  const errors = Object.fromEntries((entries ?? []).flatMap((entry, i) => (entry.page < pages ? [] : [[`entries.${i}.page`, [STUDY_MESSAGES.contentsInvalidPage]]])));
  if (Object.keys(errors).length) throw validationFailed(errors);
  // The same list again changes nothing, and sends no book back to approval.
  if (isDeepStrictEqual(book.contents, entries)) return bookContents(db, book);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.update(ebooks).set({ contents: entries, updatedAt: new Date() }).where(eq(ebooks.id, book.id)).returning();
    await pagesChangedBy(tx, user, book.id);
    return row!;
  });
  return bookContents(db, saved);
}
