import type { BookPage, Ebook } from '@folio/shared';
import { api } from '../../../http/client';
import { fetchPages, putPages, type DocumentKind } from '../screen/documentApi';

/** Under the server's body limit (1 MiB by default) with room to spare. */
const CHUNK_BYTES = 512 * 1024;

/**
 * Saves a whole set of pages into a document, in as many saves as its size needs: each save adds the next
 * pages and names the order of all pages sent so far. Answers the final version.
 */
export async function putAllPages(kind: DocumentKind, id: string, pages: readonly BookPage[], version: number): Promise<number> {
  let current = version;
  const order: string[] = [];
  let batch: BookPage[] = [];
  let bytes = 0;
  const send = async () => {
    order.push(...batch.map((p) => p.id));
    current = await putPages(kind, id, { version: current, pages: batch, order: [...order] });
    batch = [];
    bytes = 0;
  };
  for (const page of pages) {
    const size = JSON.stringify(page).length;
    if (batch.length && bytes + size > CHUNK_BYTES) await send();
    batch.push(page);
    bytes += size;
  }
  if (batch.length) await send();
  return current;
}

/** My pages with new page ids, so that the copy shares no ids with the book it came from. */
const withNewIds = (pages: readonly BookPage[]) => pages.map((p) => ({ ...p, id: crypto.randomUUID() }));

/**
 * 'Keep mine as a copy' for a book: a new draft book with the same basic info, holding this editor's
 * pages. The API has no call for that in one step: create the book, read its version, save every page into
 * it (which also removes the blank first page a new book starts with).
 */
export async function copyBookWithPages(book: Ebook, title: string, pages: readonly BookPage[]): Promise<string> {
  const { data } = await api.post<{ data: Ebook }>(
    '/admin/ebooks',
    {
      title,
      description: book.description,
      author_ids: book.authors.map((a) => a.id),
      category_ids: book.categories.map((c) => c.id),
      status: 'draft',
      book_type: 'ebook',
      page_dimension: book.page_dimension,
      width: book.width,
      height: book.height,
      orientation: book.orientation,
      cover_image: book.cover_image,
      price: book.price,
      discount: book.discount,
      discount_type: book.discount_type,
    },
    { notify: false },
  );
  const copy = data.data;
  const { version } = await fetchPages('ebook', copy.id);
  await putAllPages('ebook', copy.id, withNewIds(pages), version);
  return copy.id;
}

/**
 * 'Keep mine as a copy' for a template: the API makes templates only from books, so my version is kept as a
 * JSON file of its pages, downloaded by the browser.
 */
export function downloadPages(fileName: string, pages: readonly BookPage[]) {
  const blob = new Blob([JSON.stringify({ pages }, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
