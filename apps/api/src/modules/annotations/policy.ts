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
 * revealed). What else an action needs is this table: whether the book must be one the user may open in the
 * reader (a preview included); any other book id is 404 alike, whether it exists or not.
 */
const RULES = {
  notes: {
    list: { readableBook: true },
    create: { readableBook: true },
    // A note moves only to another page of its own book, so the book is read as for a new note.
    move: { readableBook: true },
    // A reader's own note stays theirs to edit or delete when the book is no longer open to them (unpublished, say).
    update: { readableBook: false },
    delete: { readableBook: false },
  },
  drawings: {
    list: { readableBook: true },
    save: { readableBook: true },
    clear: { readableBook: true },
  },
} as const satisfies Record<string, Record<string, { readableBook: boolean }>>;

type Kind = keyof typeof RULES;
/** The book, for the actions whose rule reads it. */
type BookOf<K extends Kind, A extends keyof (typeof RULES)[K]> = (typeof RULES)[K][A] extends { readableBook: true } ? EbookRow : undefined;

/**
 * Throws unless the table lets `user` take `action` on annotations of the book `ebookId` names (a function for
 * a book that costs a query to learn, asked only when the rule reads it). Answers the book when the rule read it.
 */
export async function authorize<K extends Kind, A extends keyof (typeof RULES)[K]>(
  db: Db,
  user: Actor,
  kind: K,
  action: A,
  ebookId: string | (() => Promise<string>),
): Promise<BookOf<K, A>> {
  if (!(RULES[kind][action] as { readableBook: boolean }).readableBook) return undefined as BookOf<K, A>;
  const access = await readAccess(db, user, typeof ebookId === 'string' ? ebookId : await ebookId());
  if (!access) throw notFound(ANNOTATION_MESSAGES.bookNotFound);
  return access.book as BookOf<K, A>;
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
