import { workerUrl } from './workerUrl';

/** pdf.js's worker, started before its document is opened, waiting for the first document to take it. */
let waiting: Worker | undefined;

/**
 * Starts pdf.js's worker ahead of its document. The worker's script is the largest file a PDF book needs, and
 * parsing it is the longest step before pdf.js asks for the file: started from the page's entry (boot.ts) on a
 * PDF book's address, it parses on its own thread while the app's code loads and evaluates, instead of after.
 */
export function startPdfWorker() {
  if (!waiting && typeof Worker !== 'undefined') waiting = new Worker(workerUrl, { type: 'module' });
}

/** The worker started ahead, once (its taker terminates it), or undefined when none was. */
export function takePdfWorker(): Worker | undefined {
  const worker = waiting;
  waiting = undefined;
  return worker;
}
