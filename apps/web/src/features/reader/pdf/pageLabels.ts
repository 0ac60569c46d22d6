import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfPageLabels } from './outline';

/** Read once per document: the indicator, the gallery and every page with links ask for the same labels. */
const labelsOf = new WeakMap<PDFDocumentProxy, Promise<string[] | null>>();

/** The PDF's own page labels (i, ii, 1, 2…), once read; null while they are, for a PDF without any, and for an e-book. */
export function usePdfPageLabels(doc: PDFDocumentProxy | null): string[] | null {
  const [read, setRead] = useState<{ doc: PDFDocumentProxy; labels: string[] | null } | null>(null);
  useEffect(() => {
    if (!doc) return;
    let live = true;
    let labels = labelsOf.get(doc);
    if (!labels) {
      labels = pdfPageLabels(doc);
      labelsOf.set(doc, labels);
    }
    void labels.then((found) => live && setRead({ doc, labels: found }));
    return () => {
      live = false;
    };
  }, [doc]);
  return read?.doc === doc ? read.labels : null;
}

/** A page (from 0) as people know it: its label where the PDF gives one, else its number (from 1). */
export function pageName(index: number, labels: string[] | null): string {
  return labels?.[index] ?? String(index + 1);
}
