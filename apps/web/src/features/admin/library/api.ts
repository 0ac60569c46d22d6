import type { LibraryBook, LibraryListResponse } from '@folio/shared';
import { apiSlice } from '../../../http/api';

const myLibraryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/me/library: the books of the signed-in reader's paid orders. */
    myLibrary: build.query<LibraryBook[], void>({
      query: () => ({ url: '/me/library', params: { per_page: 100 } }),
      transformResponse: (answer: LibraryListResponse) => answer.data,
      providesTags: ['library'],
    }),
  }),
});

export const { useMyLibraryQuery } = myLibraryApi;
