import { BOOK_SCHEMA_VERSION, type BookCopy, type BookPage, type Ebook } from '@folio/shared';
import { api } from '../../../http/client';
import { collectionOf } from '../screen/documentApi';

/**
 * 'Keep mine as a copy' for a book: a new draft book with the basic info of `book`, holding this editor's
 * pages (in today's format, as the editor holds them). One request: the API makes the book and its pages,
 * with new ids, together or not at all. Answers the new book's id.
 */
export async function copyBookWithPages(book: Ebook, title: string, pages: readonly BookPage[]): Promise<string> {
  const body: BookCopy = { title, pages: [...pages], schema_version: BOOK_SCHEMA_VERSION };
  const { data } = await api.post<{ data: Ebook }>(`${collectionOf('ebook')}/${encodeURIComponent(book.id)}/copies`, body, { notify: false });
  return data.data.id;
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
