import { useEffect, useState } from 'react';
import axios from 'axios';
import type { BookReading, PageRange } from '@folio/shared';
import { api } from '../../http/client';
import type { FetchPageRange } from './pageContent';

export type ReadingState =
  | { status: 'loading' }
  /** `anonymous`: the session's token was refused (expired), so the book was opened as a visitor's. */
  | { status: 'ready'; reading: BookReading; anonymous: boolean }
  /** Not found, a draft, or not approved: the reader says the book is not available. */
  | { status: 'missing' }
  | { status: 'error' };

/**
 * What the reader may open of a book (GET /api/public/ebooks/{id}/read): the book, the ids of its pages (their
 * content comes by range, pageRangeFetcher) or its PDF's address, and whether this is a preview. The token goes along when signed in (buyers, owners and admins
 * read all of it); an expired one is not a reason to leave the book for the sign-in page.
 */
const readingPath = (id: string) => `/public/ebooks/${encodeURIComponent(id)}`;
const statusOf = (error: unknown) => (axios.isAxiosError(error) ? error.response?.status : undefined);

/**
 * Fetches pages of the book by range (GET /api/public/ebooks/{id}/pages) as the book was opened: with the
 * session's token, or as a visitor when the token was refused (then, or since).
 */
export function pageRangeFetcher(bookId: string, anonymous: boolean): FetchPageRange {
  const path = `${readingPath(bookId)}/pages`;
  const asVisitor = (params: object) => axios.get<{ data: PageRange }>(`${api.defaults.baseURL ?? '/api'}${path}`, { params });
  return async (from, count) => {
    const params = { from, count };
    if (anonymous) return (await asVisitor(params)).data.data;
    try {
      return (await api.get<{ data: PageRange }>(path, { params, skipAuthRedirect: true })).data.data;
    } catch (error) {
      if (statusOf(error) !== 401) throw error;
      return (await asVisitor(params)).data.data;
    }
  };
}

export function useReading(id: string | undefined): ReadingState {
  const [loaded, setLoaded] = useState<{ id: string; state: ReadingState } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    const path = `${readingPath(id)}/read`;
    api
      .get<{ data: BookReading }>(path, { skipAuthRedirect: true })
      .then((r) => ({ reading: r.data.data, anonymous: false }))
      .catch(async (error: unknown) => {
        if (statusOf(error) !== 401) throw error;
        // A refused token (expired): the book opens as it would for a visitor rather than not at all.
        const r = await axios.get<{ data: BookReading }>(`${api.defaults.baseURL ?? '/api'}${path}`);
        return { reading: r.data.data, anonymous: true };
      })
      .then((opened) => live && setLoaded({ id, state: { status: 'ready', ...opened } }))
      .catch((error: unknown) => {
        const status = statusOf(error);
        if (live) setLoaded({ id, state: { status: status === 404 || status === 403 ? 'missing' : 'error' } });
      });
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return { status: 'missing' };
  return loaded?.id === id ? loaded.state : { status: 'loading' };
}
