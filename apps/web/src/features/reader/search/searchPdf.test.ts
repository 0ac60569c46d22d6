import { describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { searchPdf } from './searchPdf';

/** A document whose pages hold these lines of text, as pdf.js gives them (runs, each line ended). */
const pdfOf = (pages: string[][]) =>
  ({
    numPages: pages.length,
    getPage: async (n: number) => ({ getTextContent: async () => ({ items: pages[n - 1]!.flatMap((line) => [{ str: line, hasEOL: true }, { type: 'beginMarkedContent' }]) }) }),
  }) as unknown as PDFDocumentProxy;

describe('search inside a PDF book', () => {
  it('lists the pages that hold the words, from 0, with the lines joined into one sentence', async () => {
    const doc = pdfOf([['The harbour at dawn'], ['Boats leave the', 'harbour early'], ['Nothing here']]);
    const found = await searchPdf(doc, 'the harbour');
    expect(found).toMatchObject({ query: 'the harbour', more: false, searched_pages: 3 });
    expect(found.hits.map((h) => h.page)).toEqual([0, 1]);
    expect(found.hits[1]).toMatchObject({ excerpt: 'Boats leave the harbour early' });
    expect((await searchPdf(doc, 'whale')).hits).toEqual([]);
  });

  it('stops when the reader starts another search', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(searchPdf(pdfOf([['a']]), 'a', stop.signal)).rejects.toThrow();
  });
});
