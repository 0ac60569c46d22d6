import { afterEach, describe, expect, it, vi } from 'vitest';

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
    const { warmUpPdf, openPdfEarly } = await import('./usePdfDocument');
    warmUpPdf();
    warmUpPdf();
    expect(started).toHaveLength(1);
    openPdfEarly('/uploads/book.pdf', null);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(1));
    expect(getDocument.mock.calls[0]![0].worker?.port).toBe(started[0]);
    expect(started).toHaveLength(1);
    // Taken once: a later document starts its own.
    openPdfEarly('/uploads/other.pdf', null);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledTimes(2));
    expect(started).toHaveLength(2);
    expect(getDocument.mock.calls[1]![0].worker?.port).toBe(started[1]);
  });
});
