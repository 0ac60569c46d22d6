import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfPageView } from './lazyPageView';
import { workerUrl } from './workerUrl';
import { startPdfWorker, takePdfWorker } from './earlyWorker';

export type PdfState =
  /** Not a PDF book. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy; size: { width: number; height: number } }
  | { status: 'error' };

interface Opening {
  /** The document and the size of its first page. */
  opened: Promise<{ doc: PDFDocumentProxy; size: { width: number; height: number } }>;
  /** Closes the document and ends its worker (freeing its memory). */
  destroy: () => void;
}

/**
 * Opens a PDF: pdf.js (and its worker) load with the first PDF book only, so e-book readers never download
 * them. The worker starts at once, beside pdf.js rather than after it, and the page view's chunk is fetched at
 * the same time, so that it is there when the document is.
 */
function open(url: string, token: string | null): Opening {
  void PdfPageView.preload();
  const port = takePdfWorker() ?? (typeof Worker === 'undefined' ? undefined : new Worker(workerUrl, { type: 'module' }));
  const pdfjs = import('./pdfjs');
  const task = pdfjs.then(({ openPdf }) => openPdf(url, token, port));
  const opened = task.then(async (loading) => {
    const doc = await loading.promise;
    return { doc, size: await (await pdfjs).firstPageSize(doc) };
  });
  const destroy = () =>
    void task
      .then((loading) => loading.destroy())
      .catch(() => {})
      .finally(() => port?.terminate());
  return { opened, destroy };
}

/**
 * Loads pdf.js and the page view, and starts pdf.js's worker if the page's entry has not (earlyWorker.ts), before
 * the book has answered, when the entry page said the address is a PDF book's. The document opened next takes
 * the worker.
 */
export function warmUpPdf() {
  void PdfPageView.preload();
  void import('./pdfjs');
  startPdfWorker();
}

/** A document opened before the reader was drawn (opening.ts), waiting for the reader to take it. */
let early: { url: string; token: string | null; opening: Opening } | null = null;

/**
 * Starts opening a PDF book's document as soon as the book has answered, so that pdf.js, its worker and the
 * file's first ranges load while the reader's own code does. Only the latest one waits: an earlier one that
 * no reader took is destroyed.
 */
export function openPdfEarly(url: string, token: string | null) {
  early?.opening.destroy();
  early = { url, token, opening: open(url, token) };
  early.opening.opened.catch(() => {});
}

/** The document opened early for this file and reader, or a new one. */
function take(url: string, token: string | null): Opening {
  const waiting = early;
  if (waiting?.url === url && waiting.token === token) {
    early = null;
    return waiting.opening;
  }
  return open(url, token);
}

/** The PDF of a PDF book, opened once per URL and destroyed (worker memory freed) when the reader leaves. */
export function usePdfDocument(url: string | null, token: string | null): PdfState {
  const [state, setState] = useState<{ url: string; state: PdfState } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    const opening = take(url, token);
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
