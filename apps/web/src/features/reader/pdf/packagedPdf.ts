import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';

/**
 * A PDF the page holds itself rather than at an address it may fetch: the offline flipbook's (src/offline/pdf),
 * opened from file://, where nothing can be fetched and no worker started. `open` gives pdf.js what it opens it
 * with: the file's bytes (new ones each time: pdf.js takes them over) and how pdf.js reads its own files there.
 */
export interface PackagedPdf {
  open: () => Pick<DocumentInitParameters, 'data' | 'cMapUrl' | 'cMapPacked' | 'standardFontDataUrl' | 'wasmUrl' | 'useWorkerFetch' | 'BinaryDataFactory'>;
}

const packaged = new Map<string, PackagedPdf>();

/** The PDF book at `url` is read from the page (the offline reader says so before it starts). */
export function packPdf(url: string, pdf: PackagedPdf) {
  packaged.set(url, pdf);
}

/** How to open the PDF at `url` when the page holds it, else undefined: it is fetched, in pdf.js's worker. */
export const packagedPdf = (url: string): PackagedPdf | undefined => packaged.get(url);
