import { and, eq, inArray } from 'drizzle-orm';
import { ANNOTATION_MESSAGES, pdfPageNumberOf } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { readAccess } from '../reading/access.ts';

/**
 * Notes and drawings belong to their writer alone (DESIGN.md §4): every query of this module is scoped by
 * the signed-in user's id, so another reader's rows are never found (404, not 403: their existence is not
 * revealed). They are kept only for a book the user may open in the reader (a preview included); any other
 * book id is 404 alike, whether it exists or not.
 */
export async function requireAnnotatableBook(db: Db, user: Actor, ebookId: string) {
  const access = await readAccess(db, user, ebookId);
  if (!access) throw notFound(ANNOTATION_MESSAGES.bookNotFound);
  return access.book;
}

/**
 * 422 on `page_id` unless every page id is one of the book's pages: a stored page of a book of pages, or
 * for a PDF book the reader's id of a page within its page count (`pdf-page-<n>`, pdfPageId). Nothing is
 * stored for pages the book does not have.
 */
export async function checkBookPages(db: Db, book: EbookRow, pageIds: string[]) {
  const wanted = [...new Set(pageIds)];
  let known: number;
  if (book.bookType === 'pdf') {
    known = wanted.filter((id) => {
      const n = pdfPageNumberOf(id);
      return n !== null && n <= (book.pdfPageCount ?? 0);
    }).length;
  } else {
    const rows = await db.select({ id: ebookPages.id }).from(ebookPages).where(and(eq(ebookPages.ebookId, book.id), inArray(ebookPages.id, wanted)));
    known = rows.length;
  }
  if (known !== wanted.length) throw validationFailed({ page_id: [ANNOTATION_MESSAGES.notAPage] });
}
