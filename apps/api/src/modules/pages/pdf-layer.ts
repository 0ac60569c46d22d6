import { count, eq } from 'drizzle-orm';
import { pdfLayerIds, pdfLayerPages, isPdfLayerOrder, blankLayerPage, PDF_LAYER_MESSAGES, type BookPage, type PagesSave } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookPages } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { PageOrderError } from './errors.ts';
import { pageBytes } from './format.ts';
import { readPages } from './store.ts';

/** What these functions need of a book's row. */
interface BookKind {
  id: string;
  bookType: string;
  pdfPageCount: number | null;
}

/**
 * A book's pages as the page API answers them: an e-book's stored pages, or a PDF book's interactive layer, one
 * page per page of its PDF, blank where nothing was put yet (decision 021).
 */
export async function readBookPages(db: Db, book: BookKind): Promise<BookPage[]> {
  const stored = await readPages(db, 'ebook', book.id);
  return book.bookType === 'pdf' ? pdfLayerPages(stored, book.pdfPageCount ?? 0) : stored;
}

/**
 * A save of a PDF book's layer keeps the PDF's pages in the PDF's order: 422 while the PDF's pages are not counted
 * yet (its processing), 422 for any other order. Checked before anything is written.
 */
export function checkPdfLayerSave(book: BookKind, save: PagesSave) {
  if (!book.pdfPageCount) throw new HttpError(422, PDF_LAYER_MESSAGES.notProcessed);
  if (!isPdfLayerOrder(save.order, book.pdfPageCount)) throw new PageOrderError('order', PDF_LAYER_MESSAGES.fixedPages);
}

/**
 * Stores a blank layer page for each PDF page that has none yet, in the caller's transaction, so that a save of
 * some pages finds every page of its order stored or sent (pages/store.ts), as an e-book's does. Rows already
 * there are left as they are.
 */
export async function ensurePdfLayerRows(tx: Db, book: BookKind) {
  // Once every page is stored (every save after the first), an autosave writes nothing here: one count on the index.
  const [stored] = await tx.select({ n: count() }).from(ebookPages).where(eq(ebookPages.ebookId, book.id));
  if ((stored?.n ?? 0) >= (book.pdfPageCount ?? 0)) return;
  const rows = pdfLayerIds(book.pdfPageCount ?? 0).map((id, position) => {
    const page = blankLayerPage(id);
    return { ebookId: book.id, id, position, data: page, bytes: pageBytes(page) };
  });
  if (rows.length) await tx.insert(ebookPages).values(rows).onConflictDoNothing();
}
