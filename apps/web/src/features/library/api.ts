import type { Language, ListResponse, PublicCategory, PublicEbook, PublicEbookResponse } from '@folio/shared';
import type { PublicBookQuery } from './libraryQuery';
import { apiSlice, listTag } from '../../http/api';
import { errorStatus } from '../../http/client';

/**
 * The public catalogue: approved, published books, and the genres a visitor can filter them by, in the visitor's
 * language (`lng`, part of every argument: a new language is a new query).
 */
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
    publicBook: build.query<PublicEbook, { key: string; lng: Language }>({
      query: ({ key, lng }) => ({ url: `/public/ebooks/${encodeURIComponent(key)}`, params: { lng } }),
      transformResponse: (answer: PublicEbookResponse) => answer.data,
    }),
    /** The active genres that have public books (GET /api/public/categories). */
    publicCategories: build.query<PublicCategory[], Language>({
      query: (lng) => ({ url: '/public/categories', params: { lng } }),
      transformResponse: (answer: { data: PublicCategory[] }) => answer.data,
      providesTags: [listTag('categories')],
    }),
  }),
});

export const { usePublicBooksQuery, usePublicBookPagesInfiniteQuery, usePublicBookQuery, usePublicCategoriesQuery } = libraryApi;

/** Whether a failed read was a 404. */
export const isNotFound = (error: unknown): boolean => errorStatus(error) === 404;
