import type { Version, VersionCreate, VersionList, VersionRestored, VersionSummary, VersionWritten } from '@folio/shared';
import { apiSlice, onSuccess } from '../../http/api';

const versionsUrl = (bookId: string) => `/admin/ebooks/${encodeURIComponent(bookId)}/versions`;
/** The history of one book, under the book's own tag type. */
const versionsTag = (bookId: string) => ({ type: 'ebooks' as const, id: `versions:${bookId}` });
/** The book itself: its basic info and version (the tag the editor's page saves invalidate, editor/api.ts). */
const bookTag = (bookId: string) => ({ type: 'ebooks' as const, id: bookId });

/**
 * A book's version history (decision 019). The writes word their outcome in the history's own texts, so they do not
 * toast the server's English; a refusal is shown in the dialog, never by leaving the editor (a 401 or 403 stays here).
 */
const versionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The versions, newest first, without their pages (GET …/versions). */
    bookVersions: build.query<VersionSummary[], string>({
      query: (bookId) => ({ url: versionsUrl(bookId), params: { per_page: 100 }, redirectOnAuthError: false }),
      transformResponse: (answer: VersionList) => answer.data,
      providesTags: (_result, _error, bookId) => [versionsTag(bookId)],
      keepUnusedDataFor: 0,
    }),
    /** One version with all its pages, to look at (GET …/versions/{versionId}). */
    bookVersion: build.query<Version, { bookId: string; versionId: string }>({
      query: ({ bookId, versionId }) => ({ url: `${versionsUrl(bookId)}/${encodeURIComponent(versionId)}`, redirectOnAuthError: false }),
      transformResponse: (answer: { data: Version }) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /** Names a version of the pages as they are now (POST …/versions). */
    makeBookVersion: build.mutation<VersionSummary, { bookId: string } & VersionCreate>({
      query: ({ bookId, name }) => ({ url: versionsUrl(bookId), method: 'post', body: { name } satisfies VersionCreate, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: VersionWritten) => answer.data,
      invalidatesTags: onSuccess(({ bookId }) => [versionsTag(bookId)]),
    }),
    /**
     * Restores a version (POST …/versions/{versionId}/restore): the book's pages and version change, so the book's
     * tag is invalidated with the history's, as a page save invalidates it (editor/api.ts).
     */
    restoreBookVersion: build.mutation<VersionRestored['data'], { bookId: string; versionId: string }>({
      query: ({ bookId, versionId }) => ({ url: `${versionsUrl(bookId)}/${encodeURIComponent(versionId)}/restore`, method: 'post', notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: VersionRestored) => answer.data,
      invalidatesTags: onSuccess(({ bookId }) => [versionsTag(bookId), bookTag(bookId)]),
    }),
  }),
});

export const { useBookVersionsQuery, useBookVersionQuery, useMakeBookVersionMutation, useRestoreBookVersionMutation } = versionsApi;
