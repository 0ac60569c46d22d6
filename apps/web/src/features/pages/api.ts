import type { PublicStaticPage, PublicStaticPageResponse } from '@folio/shared';
import { apiSlice, listTag } from '../../http/api';

const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A public static page by its slug (GET /api/public/pages/{slug}). */
    publicPage: build.query<PublicStaticPage, string>({
      query: (slug) => `/public/pages/${encodeURIComponent(slug)}`,
      transformResponse: (answer: PublicStaticPageResponse) => answer.data,
      // Keyed by slug, not id: any write to the static pages marks it stale.
      providesTags: [listTag('static-pages')],
    }),
  }),
});

export const { usePublicPageQuery } = pagesApi;
