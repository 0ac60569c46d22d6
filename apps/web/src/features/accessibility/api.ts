import type { AccessibilityReport } from '@folio/shared';
import { apiSlice } from '../../http/api';

/** The book's accessibility report as the server makes it (GET …/accessibility): the admin page's section. */
const accessibilityApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    ebookAccessibility: build.query<AccessibilityReport, string>({
      query: (id) => `/admin/ebooks/${encodeURIComponent(id)}/accessibility`,
      transformResponse: (answer: { data: AccessibilityReport }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'ebooks', id }],
    }),
  }),
});

export const { useEbookAccessibilityQuery } = accessibilityApi;
