import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import { workerUrl } from './workerUrl';
import { packagedPdf } from './packagedPdf';

GlobalWorkerOptions.workerSrc = workerUrl;

/** CSS pixels per PDF point: a page of 595 × 842 pt shows at 794 × 1123 px at scale 1 (96 dpi). */
const CSS_PER_PDF_POINT = 96 / 72;

/**
 * Opens a PDF by URL; the bearer token goes along so that buyers get the full file, not the preview. `port`:
 * a worker started before pdf.js itself had loaded (its owner terminates it), else pdf.js starts its own.
 * A PDF the page holds (the offline flipbook's: packagedPdf.ts) is opened from its bytes instead.
 */
export function openPdf(url: string, token: string | null, port?: Worker) {
  const here = packagedPdf(url);
  if (here) return getDocument(here.open());
  return getDocument({
    url,
    httpHeaders: token ? { Authorization: `Bearer ${token}` } : undefined,
    // Pages are fetched in ranges as they are needed, rather than the whole file first (as pdf.js's viewer
    // component is set up; streaming and range requests stay on, their defaults).
    disableAutoFetch: true,
    worker: port ? PDFWorker.create({ port }) : undefined,
  });
}
/** The size of the first page in CSS pixels: the reader lays out every page of the book at this size. */
export async function firstPageSize(doc: PDFDocumentProxy) {
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: CSS_PER_PDF_POINT });
  return { width: Math.round(viewport.width), height: Math.round(viewport.height) };
}

/** The text of a page (1-based), in the order the PDF gives it, for read-aloud. */
export async function pageText(doc: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export type { PDFDocumentProxy };
