import type { Inquiry, InquiryStatus, InquiryWrittenResponse } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';
import { resourceChanged } from '../../resources/api';

const inquiriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    setInquiryStatus: build.mutation<Inquiry, { id: string; status: InquiryStatus; notify: boolean }>({
      query: ({ id, status, notify }) => ({ url: `/admin/inquiries/${id}/status`, method: 'patch', body: { status }, notify }),
      transformResponse: (answer: InquiryWrittenResponse) => answer.data,
      invalidatesTags: onSuccess(({ id }) => resourceChanged('inquiries', id)),
    }),
  }),
});

export const { useSetInquiryStatusMutation } = inquiriesApi;
