import type { BookHolding, LibraryBook, LibraryListResponse } from '@folio/shared';
import { apiSlice } from '../../http/api';

const myLibraryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/me/library: the books of the signed-in reader's paid orders. */
    myLibrary: build.query<LibraryBook[], void>({
      query: () => ({ url: '/me/library', params: { per_page: 100 } }),
      transformResponse: (answer: LibraryListResponse) => answer.data,
      providesTags: ['library'],
    }),
    /** GET /api/me/library/{id}/holding: whether the signed-in reader owns a book, or awaits an order's payment for it. */
    bookHolding: build.query<BookHolding, string>({
      query: (id) => ({ url: `/me/library/${encodeURIComponent(id)}/holding` }),
      transformResponse: (answer: { data: BookHolding }) => answer.data,
      providesTags: ['library'],
    }),
  }),
});

export const { useMyLibraryQuery, useBookHoldingQuery } = myLibraryApi;
