import { EbookFormSchema, PDF_LAYER_MESSAGES, type BookPage } from '@folio/shared';
import { HttpError, validationFailed } from '../../lib/http-error.ts';
import { copyPages } from '../pages/format.ts';
import { acceptPages } from '../pages/incoming.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from './presenter.ts';
import { createEbook, linksOf, type WriteContext } from './write.ts';

/**
 * 'Keep mine as a copy' after a save conflict: a new draft book of the user's, with the basic info of `book`
 * and the given pages (new page and element ids), made like any new book (createEbook: owner, publisher,
 * approval, unique slug) in its one transaction. The pages are checked before anything is written, so a bad
 * element or a book too large leaves nothing behind.
 */
export async function copyBook(ctx: WriteContext, user: Actor, book: EbookRow, title: string, pages: BookPage[]): Promise<EbookRow> {
  if (book.bookType === 'pdf') throw new HttpError(422, PDF_LAYER_MESSAGES.notCopied);
  const accepted = acceptPages(pages, (index) => index);
  const { authorIds, categoryIds } = await linksOf(ctx.db, book.id);
  const form = EbookFormSchema.safeParse({
    title,
    description: book.description,
    translations: book.translations,
    author_ids: authorIds,
    category_ids: categoryIds,
    status: 'draft',
    book_type: 'ebook',
    page_dimension: book.pageDimension,
    width: book.width,
    height: book.height,
    orientation: book.orientation,
    cover_image: book.coverImage,
    price: book.price,
    discount: book.discount,
    discount_type: book.discountType,
  });
  if (!form.success) throw validationFailed(Object.fromEntries(form.error.issues.map((issue) => [issue.path.join('.') || '_root', [issue.message]])));
  return createEbook(ctx, user, form.data, copyPages(accepted));
}
