import type { Conversion } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

const conversionTag = (id: string) => ({ type: 'ebooks' as const, id: `conversion:${id}` });
const conversionsUrl = (id: string) => `/admin/ebooks/${encodeURIComponent(id)}/conversions`;

const conversionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The user's latest conversion of a PDF book into editable pages (GET …/conversions/latest), or null. */
    latestConversion: build.query<Conversion | null, string>({
      query: (id) => ({ url: `${conversionsUrl(id)}/latest` }),
      transformResponse: (answer: { data: Conversion | null }) => answer.data,
      providesTags: (_result, _error, id) => [conversionTag(id)],
      keepUnusedDataFor: 0,
    }),
    /** Starts one (POST …/conversions); the server's message is the toast, and the latest is read again. */
    startConversion: build.mutation<Conversion, string>({
      query: (id) => ({ url: conversionsUrl(id), method: 'post' }),
      transformResponse: (answer: { data: Conversion }) => answer.data,
      invalidatesTags: onSuccess((id: string) => [conversionTag(id)]),
    }),
  }),
});

export const { useLatestConversionQuery, useStartConversionMutation } = conversionsApi;
