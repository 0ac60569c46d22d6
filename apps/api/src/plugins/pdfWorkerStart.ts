import { createHash } from 'node:crypto';

/**
 * The one script a page carries in its HTML: on a PDF book's reader, it starts pdf.js's worker while the head is
 * parsed, before the page's entry script has arrived. Starting the worker (its thread, its 1 MB script fetched and
 * compiled) is the longest step before pdf.js can ask for the book's file; the entry takes this worker (the web's
 * features/reader/pdf/earlyWorker.ts). The worker's address is in the tag, not the script, so that the script's
 * text, and the hash by which the CSP allows it (plugins/security.ts), are the same for every build.
 */
export const PDF_WORKER_START = 'self.folioPdfWorker=new Worker(document.currentScript.dataset.worker,{type:"module"})';

/** The CSP's source that allows PDF_WORKER_START, and no other inline script. */
export const PDF_WORKER_START_SOURCE = `'sha256-${createHash('sha256').update(PDF_WORKER_START).digest('base64')}'`;

/** The tag that starts the worker whose script is at `workerUrl` (a built file's address). */
export const pdfWorkerStartTag = (workerUrl: string) => `<script data-worker="${workerUrl}">${PDF_WORKER_START}</script>`;
