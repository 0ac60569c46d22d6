import { pdfPageId, pdfPageNumberOf } from '../entities/annotation-model.ts';
import { PAGE_LAYOUT_DEFAULTS } from './model.ts';
import type { BookPage } from './page-schema.ts';

/**
 * A PDF book's interactive layer (issue 53, decision 021): one page of elements per page of its PDF, drawn over
 * it, saved through the same page API as an e-book's pages. The layer's page n has the id the reader gives PDF
 * page n (`pdf-page-<n>`), so that notes, drawings, bookmarks, highlights and answers on a PDF page and the
 * layer's elements on it name the same page. Its pages follow the PDF: none is added, removed or moved.
 */
export const PDF_LAYER_MESSAGES = {
  fixedPages: "A PDF book has one page per page of its PDF: its pages cannot be added, removed or moved.",
  notProcessed: 'This PDF is still being processed. Try again in a moment.',
  notCopied: 'The pages of a PDF book cannot be copied into another book or a template.',
} as const;

/** The layer's page ids of a PDF of `pageCount` pages, in order. */
export const pdfLayerIds = (pageCount: number): string[] => Array.from({ length: pageCount }, (_, i) => pdfPageId(i + 1));

/** A layer page with nothing on it: what a PDF page shows until an element is put on it. */
export const blankLayerPage = (id: string): BookPage => ({ id, name: '', elements: [], layout: { ...PAGE_LAYOUT_DEFAULTS }, style: {} });

/**
 * The layer of a PDF of `pageCount` pages: its stored pages where there are, blank ones elsewhere, in the PDF's
 * order. Stored pages past the PDF's end (its file was replaced by a shorter one) are left out.
 */
export function pdfLayerPages(stored: readonly BookPage[], pageCount: number): BookPage[] {
  const byId = new Map(stored.map((page) => [page.id, page]));
  return pdfLayerIds(pageCount).map((id) => byId.get(id) ?? blankLayerPage(id));
}

/** Whether a save's page order is the PDF's own, the only one a PDF book's layer has. */
export const isPdfLayerOrder = (order: readonly string[], pageCount: number) =>
  order.length === pageCount && order.every((id, i) => id === pdfPageId(i + 1));

/** Whether pages are a PDF book's layer (every id a PDF page's): the editor then neither adds, removes nor moves one. */
export const isPdfLayer = (pages: readonly { id: string }[]) => pages.length > 0 && pages.every((page) => pdfPageNumberOf(page.id) !== null);
