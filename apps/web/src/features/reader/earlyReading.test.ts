import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { getDocument } = vi.hoisted(() => ({
  getDocument: vi.fn((_options: { url: string; httpHeaders?: Record<string, string>; worker?: { port: Worker } }) => ({ promise: new Promise(() => {}), destroy: vi.fn() })),
}));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument, PDFWorker: { create: ({ port }: { port: Worker }) => ({ port }) } }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min.mjs' }));

class FakeWorker {
  terminate = vi.fn();
}

const PDF_URL = '/api/public/ebooks/book-1/pdf';
/** The book's answer to /read: a PDF book's, or a refusal. */
let answer: { status: number; body: unknown };

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  window.history.replaceState(null, '', '/flipbooks/book-1');
  answer = { status: 200, body: { data: { book: { id: 'book-1', title: 'Rock Pools', book_type: 'pdf' }, pdf_url: PDF_URL } } };
});

afterEach(() => {
  vi.resetModules();
  getDocument.mockClear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/** The page's entry on a PDF book's address: the worker, then the book (boot.ts). */
async function bootPdfBook() {
  const { startPdfWorker } = await import('./pdf/earlyWorker');
  const { startEarlyReading } = await import('./earlyReading');
  startPdfWorker();
  return startEarlyReading({ pdf: true });
}

describe("a PDF book's address, from the page's entry", () => {
  it("opens the book's document as soon as the book answers, with the worker started first, for the reader to take", async () => {
    // What the entry draws the first page with (pdf/firstPage.ts), once the document is opening.
    await expect(bootPdfBook()).resolves.toEqual({ title: 'Rock Pools' });
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledOnce());
    const options = getDocument.mock.calls[0]![0];
    expect(options.url).toBe(PDF_URL);
    expect(options.httpHeaders).toBeUndefined();
    expect(options.worker?.port).toBeInstanceOf(FakeWorker);
    const { takeOpening } = await import('./pdf/openDocument');
    takeOpening(PDF_URL, null);
    // Opening it again would load pdf.js's module first: once that has settled, the document was not asked for again.
    await vi.dynamicImportSettled();
    expect(getDocument).toHaveBeenCalledOnce();
    // The app's client still reads the whole answer.
    const { takeEarly, ACCEPT_JSON } = await import('../../http/earlyAnswers');
    expect(await (await takeEarly('/api/public/ebooks/book-1/read?lng=en', { Accept: ACCEPT_JSON }))?.json()).toEqual(answer.body);
  });

  it("opens it with the session's token, as the reader of a signed-in visitor does", async () => {
    document.cookie = 'token=t.k.n; path=/';
    await bootPdfBook();
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalledOnce());
    expect(getDocument.mock.calls[0]![0].httpHeaders).toEqual({ Authorization: 'Bearer t.k.n' });
    const { takeOpening } = await import('./pdf/openDocument');
    takeOpening(PDF_URL, 't.k.n');
    await vi.dynamicImportSettled();
    expect(getDocument).toHaveBeenCalledOnce();
  });

  it('opens nothing when the book is refused: the reader shows why', async () => {
    answer = { status: 404, body: { message: 'Not found' } };
    await expect(bootPdfBook()).resolves.toBeNull();
    await vi.dynamicImportSettled();
    expect(getDocument).not.toHaveBeenCalled();
  });
});
