import { describe, expect, it } from 'vitest';
import type { BookReading } from '@folio/shared';
import { turnsRightToLeft } from './direction';
import { bookPages, pdfPageId, PREVIEW_END_ID, readerPages, totalPagesOf } from './readerBook';
import { shareLinks } from './ShareDialog';

const reading = (over: Partial<BookReading> & { type?: 'ebook' | 'pdf'; pageCount?: number; pdfPages?: number | null }): BookReading =>
  ({
    book: { id: 'b1', title: 'A Book', book_type: over.type ?? 'ebook', page_count: over.pageCount ?? 6, pdf_page_count: over.pdfPages ?? null },
    page_ids: ['p1', 'p2', 'p3'],
    page_names: ['', '', ''],
    preview: false,
    preview_pages: 3,
    access: 'full',
    pdf_url: null,
    ...over,
  }) as BookReading;

describe('the book in the reader', () => {
  const nameOf = (n: number) => `Page ${n}`;

  it('lays out an e-book by the ids of its pages and a PDF book by one page per PDF page, each named after its place', () => {
    expect(bookPages(reading({}), 0, nameOf)).toEqual([{ id: 'p1', name: 'Page 1' }, { id: 'p2', name: 'Page 2' }, { id: 'p3', name: 'Page 3' }]);
    expect(bookPages(reading({ type: 'pdf', page_ids: [] }), 3, nameOf).map((p) => p.id)).toEqual([pdfPageId(1), pdfPageId(2), pdfPageId(3)]);
  });

  it("shows an e-book page under its author's name when it has one", () => {
    expect(bookPages(reading({ page_names: ['Cover', '', 'The End'] }), 0, nameOf).map((p) => p.name)).toEqual(['Cover', 'Page 2', 'The End']);
  });

  it('puts the end card after the pages of a preview only', () => {
    const own = bookPages(reading({}), 0, nameOf);
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
    // One Arabic word in an English title leaves the book English; an Arabic title with a Latin name stays Arabic.
    expect(turnsRightToLeft('The word مكتبة means library', 'ltr')).toBe(false);
    expect(turnsRightToLeft('مكتبة المدينة Folio', 'ltr')).toBe(true);
  });

  it('shares the flipbook link and a frame that embeds it without the site chrome', () => {
    const { link, embed } = shareLinks('https://folio.example', 'b1', 'Tom & "Jerry" <3>');
    expect(link).toBe('https://folio.example/flipbooks/b1?ref=share');
    expect(embed).toContain('src="https://folio.example/flipbooks/b1?embed=1"');
    expect(embed).toContain('title="Tom &amp; &quot;Jerry&quot; &lt;3&gt;"');
    expect(embed).toMatch(/^<iframe [^>]*allowfullscreen[^>]*><\/iframe>$/);
  });
});
