import type { BookAnswers, BookAnswersResponse, BookReading, BookReadingResponse, BookSearchResponse, BookSearchResult, PageRange, PageRangeResponse, QuizAnswer, QuizAnswerWrittenResponse, ReadingPosition, ReadingPositionResponse } from '@folio/shared';
import type { RootState } from '../../app/store';
import { apiSlice } from '../../http/api';
import type { ClientRequest } from '../../http/baseQuery';
import { api, toApiError, type ApiError } from '../../http/client';
import { startOpening } from './opening';
import { catalogueLanguage } from '../library/catalogueLanguage';

const bookPath = (id: string) => `/public/ebooks/${encodeURIComponent(id)}`;

type Read<T> = { answer: T; anonymous: boolean } | { error: ApiError };
type Result = { data?: unknown; error?: ApiError };
type BaseQuery = (request: ClientRequest) => Result | PromiseLike<Result>;

/**
 * A public read as the book was opened: with the session's token (buyers, owners and admins read all of a
 * book), or as a visitor when that token was refused (expired), then or since. A refused token is not a reason
 * to leave the book for the sign-in page, so neither call signs out nor redirects.
 */
async function readAs<T>(baseQuery: BaseQuery, url: string, params: Record<string, unknown> | undefined, anonymous: boolean): Promise<Read<T>> {
  if (!anonymous) {
    const signedIn = await baseQuery({ url, params, redirectOnAuthError: false });
    if (!signedIn.error) return { answer: signedIn.data as T, anonymous: false };
    if (signedIn.error.status !== 401) return { error: signedIn.error };
  }
  try {
    // Without the refused token, which the client would send again.
    const visitor = await api.get<T>(url, { params, withoutToken: true, skipAuthRedirect: true });
    return { answer: visitor.data, anonymous: true };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

interface OpenedBook {
  reading: BookReading;
  /** The session's token was refused, so the book was opened as a visitor's. */
  anonymous: boolean;
}

interface PageRangeArg {
  bookId: string;
  from: number;
  count: number;
  /** The book was opened as a visitor's: its pages are read as one too. */
  anonymous: boolean;
}

export const readerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /public/ebooks/{id}/read: what the reader may open of the book (its page ids, or its PDF's address), its
     * title in the interface's language where translated. The reader offers no change of language, so the language
     * is not part of the argument: a book opened again after a change is asked for again (OPENING_ANSWER_SECONDS).
     */
    bookReading: build.query<OpenedBook, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const read = await readAs<BookReadingResponse>(baseQuery, `${bookPath(id)}/read`, { lng: catalogueLanguage() }, false);
        return 'error' in read ? read : { data: { reading: read.answer.data, anonymous: read.anonymous } };
      },
      // The first view's pages (or the PDF) are asked for the moment the book answers, not once the reader has drawn.
      async onQueryStarted(key, { dispatch, getState, queryFulfilled }) {
        const opened = await queryFulfilled.catch(() => null);
        if (!opened) return;
        const { reading, anonymous } = opened.data;
        const token = anonymous ? null : ((getState() as unknown as RootState).auth.token as string | null);
        startOpening(reading, { key, fetchRange: (from, count) => fetchPageRange(dispatch, { bookId: reading.book.id, from, count, anonymous }), token });
      },
    }),
    /**
     * GET /public/ebooks/{id}/pages: pages by range, for the reader's page cache (pageContent.ts), which decides
     * what to ask for and keeps what came. The slice keeps none of it: the pages would be held twice.
     */
    pageRange: build.query<PageRange, PageRangeArg>({
      queryFn: async ({ bookId, from, count, anonymous }, _api, _extra, baseQuery) => {
        const read = await readAs<PageRangeResponse>(baseQuery, `${bookPath(bookId)}/pages`, { from, count }, anonymous);
        return 'error' in read ? read : { data: read.answer.data };
      },
      keepUnusedDataFor: 0,
    }),
    /** GET /public/ebooks/{id}/search: the pages of an e-book this reader may open that hold the words. */
    bookSearch: build.query<BookSearchResult, { bookId: string; q: string; anonymous: boolean }>({
      queryFn: async ({ bookId, q, anonymous }, _api, _extra, baseQuery) => {
        const read = await readAs<BookSearchResponse>(baseQuery, `${bookPath(bookId)}/search`, { q }, anonymous);
        return 'error' in read ? read : { data: read.answer.data };
      },
      keepUnusedDataFor: 60,
    }),
    /**
     * GET /public/ebooks/{id}/reading-position: the signed-in reader's remembered page and whether they have notes
     * in the book. Nothing the reader asked for: a failure shows no toast and goes nowhere (the book reads on).
     */
    readingPosition: build.query<ReadingPosition, string>({
      query: (id) => ({ url: `${bookPath(id)}/reading-position`, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: ReadingPositionResponse) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /** The signed-in reader's kept answers in a book, and their progress. */
    bookAnswers: build.query<BookAnswers, string>({
      query: (id) => ({ url: `${bookPath(id)}/answers`, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: BookAnswersResponse) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useBookReadingQuery, useBookSearchQuery, useReadingPositionQuery, useBookAnswersQuery } = readerApi;

/**
 * PUT /public/ebooks/{id}/answers/{elementId}: the server scores and keeps the reader's answer. Quiet: the
 * question shows its result at once either way, and a failed save is simply not kept.
 */
export async function saveQuizAnswer(id: string, elementId: string, chosen: string[]): Promise<QuizAnswer> {
  const answer = await api.put<QuizAnswerWrittenResponse>(`${bookPath(id)}/answers/${encodeURIComponent(elementId)}`, { chosen }, { notify: false, skipAuthRedirect: true });
  return answer.data.data;
}

/** PUT /public/ebooks/{id}/reading-position: remembers the reader's page (from 1); a failure is left silent. */
export async function saveReadingPosition(id: string, page: number): Promise<void> {
  await api.put(`${bookPath(id)}/reading-position`, { page }, { notify: false, skipAuthRedirect: true });
}

/** Pages by range, always from the server: the reader's page cache asks only for pages it does not hold, or that failed. */
export function fetchPageRange(dispatch: (action: unknown) => unknown, arg: PageRangeArg): Promise<PageRange> {
  const request = dispatch(readerApi.endpoints.pageRange.initiate(arg, { subscribe: false, forceRefetch: true })) as { unwrap(): Promise<PageRange> };
  return request.unwrap();
}
