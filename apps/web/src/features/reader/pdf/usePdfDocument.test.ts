import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const { getDocument } = vi.hoisted(() => ({ getDocument: vi.fn((_options: { worker?: { port: Worker } }) => ({ promise: new Promise(() => {}), destroy: vi.fn() })) }));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument, PDFWorker: { create: ({ port }: { port: Worker }) => ({ port }) } }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min.mjs' }));
vi.mock('./PdfPageView', () => ({}));

/** Workers made: pdf.js's worker is the one expensive thing to start twice. */
const started: Worker[] = [];
class FakeWorker {
  terminate = vi.fn();
  constructor() {
    started.push(this as unknown as Worker);
  }
}

describe("pdf.js's worker started before the book answers", () => {
  afterEach(() => {
    started.length = 0;
    getDocument.mockClear();
    vi.unstubAllGlobals();
  });

  it('should be the one the next document opens with, not a second worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { startPdfWorker } = await import('./earlyWorker');
    const { warmUpPdf, openPdfEarly } = await import('./usePdfDocument');
    // The page's entry starts it; pdf.js and the page view load beside it, without a worker of their own.
    startPdfWorker();
    warmUpPdf();
    expect(started).toHaveLength(1);
    openPdfEarly('/uploads/book.pdf', null);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(1));
    expect(getDocument.mock.calls[0]![0].worker?.port).toBe(started[0]);
    // Warming up after the book's document has taken the worker starts none for nobody.
    warmUpPdf();
    expect(started).toHaveLength(1);
    // Taken once: a later document starts its own.
    openPdfEarly('/uploads/other.pdf', null);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(2));
    expect(started).toHaveLength(2);
    expect(getDocument.mock.calls[1]![0].worker?.port).toBe(started[1]);
  });

  it('should not open the document again when the reader opened it before the book answer was handled', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { usePdfDocument, openPdfEarly } = await import('./usePdfDocument');
    // The reader's code was there when the book answered: it drew, and opened the document, first.
    const reader = renderHook(() => usePdfDocument('/uploads/first.pdf', null));
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(1));
    openPdfEarly('/uploads/first.pdf', null);
    // A second opening would load pdf.js's module before it asked for the document: once it is loaded, none did.
    await vi.dynamicImportSettled();
    expect(getDocument).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(1);
    // Once the reader has closed it, the same file opens again.
    reader.unmount();
    openPdfEarly('/uploads/first.pdf', null);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(2));
  });
});
