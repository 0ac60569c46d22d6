import { useCallback, useEffect, useMemo } from 'react';
import { migratePages, pageSizeOf, type BookElement, type BookPage, type BookReading } from '@folio/shared';
import { useAppDispatch } from '../../app/hooks';
import { getElementDefinition } from '../../elements/registry';
import { readingItems, type ReadingItem } from './read-aloud/readingOrder';
import type { PdfState } from './pdf/usePdfDocument';
import { resetToInitial, setEbookData } from './readerSlice';
import { bookPages, pdfPageId, PREVIEW_END_ID, readerPages, totalPagesOf } from './readerBook';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

/**
 * The open book in the reader's state: its pages (the PDF's once it is open; the preview's end card
 * after them), its page size, and the text read aloud for a view. Leaving the book resets the reader.
 */
/** What read-aloud says for an element: its type's reading text (shapes and lines say nothing). */
const readingTextOf = (element: BookElement) => getElementDefinition(element.type)?.readingText?.(element) ?? '';

export function useBookPages(reading: BookReading, pdf: PdfState, rtl: boolean) {
  const dispatch = useAppDispatch();
  const isMobile = useReader((r) => r.isMobile);
  const doc = pdf.status === 'ready' ? pdf.doc : null;

  // Pages of any stored format open in today's (migration steps are idempotent, so starting at 0 is safe).
  const own = useMemo<BookPage[] | null>(() => {
    try {
      return bookPages({ ...reading, pages: migratePages(reading.pages, 0) }, doc?.numPages ?? 0);
    } catch {
      return null;
    }
  }, [reading, doc]);
  const pages = useMemo(() => (own ? readerPages(reading, own) : []), [reading, own]);

  useEffect(() => {
    dispatch(setEbookData({ pages }));
  }, [dispatch, pages]);
  useEffect(() => () => void dispatch(resetToInitial()), [dispatch]);

  const size = reading.book.book_type === 'pdf' ? (pdf.status === 'ready' ? pdf.size : { width: 794, height: 1123 }) : pageSizeOf(reading.book);

  const itemsFor = useCallback(
    async (viewStart: number): Promise<ReadingItem[]> => {
      const shown = viewPages(viewStart, pages.length, isMobile).filter((i) => pages[i] && pages[i].id !== PREVIEW_END_ID);
      if (!doc) return readingItems(shown.map((i) => pages[i]!), readingTextOf, rtl);
      const { pageText } = await import('./pdf/pdfjs');
      return Promise.all(shown.map(async (i) => ({ id: pdfPageId(i + 1), text: await pageText(doc, i + 1) })));
    },
    [pages, isMobile, doc, rtl],
  );

  return {
    /** null when the stored pages cannot be read. */
    ownPages: own,
    size,
    totalPages: totalPagesOf(reading, own?.length ?? 0),
    itemsFor,
  };
}
