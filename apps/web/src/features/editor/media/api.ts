import type { MediaKind, MediaListResponse } from '@folio/shared';
import { apiSlice } from '../../../http/api';

/** GET /uploads: the signed-in user's own files of a kind, found by name, one page at a time. */
const mediaApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    myMedia: build.query<MediaListResponse, { kind: MediaKind; search: string; page: number }>({
      query: ({ kind, search, page }) => ({ url: '/uploads', params: { kind, search, page } }),
      // A file uploaded from the inspector since is listed the next time the library shows.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMyMediaQuery } = mediaApi;
