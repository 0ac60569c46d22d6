import type { PDFDocumentProxy } from 'pdfjs-dist';
import { workerUrl } from './workerUrl';
import { takePdfWorker } from './earlyWorker';
import { packagedPdf } from './packagedPdf';

/** A PDF document being opened, once, by the reader or for it. */
export interface Opening {
  /** The document and the size of its first page. */
  opened: Promise<{ doc: PDFDocumentProxy; size: { width: number; height: number } }>;
  /** Closes the document and ends its worker (freeing its memory). */
  destroy: () => void;
}

/** The documents open now, early or taken by a reader, by file and reader: what openPdfEarly need not open again. */
const openNow = new Set<string>();
const keyOf = (url: string, token: string | null) => JSON.stringify([url, token]);

/**
 * Opens a PDF: pdf.js (and its worker) load with the first PDF book only, so e-book readers never download
 * them. The worker is the one the page's entry started (earlyWorker.ts), or starts now, beside pdf.js rather
 * than after it. No React and no app code here: the page's entry opens a PDF book's document with this before the
 * app has started (earlyReading.ts).
 */
function open(url: string, token: string | null): Opening {
  const key = keyOf(url, token);
  openNow.add(key);
  // A PDF the page holds (the offline flipbook's) is read by pdf.js's worker code on this thread: no worker.
  const port = packagedPdf(url) ? undefined : takePdfWorker() ?? (typeof Worker === 'undefined' ? undefined : new Worker(workerUrl, { type: 'module' }));
  const pdfjs = import('./pdfjs');
  const task = pdfjs.then(({ openPdf }) => openPdf(url, token, port));
  const opened = task.then(async (loading) => {
    const doc = await loading.promise;
    return { doc, size: await (await pdfjs).firstPageSize(doc) };
  });
  const destroy = () => {
    openNow.delete(key);
    void task
      .then((loading) => loading.destroy())
      .catch(() => {})
      .finally(() => port?.terminate());
  };
  return { opened, destroy };
}

/** A document opened before the reader was drawn, waiting for the reader to take it. */
let early: { url: string; token: string | null; opening: Opening } | null = null;

/**
 * Starts opening a PDF book's document as soon as the book has answered (from the page's entry, or from the
 * reader's request for the book: opening.ts), so that pdf.js's worker fetches and parses the file on its own
 * thread while the app's and the reader's code load and start. Only the latest one waits: an earlier one that no
 * reader took is destroyed. A reader that has drawn, and opened the document itself, before this runs keeps
 * its own: the document is not opened a second time, which would fetch and parse the file again, for nobody.
 */
export function openPdfEarly(url: string, token: string | null) {
  if (openNow.has(keyOf(url, token))) return;
  early?.opening.destroy();
  early = { url, token, opening: open(url, token) };
  early.opening.opened.catch(() => {});
}

/** The document opened early, while no reader has taken it: what the page's entry draws the first page of (firstPage.ts). */
export const openedEarly = () => early?.opening.opened;

/** The document opened early for this file and reader, or a new one: the reader's, to destroy when it leaves. */
export function takeOpening(url: string, token: string | null): Opening {
  const waiting = early;
  if (waiting?.url === url && waiting.token === token) {
    early = null;
    return waiting.opening;
  }
  return open(url, token);
}
