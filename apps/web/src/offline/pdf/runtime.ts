/**
 * The offline flipbook's pdf.js (pdf-reader.js in a PDF book's package; built by build/offlinePdf.mjs as one
 * classic script): pdf.js, found by the reader in `window.FolioPdfjs` (vite.offline.config.ts points its imports
 * of pdf.js there), and its worker's code on the page's own thread, where pdf.js looks for it first
 * (`globalThis.pdfjsWorker`): from file:// a worker may not be started, and no module loaded.
 */
import * as pdfjs from 'pdfjs-dist';
import { WorkerMessageHandler } from 'pdfjs-dist/build/pdf.worker.min.mjs';

Object.assign(globalThis, { pdfjsWorker: { WorkerMessageHandler }, FolioPdfjs: pdfjs });
