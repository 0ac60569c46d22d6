import { describe, expect, it } from 'vitest';
import type { BookPage, BookReading } from '@folio/shared';
import { bookPages, pdfPageId, PREVIEW_END_ID, readerPages, totalPagesOf, turnsRightToLeft } from './readerBook';
import { shareLinks } from './ShareDialog';

const page = (id: string): BookPage => ({ id, name: id, elements: [], layout: { gutter: 50, columns: 2 }, style: {} });
const reading = (over: Partial<BookReading> & { type?: 'ebook' | 'pdf'; pageCount?: number; pdfPages?: number | null }): BookReading =>
  ({
    book: { id: 'b1', title: 'A Book', book_type: over.type ?? 'ebook', page_count: over.pageCount ?? 6, pdf_page_count: over.pdfPages ?? null },
    pages: [page('p1'), page('p2'), page('p3')],
    preview: false,
    preview_pages: 3,
    access: 'full',
    pdf_url: null,
    ...over,
  }) as BookReading;

describe('the book in the reader', () => {
  it('reads an e-book by its pages and a PDF book by one page per PDF page', () => {
    expect(bookPages(reading({}), 0).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(bookPages(reading({ type: 'pdf', pages: [] }), 3).map((p) => p.id)).toEqual([pdfPageId(1), pdfPageId(2), pdfPageId(3)]);
  });

  it('puts the end card after the pages of a preview only', () => {
    const own = bookPages(reading({}), 0);
    expect(readerPages(reading({}), own)).toHaveLength(3);
    expect(readerPages(reading({ preview: true, access: 'preview' }), own).map((p) => p.id)).toEqual(['p1', 'p2', 'p3', PREVIEW_END_ID]);
  });

  it('counts the whole book, not the preview', () => {
    expect(totalPagesOf(reading({ pageCount: 24 }), 3)).toBe(24);
    expect(totalPagesOf(reading({ type: 'pdf', pdfPages: 40 }), 4)).toBe(40);
    expect(totalPagesOf(reading({ pageCount: 0 }), 3)).toBe(3);
  });

  it('turns right to left for an Arabic title or the Arabic interface', () => {
    expect(turnsRightToLeft('The Little Lighthouse', 'ltr')).toBe(false);
    expect(turnsRightToLeft('المنارة الصغيرة', 'ltr')).toBe(true);
    expect(turnsRightToLeft('The Little Lighthouse', 'rtl')).toBe(true);
  });

  it('shares the flipbook link and a frame that embeds it without the site chrome', () => {
    const { link, embed } = shareLinks('https://folio.example', 'b1', 'Tom & "Jerry" <3>');
    expect(link).toBe('https://folio.example/flipbooks/b1');
    expect(embed).toContain('src="https://folio.example/flipbooks/b1?embed=1"');
    expect(embed).toContain('title="Tom &amp; &quot;Jerry&quot; &lt;3&gt;"');
    expect(embed).toMatch(/^<iframe [^>]*allowfullscreen[^>]*><\/iframe>$/);
  });
});
