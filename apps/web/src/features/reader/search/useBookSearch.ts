import { useEffect, useMemo, useState } from 'react';
import type { BookSearchResult } from '@folio/shared';
import { useBookSearchQuery } from '../api';
import { useReaderBook } from '../ReaderContext';
import { searchPdf } from './searchPdf';

export type SearchState = { status: 'idle' } | { status: 'searching' } | { status: 'failed' } | { status: 'done'; result: BookSearchResult };

/**
 * The search of the open book for `query` ('' searches nothing): an e-book is searched by the server, which
 * holds all its pages (or where it is, when the reader holds them all: the offline reader); a PDF book in the
 * browser, in the document the reader already has open.
 */
export function useBookSearch(query: string, anonymous: boolean): { state: SearchState; retry: () => void } {
  const { ebookId, kind, pdf, searchHere } = useReaderBook();
  const server = useBookSearchQuery({ bookId: ebookId, q: query, anonymous }, { skip: kind !== 'ebook' || !query || searchHere !== null });
  const here = useMemo(() => (searchHere && query ? searchHere(query) : null), [searchHere, query]);
  // A PDF's answer, for the query and attempt it answers: until they are the ones asked, the search runs.
  const [local, setLocal] = useState<{ query: string; attempt: number; state: SearchState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (kind !== 'pdf' || !query || !pdf) return;
    const stop = new AbortController();
    searchPdf(pdf, query, stop.signal).then(
      (result) => setLocal({ query, attempt, state: { status: 'done', result } }),
      () => !stop.signal.aborted && setLocal({ query, attempt, state: { status: 'failed' } }),
    );
    return () => stop.abort();
  }, [kind, pdf, query, attempt]);

  if (!query) return { state: { status: 'idle' }, retry: () => {} };
  if (here) return { state: { status: 'done', result: here }, retry: () => {} };
  if (kind === 'pdf') {
    const answered = local !== null && local.query === query && local.attempt === attempt;
    return { state: answered ? local.state : { status: 'searching' }, retry: () => setAttempt((n) => n + 1) };
  }
  let state: SearchState = { status: 'searching' };
  if (server.isError && !server.isFetching) state = { status: 'failed' };
  else if (server.data && !server.isFetching) state = { status: 'done', result: server.data };
  return { state, retry: () => void server.refetch() };
}
