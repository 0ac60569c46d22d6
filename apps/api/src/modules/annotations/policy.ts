import { ANNOTATION_MESSAGES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { readAccess } from '../reading/access.ts';

/**
 * Notes and drawings belong to their writer alone (DESIGN.md §4): every query of this module is scoped by
 * the signed-in user's id, so another reader's rows are never found (404, not 403: their existence is not
 * revealed). They are kept only for a book the user may open in the reader (a preview included); any other
 * book id is 404 alike, whether it exists or not.
 */
export async function requireAnnotatableBook(db: Db, user: UserRow, ebookId: string) {
  const access = await readAccess(db, user, ebookId);
  if (!access) throw notFound(ANNOTATION_MESSAGES.bookNotFound);
  return access.book;
}
