import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookReading, PageRange } from '@folio/shared';
import { openingPagesOf, startOpening } from './opening';

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
    startOpening(book, { fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 2);
    expect(openingPagesOf(book)).toMatchObject({ from: 0, count: 2 });
    // Another answer of the same book (fetched again) starts its own.
    expect(openingPagesOf(reading())).toBeUndefined();
  });

  it('asks for one page on a phone, and nothing for a book without pages', () => {
    window.innerWidth = 400;
    const fetchRange = vi.fn(async () => range);
    startOpening(reading(), { fetchRange, token: null });
    startOpening(reading({}, []), { fetchRange, token: null });
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 1);
  });

  it('asks for no pages of a PDF book (its document opens instead)', () => {
    const fetchRange = vi.fn(async () => range);
    const book = reading({ book_type: 'pdf' }, []);
    startOpening(book, { fetchRange, token: null });
    expect(fetchRange).not.toHaveBeenCalled();
    expect(openingPagesOf(book)).toBeUndefined();
  });
});
