import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfPageView } from './lazyPageView';
import { openPdfEarly as openEarly, takeOpening } from './openDocument';

export type PdfState =
  /** Not a PDF book. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy; size: { width: number; height: number } }
  | { status: 'error' };

/**
 * Loads pdf.js and the page view before the book has answered, when the entry page said the address is a PDF
 * book's. pdf.js's worker is not started here: the page's entry started it on that same word (boot.ts,
 * earlyWorker.ts), and the document opened next takes it. Started here too, a second worker would parse pdf.js's
 * largest script again, for nobody, whenever the book's document had already taken the first.
 */
export function warmUpPdf() {
  void PdfPageView.preload();
  void import('./pdfjs');
}

/**
 * Starts opening a PDF book's document once the book has answered (openDocument.ts), with the page view's chunk,
 * so that it is there when the document is.
 */
export function openPdfEarly(url: string, token: string | null) {
  void PdfPageView.preload();
  openEarly(url, token);
}

/** The PDF of a PDF book, opened once per URL and destroyed (worker memory freed) when the reader leaves. */
export function usePdfDocument(url: string | null, token: string | null): PdfState {
  const [state, setState] = useState<{ url: string; state: PdfState } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void PdfPageView.preload();
    const opening = takeOpening(url, token);
    opening.opened.then(
      ({ doc, size }) => live && setState({ url, state: { status: 'ready', doc, size } }),
      () => live && setState({ url, state: { status: 'error' } }),
    );
    return () => {
      live = false;
      opening.destroy();
    };
  }, [url, token]);
  if (!url) return { status: 'none' };
  return state?.url === url ? state.state : { status: 'loading' };
}
