import axios from 'axios';
import { PUBLIC_EBOOK_SORTS, type ListResponse, type Named, type PublicEbook, type PublicEbookSort } from '@folio/shared';
import { fetchData } from '../../http/client';

/** Orders of the public list (GET /api/public/ebooks?sort=...). */
export const LIBRARY_SORTS = PUBLIC_EBOOK_SORTS;
export type LibrarySort = PublicEbookSort;

export interface PublicBookQuery {
  page: number;
  per_page: number;
  search?: string;
  category_id?: string;
  sort?: LibrarySort;
}

/** One page of the approved, published books. Empty filters stay out of the query string. */
export function fetchPublicBooks(query: PublicBookQuery): Promise<ListResponse<PublicEbook>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return fetchData<ListResponse<PublicEbook>>('/public/ebooks', params);
}

/** A public book by id or slug. */
export async function fetchPublicBook(key: string): Promise<PublicEbook> {
  return (await fetchData<{ data: PublicEbook }>('/public/ebooks', { id: key })).data;
}

/** The categories of the listed books, by name, each once. */
export function categoriesOf(books: Pick<PublicEbook, 'categories'>[]): Named[] {
  const byId = new Map<string, Named>();
  for (const book of books) for (const c of book.categories) byId.set(c.id, { id: c.id, name: c.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The categories a visitor can filter by: those of the public books (the largest page the API gives), so
 * that no choice leads to an empty list.
 */
export async function fetchPublicCategories(): Promise<Named[]> {
  const books = await fetchPublicBooks({ page: 1, per_page: 100 });
  return categoriesOf(books.data);
}

/** Whether a failed read was a 404 (fetchData keeps the HTTP error as the cause). */
export function isNotFound(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return axios.isAxiosError(cause) && cause.response?.status === 404;
}
