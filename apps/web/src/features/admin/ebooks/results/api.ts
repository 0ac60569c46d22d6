import type { BookResults, BookResultsResponse } from '@folio/shared';
import { apiSlice } from '../../../../http/api';

const resultsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** How the readers answered a book's questions (GET /api/admin/ebooks/{id}/results): always read afresh. */
    bookResults: build.query<BookResults, string>({
      query: (id) => `/admin/ebooks/${encodeURIComponent(id)}/results`,
      transformResponse: (answer: BookResultsResponse) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useBookResultsQuery } = resultsApi;
