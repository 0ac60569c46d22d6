import type { BookExport, ExportFormat, ExportInput } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

const exportsTag = (id: string) => ({ type: 'ebooks' as const, id: `exports:${id}` });
export const exportsUrl = (id: string) => `/admin/ebooks/${encodeURIComponent(id)}/exports`;

const exportsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The book's latest export of each format (GET /api/admin/ebooks/{id}/exports). */
    bookExports: build.query<BookExport[], string>({
      query: (id) => ({ url: exportsUrl(id) }),
      transformResponse: (answer: { data: BookExport[] }) => answer.data,
      providesTags: (_result, _error, id) => [exportsTag(id)],
      keepUnusedDataFor: 0,
    }),
    /** Starts an export (POST …/exports); the server's message is the toast, and the list is read again. */
    startExport: build.mutation<BookExport, { id: string; format: ExportFormat }>({
      query: ({ id, format }) => ({ url: exportsUrl(id), method: 'post', body: { format } satisfies ExportInput }),
      transformResponse: (answer: { data: BookExport }) => answer.data,
      invalidatesTags: onSuccess(({ id }: { id: string }) => [exportsTag(id)]),
    }),
  }),
});

export const { useBookExportsQuery, useStartExportMutation } = exportsApi;
