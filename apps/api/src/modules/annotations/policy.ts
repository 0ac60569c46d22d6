import { and, eq, inArray, lt } from 'drizzle-orm';
import { ANNOTATION_MESSAGES, pdfPageId, pdfPageNumberOf, ROLES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { forbidden, notFound, validationFailed } from '../../lib/http-error.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { readAccess, type ReadAccess } from '../reading/access.ts';
import { BEYOND_PREVIEW } from '../reading/pages.ts';
import { readablePagesOf } from '../reading/presenter.ts';

/**
 * Notes and drawings belong to their writer alone (architecture.md §4): every query of this module is scoped by
 * the signed-in user's id, so another reader's rows are never found (404, not 403: their existence is not
 * revealed). Every action, on notes and drawings alike, also needs the book to be one the user may open in the
 * reader now (a preview included; reading/access.ts), and a note the page it is on: a reader who lost the book
 * (a refunded order, an unpublished book, a free book made paid) can no longer see, edit or delete their notes
 * on what they may no longer read, which stay as they were until it opens to them again.
 *
 * The rule table is in the shape of lib/policy.ts: its subject is what the reader may read of the book; a book
 * they may not open is 404, whether it exists or not.
 */
const policy: Policy<'annotate', ReadAccess> = definePolicy<'annotate', ReadAccess>({
  // Every signed-in reader keeps notes and drawings of their own.
  // Pupils of a class keep notes and drawings on what they read, like everyone.
  annotate: { roles: ROLES },
}, { notFound: ANNOTATION_MESSAGES.bookNotFound });

/** Throws 404 unless `user` may open the book `ebookId` names, whether it exists or not; answers what they may read of it. */
export async function authorize(db: Db, user: Actor, ebookId: string): Promise<ReadAccess> {
  const access = (await readAccess(db, user, ebookId)) ?? undefined;
  policy.authorize(user, 'annotate', access);
  return access;
}

/** The ids of the pages the reader may open: null for the whole book, else the preview's (reading/presenter.ts). */
export async function openPageIds(db: Db, found: ReadAccess): Promise<Set<string> | null> {
  if (found.access === 'full') return null;
  const readable = readablePagesOf(found);
  if (found.book.bookType === 'pdf') return new Set(Array.from({ length: readable }, (_, i) => pdfPageId(i + 1)));
  const rows = await db.select({ id: ebookPages.id }).from(ebookPages).where(and(eq(ebookPages.ebookId, found.book.id), lt(ebookPages.position, readable)));
  return new Set(rows.map((r) => r.id));
}

/** 403, as for reading it, when a note is written on a page of the book past the preview this reader may open. */
export async function checkPageOpen(db: Db, found: ReadAccess, pageId: string) {
  const open = await openPageIds(db, found);
  if (open && !open.has(pageId)) throw forbidden(BEYOND_PREVIEW);
}

/**
 * 404 for a note (or another of the reader's own marks, with its own `message`: a highlight) on a page the reader may
 * no longer open: it is out of their reach, and left out of their list.
 */
export async function checkNoteInReach(db: Db, found: ReadAccess, pageId: string, message: string = ANNOTATION_MESSAGES.noteNotFound) {
  const open = await openPageIds(db, found);
  if (open && !open.has(pageId)) throw notFound(message);
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
