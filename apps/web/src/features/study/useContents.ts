import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ContentsEntry } from '@folio/shared';
import { BookContentsResponseSchema } from '@folio/shared';
import { api } from '../../http/client';
import { pdfOutline } from '../reader/pdf/outline';

export type ContentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: ContentsEntry[] };

/**
 * The open book's contents: the offline reader's own (it holds every page: `here`); otherwise the server's, the
 * author's list or the e-book's headings. A PDF book's are the author's list when they kept one, else the PDF's
 * own outline, read from the document the reader has open (also when the server cannot answer, and in the offline
 * reader when `here` holds none).
 */
export function useContents({ ebookId, kind, pdf, here }: { ebookId: string; kind: 'ebook' | 'pdf'; pdf: PDFDocumentProxy | null; here: (() => ContentsEntry[]) | null }): { state: ContentsState; retry: () => void } {
  const [state, setState] = useState<ContentsState>(() => (here && kind === 'ebook' ? { status: 'ready', entries: here() } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if ((here && kind === 'ebook') || (kind === 'pdf' && !pdf)) return;
    let current = true;
    const outline = () => (pdf ? pdfOutline(pdf) : Promise.reject(new Error('no contents')));
    const fromServer = () =>
      api
        .get<unknown>(`/public/ebooks/${encodeURIComponent(ebookId)}/contents`)
        .then(({ data }) => {
          const { source, entries } = BookContentsResponseSchema.parse(data).data;
          return kind === 'pdf' && !(source === 'author' && entries.length) ? outline() : entries;
        })
        .catch(() => (kind === 'pdf' ? outline() : Promise.reject(new Error('no contents'))));
    // The offline reader's PDF book: no server to ask.
    const kept = here?.() ?? [];
    (here ? (kept.length ? Promise.resolve(kept) : outline()) : fromServer())
      .then(
        (entries) => current && setState({ status: 'ready', entries }),
        () => current && setState({ status: 'failed' }),
      );
    return () => void (current = false);
  }, [ebookId, kind, pdf, here, attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
