import type { BookResults, BookResultsQuery, BookResultsResponse, LrsInput, LrsSettings, MarkAnswerInput, QuizAnswer, QuizAnswerWrittenResponse } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../../http/api';

/** A book's results are cached under the book's tag with their own id, so that a mark reads them again and nothing else. */
const resultsTag = (id: string) => ({ type: 'ebooks' as const, id: `results:${id}` });
/** The book's own Results, or an LMS course's (its learners only, for its instructors: modules/lti). */
const resultsUrl = (id: string, course?: string) =>
  course ? `/lti/courses/${encodeURIComponent(course)}/books/${encodeURIComponent(id)}/results` : `/admin/ebooks/${encodeURIComponent(id)}/results`;
const lrsTag = (id: string) => ({ type: 'ebooks' as const, id: `lrs:${id}` });
const lrsUrl = (id: string) => `/admin/ebooks/${encodeURIComponent(id)}/lrs`;

/** Which book (and LMS course, if any), and the days whose answers count (UTC, `to` included); an unset day is no limit. */
type BookResultsArgs = { id: string; course?: string } & BookResultsQuery;

/** A teacher's mark for one reader's short answer (of the course's Results, if any). */
type MarkAnswerArgs = { id: string; course?: string; userId: string; elementId: string } & MarkAnswerInput;

const resultsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** How the readers answered a book's questions (GET /api/admin/ebooks/{id}/results?from&to): always read afresh. */
    bookResults: build.query<BookResults, BookResultsArgs>({
      query: ({ id, course, from, to }) => ({ url: resultsUrl(id, course), params: { from, to } }),
      transformResponse: (answer: BookResultsResponse) => answer.data,
      providesTags: (_result, _error, { id }) => [resultsTag(id)],
      keepUnusedDataFor: 0,
    }),
    /**
     * Marks a reader's short answer by hand (PUT …/results/{userId}/{elementId}). The screen words both the
     * success and the refusal itself (in the interface language), so the client toasts neither; a saved mark
     * reads the results again.
     */
    markAnswer: build.mutation<QuizAnswer, MarkAnswerArgs>({
      query: ({ id, course, userId, elementId, score }) => ({
        url: `${resultsUrl(id, course)}/${encodeURIComponent(userId)}/${encodeURIComponent(elementId)}`,
        method: 'put',
        body: { score } satisfies MarkAnswerInput,
        notify: false,
      }),
      transformResponse: (answer: QuizAnswerWrittenResponse) => answer.data,
      invalidatesTags: onSuccess(({ id }: MarkAnswerArgs) => [resultsTag(id)]),
    }),
    /** Where the book's xAPI statements go (GET …/lrs): its own LRS (never its secret), or the site's. */
    lrsSettings: build.query<LrsSettings, string>({
      query: (id) => ({ url: lrsUrl(id) }),
      transformResponse: (answer: { data: LrsSettings }) => answer.data,
      providesTags: (_result, _error, id) => [lrsTag(id)],
    }),
    /** Saves the book's own LRS (PUT), or forgets it (`remove`: DELETE); the server's message is the toast. */
    saveLrsSettings: build.mutation<LrsSettings, { id: string; remove?: boolean } & Partial<LrsInput>>({
      query: ({ id, remove, ...body }) => (remove ? { url: lrsUrl(id), method: 'delete' } : { url: lrsUrl(id), method: 'put', body }),
      transformResponse: (answer: { data: LrsSettings }) => answer.data,
      invalidatesTags: onSuccess(({ id }: { id: string }) => [lrsTag(id)]),
    }),
  }),
});

export const { useBookResultsQuery, useMarkAnswerMutation, useLrsSettingsQuery, useSaveLrsSettingsMutation } = resultsApi;
