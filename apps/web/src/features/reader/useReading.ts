import { skipToken } from '@reduxjs/toolkit/query/react';
import type { BookReading } from '@folio/shared';
import type { AppDispatch } from '../../app/store';
import { errorStatus } from '../../http/client';
import { OPENING_ANSWER_SECONDS } from '../../http/api';
import { fetchPageRange, useBookReadingQuery } from './api';
import type { FetchPageRange } from './pageContent';

type ReadingState =
  | { status: 'loading' }
  /** `anonymous`: the session's token was refused (expired), so the book was opened as a visitor's. */
  | { status: 'ready'; reading: BookReading; anonymous: boolean }
  /** Not found, a draft, or not approved: the reader says the book is not available. */
  | { status: 'missing' }
  | { status: 'error' };

/**
 * Fetches pages of the book by range (GET /api/public/ebooks/{id}/pages) as the book was opened: with the
 * session's token, or as a visitor when the token was refused (then, or since).
 */
export function pageRangeFetcher(dispatch: AppDispatch, bookId: string, anonymous: boolean): FetchPageRange {
  return (from, count) => fetchPageRange(dispatch, { bookId, from, count, anonymous });
}

/**
 * What the reader may open of a book (GET /api/public/ebooks/{id}/read): the book, the ids of its pages (their
 * content comes by range, pageRangeFetcher) or its PDF's address, and whether this is a preview.
 */
export function useReading(id: string | undefined): ReadingState {
  // An answer of the last few seconds is the one asked for when the app opened on the reader (prefetch.ts): it
  // is taken as it is, rather than asked for again (and its first pages with it).
  const query = useBookReadingQuery(id ?? skipToken, { refetchOnMountOrArgChange: OPENING_ANSWER_SECONDS });
  if (!id) return { status: 'missing' };
  if (query.isError) {
    const status = errorStatus(query.error);
    return { status: status === 404 || status === 403 ? 'missing' : 'error' };
  }
  return query.currentData ? { status: 'ready', ...query.currentData } : { status: 'loading' };
}
