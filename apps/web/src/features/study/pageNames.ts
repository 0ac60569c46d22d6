import type { ReaderPageEntry } from '../reader/readerBook';

/** A page's place in the book (from 0) and its name, by id: bookmarks and highlights keep a page's id. */
export function pagesById(pages: readonly ReaderPageEntry[]): Map<string, { index: number; name: string }> {
  return new Map(pages.map((page, index) => [page.id, { index, name: page.name }]));
}
