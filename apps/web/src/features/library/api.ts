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

/** The genres a visitor can filter by: active ones with public books (GET /api/public/categories). */
export async function fetchPublicCategories(): Promise<Named[]> {
  return (await fetchData<{ data: Named[] }>('/public/categories')).data;
}

/** Whether a failed read was a 404 (fetchData keeps the HTTP error as the cause). */
export function isNotFound(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return axios.isAxiosError(cause) && cause.response?.status === 404;
}
