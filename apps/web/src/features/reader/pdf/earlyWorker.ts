import { workerUrl } from './workerUrl';

declare global {
  /** pdf.js's worker as the page's head started it (the API's plugins/pdfWorkerStart.ts), until the entry takes it. */
  var folioPdfWorker: Worker | undefined;
}

/** pdf.js's worker, started before its document is opened, waiting for the first document to take it. */
let waiting: Worker | undefined;

/**
 * Starts pdf.js's worker ahead of its document. The worker's script is the largest file a PDF book needs, and
 * starting the worker is the longest step before pdf.js asks for the file: on a PDF book's address the page's head
 * has started it already, while the page was parsed, and this takes that one (else it starts one, from the page's
 * entry, boot.ts), so that it starts on its own thread while the app's code loads and evaluates, instead of after.
 */
export function startPdfWorker() {
  if (waiting) return;
  waiting = globalThis.folioPdfWorker ?? (typeof Worker === 'undefined' ? undefined : new Worker(workerUrl, { type: 'module' }));
  globalThis.folioPdfWorker = undefined;
}

/** The worker started ahead, once (its taker terminates it), or undefined when none was. */
export function takePdfWorker(): Worker | undefined {
  const worker = waiting;
  waiting = undefined;
  return worker;
}
