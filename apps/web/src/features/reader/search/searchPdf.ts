import type { PDFDocumentProxy } from 'pdfjs-dist';
import { BOOK_SEARCH_MAX_RESULTS, excerptOf, type BookSearchHit, type BookSearchResult } from '@folio/shared';

/** The words of one PDF page as pdf.js reads them: its text runs in order, a space at each line's end. */
async function pageWords(doc: PDFDocumentProxy, number: number): Promise<string> {
  const page = await doc.getPage(number);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
}

/**
 * Search inside a PDF book, in the browser: the document the reader was given holds exactly the pages this
 * reader may open (the whole book, or its preview), so it is what is searched, page after page. `signal`
 * stops a search the reader has replaced.
 */
export async function searchPdf(doc: PDFDocumentProxy, query: string, signal?: AbortSignal): Promise<BookSearchResult> {
  const hits: BookSearchHit[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    signal?.throwIfAborted();
    const found = excerptOf(await pageWords(doc, number), query);
    if (!found) continue;
    if (hits.length === BOOK_SEARCH_MAX_RESULTS) return { query, hits, more: true, searched_pages: doc.numPages };
    hits.push({ page: number - 1, ...found });
  }
  return { query, hits, more: false, searched_pages: doc.numPages };
}
