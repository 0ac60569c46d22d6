import type { Language, PublicStaticPage, PublicStaticPageResponse } from '@folio/shared';
import { apiSlice, listTag } from '../../http/api';

const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A public static page by its slug, in the reader's language when it is written in it (GET /api/public/pages/{slug}?lang=). */
    publicPage: build.query<PublicStaticPage, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => `/public/pages/${encodeURIComponent(slug)}?lang=${lang}`,
      transformResponse: (answer: PublicStaticPageResponse) => answer.data,
      // Keyed by slug, not id: any write to the static pages marks it stale.
      providesTags: [listTag('static-pages')],
    }),
  }),
});

export const { usePublicPageQuery } = pagesApi;
