import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';

const opened = vi.hoisted(() => ({ current: undefined as Promise<unknown> | undefined }));
vi.mock('./openDocument', () => ({ openedEarly: () => opened.current }));

const { firstPageBox, showFirstPage, showFirstPageDrawing, FIRST_PAGE_WAIT_MS } = await import('./firstPage');
const { revealReader, handOverFirstPage } = await import('./firstPageFrame');

/** An A4 page at 96 dpi, as the reader lays out a PDF book's pages (pdfjs.ts firstPageSize). */
const A4 = { width: 793, height: 1123 };

describe('where the flipbook shows the first page', () => {
  it('should fit the spread under the one-row toolbar of a wide window, the first page on its start', () => {
    // What the reader draws at 1280 × 800 (checked against its canvas in e2e/reader.spec.ts).
    const box = firstPageBox(A4, { width: 1280, height: 800 }, false, false)!;
    expect(box.left).toBeCloseTo(173.25, 1);
    expect(box.top).toBeCloseTo(94, 0);
    expect(box.width).toBeCloseTo(466.75, 1);
    expect(box.height).toBeCloseTo(661.05, 1);
  });

  it('should put the first page on the right of a book that turns right to left', () => {
    expect(firstPageBox(A4, { width: 1280, height: 800 }, false, true)!.left).toBeCloseTo(640, 1);
  });

  it("should show one page under a phone's three-row toolbar, across the window but its margins and paper edges", () => {
    const box = firstPageBox(A4, { width: 412, height: 915 }, true, true)!;
    expect(box.left).toBe(16);
    expect(box.width).toBe(380);
    expect(box.top).toBeCloseTo(252.9, 0);
  });

  it('should draw nothing where the toolbar wraps by its tools’ widths', () => {
    expect(firstPageBox(A4, { width: 900, height: 800 }, false, false)).toBeNull();
  });
});

/** A PDF book as the page's entry knows it once the book has answered. */
const BOOK = { title: 'A PDF book' };

/** The images the code under test makes, to load them by hand (jsdom loads none). */
function imagesMade() {
  const images: HTMLImageElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (element instanceof HTMLImageElement) images.push(element);
    return element;
  });
  return images;
}

/** A document whose first page "draws" when `paint` is called. */
function documentOpened() {
  let paint!: () => void;
  const painted = new Promise<void>((resolve) => (paint = resolve));
  const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale, scale }), render: vi.fn(() => ({ promise: painted })) };
  const doc = { getPage: vi.fn(async () => page) } as unknown as PDFDocumentProxy;
  opened.current = Promise.resolve({ doc, size: A4 });
  return { page, paint };
}

describe("the page's entry drawing the first page", () => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    // Each test is a page of its own: what the entry drew, and where the reader is, are the page's.
    document.body.replaceChildren();
    document.getElementById('first-page-drawing')?.remove();
    delete document.documentElement.dataset.firstPage;
    opened.current = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('should show the page once drawn, over a backdrop until the reader is there, and go when the reader has drawn', async () => {
    const { page, paint } = documentOpened();
    const shown = showFirstPage(Promise.resolve(BOOK));
    await vi.waitFor(() => expect(page.render).toHaveBeenCalled());
    // Not in the page before its picture is: no blank page.
    expect(document.getElementById('first-page')).toBeNull();
    paint();
    await shown;
    const frame = document.getElementById('first-page')!;
    const canvas = frame.querySelector('canvas')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(canvas.dataset).toMatchObject({ pdfPage: '1', drawn: 'true' });
    expect(parseFloat(canvas.style.left)).toBeCloseTo(173.24, 1);
    expect(frame.className).toContain('bg-slate-800');
    vi.useFakeTimers();
    revealReader();
    expect(frame.className).not.toContain('bg-slate-800');
    expect(frame.isConnected).toBe(true);
    handOverFirstPage();
    expect(frame.isConnected).toBe(false);
  });

  it("should show the server's drawing that the page names at once, before the book answers, then pdf.js's page", async () => {
    // As the server names it in the page's head (plugins/web.ts).
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="image" id="first-page-drawing" href="/api/public/ebooks/b1/first-page" data-width="1200" data-height="1698" data-title="A PDF book">');
    const images = imagesMade();
    const { page, paint } = documentOpened();
    let answer!: (book: typeof BOOK) => void;
    const shown = showFirstPage(new Promise((resolve) => (answer = resolve)));
    const [image] = images;
    expect(image!.getAttribute('src')).toBe('/api/public/ebooks/b1/first-page');
    // Not shown before it has arrived: no blank page.
    expect(document.getElementById('first-page')).toBeNull();
    image!.dispatchEvent(new Event('load'));
    const frame = document.getElementById('first-page')!;
    expect(frame.firstElementChild).toBe(image);
    expect(image!.dataset).toMatchObject({ pdfPage: '1', drawn: 'true' });
    // Where pdf.js draws the page (the drawing is of the page's shape).
    expect(parseFloat(image!.style.left)).toBeCloseTo(173.24, 0);
    answer(BOOK);
    await vi.waitFor(() => expect(page.render).toHaveBeenCalled());
    paint();
    await shown;
    expect(frame.children).toHaveLength(1);
    expect(frame.firstElementChild!.tagName).toBe('CANVAS');
  });

  it('should show the drawing over a reader opened from another screen, after an earlier reader, until it draws', () => {
    const images = imagesMade();
    // A reader was open before: its first page was handed over.
    handOverFirstPage();
    showFirstPageDrawing('A PDF book', { url: '/api/public/ebooks/b2/first-page', width: 1200, height: 1698 });
    images[0]!.dispatchEvent(new Event('load'));
    const frame = document.getElementById('first-page')!;
    expect(frame.firstElementChild).toBe(images[0]);
    // Over the reader, which is on the screen: no backdrop.
    expect(frame.className).not.toContain('bg-slate-800');
    handOverFirstPage();
    expect(frame.isConnected).toBe(false);
  });

  it('should go after a while over a reader that never draws a page of its own', async () => {
    const { paint } = documentOpened();
    paint();
    await showFirstPage(Promise.resolve(BOOK));
    vi.useFakeTimers();
    revealReader();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(document.getElementById('first-page')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(document.getElementById('first-page')).toBeNull();
  });

  it('should never show a page the reader drew first', async () => {
    const { page, paint } = documentOpened();
    const shown = showFirstPage(Promise.resolve(BOOK));
    await vi.waitFor(() => expect(page.render).toHaveBeenCalled());
    handOverFirstPage();
    paint();
    await shown;
    expect(document.getElementById('first-page')).toBeNull();
  });

  it('should let the app start after a while when the page is slow', async () => {
    vi.useFakeTimers();
    documentOpened();
    let started = false;
    void showFirstPage(Promise.resolve(BOOK)).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 10);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(true);
  });

  it('should let the app start at once when there is nothing to draw', async () => {
    const started = performance.now();
    // A book that is not a readable PDF (the entry's answer says so), or no answer.
    await showFirstPage(Promise.resolve(null));
    // A document that fails to open.
    opened.current = Promise.reject(new Error('unreadable'));
    await showFirstPage(Promise.resolve(BOOK));
    // A window in which the toolbar's height is not known.
    vi.stubGlobal('innerWidth', 900);
    documentOpened();
    await showFirstPage(Promise.resolve(BOOK));
    expect(performance.now() - started).toBeLessThan(FIRST_PAGE_WAIT_MS / 2);
    expect(document.getElementById('first-page')).toBeNull();
  });
});
