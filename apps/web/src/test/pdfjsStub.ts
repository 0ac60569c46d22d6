/**
 * pdf.js for tests in which a PDF book starts loading pdf.js but never draws: jsdom has no DOMMatrix, which pdf.js
 * constructs as its module is evaluated. `vi.mock('pdfjs-dist', () => import('…/test/pdfjsStub'))`. A document
 * asked for never opens.
 */
export const GlobalWorkerOptions = {};
export const getDocument = () => ({ promise: new Promise(() => {}), destroy: () => {} });
export const PDFWorker = { create: () => ({}) };
