import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type PdfState =
  /** Not a PDF book. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy; size: { width: number; height: number } }
  | { status: 'error' };

/** The PDF of a PDF book, opened once per URL and destroyed (worker memory freed) when the reader leaves. */
export function usePdfDocument(url: string | null, token: string | null): PdfState {
  const [state, setState] = useState<{ url: string; state: PdfState } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    // pdf.js (and its worker) load with the first PDF book only: e-book readers never download them. The
    // page view's chunk is fetched at the same time, so that it is there when the document is.
    void import('./PdfPageView');
    const opening = import('./pdfjs').then(({ firstPageSize, openPdf }) => {
      const task = openPdf(url, token);
      task.promise
        .then(async (doc) => {
          const size = await firstPageSize(doc);
          if (live) setState({ url, state: { status: 'ready', doc, size } });
        })
        .catch(() => live && setState({ url, state: { status: 'error' } }));
      return task;
    });
    opening.catch(() => live && setState({ url, state: { status: 'error' } }));
    return () => {
      live = false;
      void opening.then((task) => task.destroy()).catch(() => {});
    };
  }, [url, token]);
  if (!url) return { status: 'none' };
  return state?.url === url ? state.state : { status: 'loading' };
}
