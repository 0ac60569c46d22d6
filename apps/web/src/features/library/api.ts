import type { ListResponse, PublicCategory, PublicEbook, PublicEbookResponse, PublicEbookSort } from '@folio/shared';
import { apiSlice, listTag } from '../../http/api';
import { errorStatus } from '../../http/client';

/**
 * Orders of the public list (GET /api/public/ebooks?sort=...), in the order the filter offers them. Listed
 * here rather than imported with the e-book schemas, whose module would bring zod into the library's first
 * load; a record of every PublicEbookSort, so that the list cannot miss or invent one.
 */
const SORTS: Record<PublicEbookSort, true> = { newest: true, title: true, price_asc: true, price_desc: true };
export const LIBRARY_SORTS = Object.keys(SORTS) as PublicEbookSort[];
export type LibrarySort = PublicEbookSort;

export interface PublicBookQuery {
  page: number;
  per_page: number;
  search?: string;
  category_id?: string;
  sort?: LibrarySort;
}

type Answer<T> = { data: T };

/** The public catalogue: approved, published books, and the genres a visitor can filter them by. */
export const libraryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the books; empty filters stay out of the query string. */
    publicBooks: build.query<ListResponse<PublicEbook>, PublicBookQuery>({
      query: (params) => ({ url: '/public/ebooks', params: { ...params } }),
      providesTags: [listTag('ebooks')],
    }),
    /** Page after page of the books, for a list that grows ('Show More'). */
    publicBookPages: build.infiniteQuery<ListResponse<PublicEbook>, Omit<PublicBookQuery, 'page'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < lastPage.last_page ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: '/public/ebooks', params: { page: pageParam, ...queryArg } }),
      providesTags: [listTag('ebooks')],
    }),
    /** A public book by id or slug. */
    publicBook: build.query<PublicEbook, string>({
      query: (key) => `/public/ebooks/${encodeURIComponent(key)}`,
      transformResponse: (answer: PublicEbookResponse) => answer.data,
    }),
    /** The active genres that have public books (GET /api/public/categories). */
    publicCategories: build.query<PublicCategory[], void>({
      query: () => '/public/categories',
      transformResponse: (answer: Answer<PublicCategory[]>) => answer.data,
      providesTags: [listTag('categories')],
    }),
  }),
});

export const { usePublicBooksQuery, usePublicBookPagesInfiniteQuery, usePublicBookQuery, usePublicCategoriesQuery } = libraryApi;

/** Whether a failed read was a 404. */
export const isNotFound = (error: unknown): boolean => errorStatus(error) === 404;
