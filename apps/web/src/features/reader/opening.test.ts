import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookReading, PageRange } from '@folio/shared';
import { openingPagesOf, startOpening, startOpeningPages } from './opening';

// A PDF book here starts loading pdf.js, and never draws.
vi.mock('pdfjs-dist', () => import('../../test/pdfjsStub'));

const reading = (over: Partial<BookReading['book']> = {}, pageIds = ['p1', 'p2', 'p3', 'p4']): BookReading =>
  ({
    book: { id: 'b1', title: 'A Book', book_type: 'ebook', page_count: pageIds.length, pdf_page_count: null, ...over },
    page_ids: pageIds,
    page_names: pageIds.map(() => ''),
    preview: false,
    preview_pages: 3,
    access: 'full',
    pdf_url: over.book_type === 'pdf' ? '/api/public/ebooks/b1/pdf' : null,
  }) as BookReading;

const range: PageRange = { from: 0, pages: [], next: null, readable: 4 };
const width = window.innerWidth;

afterEach(() => {
  window.innerWidth = width;
});

describe('opening a book as soon as it answers', () => {
  it("asks for the first spread's pages at once, and hands the request to the reader of that answer", () => {
    window.innerWidth = 1280;
    const fetchRange = vi.fn(async () => range);
    const book = reading();
    startOpening(book, { key: 'b1', fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 2);
    expect(openingPagesOf(book)).toMatchObject({ from: 0, count: 2 });
    // Another answer of the same book (fetched again) starts its own.
    expect(openingPagesOf(reading())).toBeUndefined();
  });

  it('asks for one page on a phone, and nothing for a book without pages', () => {
    window.innerWidth = 400;
    const fetchRange = vi.fn(async () => range);
    startOpening(reading(), { key: 'b1', fetchRange, token: null });
    startOpening(reading({}, []), { key: 'b1', fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 1);
  });

  it('asks for no pages of a PDF book (its document opens instead)', () => {
    const fetchRange = vi.fn(async () => range);
    const book = reading({ book_type: 'pdf' }, []);
    startOpening(book, { key: 'b1', fetchRange, token: null });
    expect(fetchRange).not.toHaveBeenCalled();
    expect(openingPagesOf(book)).toBeUndefined();
  });

  it("takes the first view's pages asked for with the book, instead of asking again", async () => {
    window.innerWidth = 1280;
    const early = vi.fn(async () => range);
    startOpeningPages('a-book', early);
    expect(early).toHaveBeenCalledExactlyOnceWith(0, 2);
    const fetchRange = vi.fn(async () => range);
    const book = reading({}, ['p1']);
    startOpening(book, { key: 'a-book', fetchRange, token: null });
    expect(fetchRange).not.toHaveBeenCalled();
    expect(openingPagesOf(book)).toMatchObject({ from: 0, count: 2 });
    await expect(openingPagesOf(book)!.answer).resolves.toBe(range);
    // Taken once: the same book answering again asks for its own pages.
    const again = reading({}, ['p1']);
    startOpening(again, { key: 'a-book', fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 1);
  });

  it("leaves pages asked for early unused when they are not the first view's, or the book is a PDF book", () => {
    window.innerWidth = 400;
    startOpeningPages('small', vi.fn(async () => range));
    window.innerWidth = 1280;
    const fetchRange = vi.fn(async () => range);
    // Asked for on a phone (one page), opened on a wide screen (a spread): the spread is asked for.
    startOpening(reading(), { key: 'small', fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 2);
    startOpeningPages('pdf-book', vi.fn(async () => range));
    const pdf = reading({ book_type: 'pdf' }, []);
    startOpening(pdf, { key: 'pdf-book', fetchRange, token: null });
    expect(openingPagesOf(pdf)).toBeUndefined();
  });
});

