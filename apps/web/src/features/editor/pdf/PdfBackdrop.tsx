import { createContext, Suspense, useContext } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfPageNumberOf } from '@folio/shared';
import { PdfPageView } from '../../reader/pdf/lazyPageView';

/** The PDF of the PDF book open in the editor (decision 021), or null for a book of pages and a template. */
export const EditorPdfContext = createContext<PDFDocumentProxy | null>(null);

/** Whether the document open in the editor is a PDF book's layer, drawn over its PDF. */
export const useEditorPdf = () => useContext(EditorPdfContext);

/**
 * The PDF's page beneath a layer page of a PDF book, at the size it is shown (drawn sharp rather than scaled):
 * the canvas and the thumbnails put the author's elements over it, as the reader does. Only a picture: no text
 * to select, no link to follow, hidden from assistive tech (the page's elements are what is edited).
 * `priority`: its turn in pdf.js's draw queue (the canvas's page before the thumbnails).
 */
export function PdfBackdrop({ pageId, width, height, priority }: { pageId: string; width: number; height: number; priority: number }) {
  const doc = useEditorPdf();
  const pageNumber = pdfPageNumberOf(pageId);
  if (!doc || pageNumber === null || pageNumber > doc.numPages) return null;
  return (
    <div className="pointer-events-none absolute inset-0" aria-hidden data-pdf-backdrop={pageNumber}>
      <Suspense fallback={null}>
        <PdfPageView doc={doc} pageNumber={pageNumber} width={width} height={height} textLayer={false} priority={priority} />
      </Suspense>
    </div>
  );
}
