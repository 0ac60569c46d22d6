import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizeOf, type BookElement, type BookReading } from '@folio/shared';
import { useAppDispatch } from '../../app/hooks';
import { getElementDefinition } from '../../elements/registry';
import { readingItems, type ReadingItem } from './read-aloud/readingOrder';
import type { PdfState } from './pdf/usePdfDocument';
import { PageContentCache } from './pageContent';
import { resetToInitial, setEbookData } from './readerSlice';
import { bookPages, pdfPageId, PREVIEW_END_ID, readerPages, totalPagesOf } from './readerBook';
import { pageRangeFetcher } from './useReading';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

/** What read-aloud says for an element: its type's reading text (shapes and lines say nothing). */
const readingTextOf = (element: BookElement) => getElementDefinition(element.type)?.readingText?.(element) ?? '';

/**
 * The open book in the reader's state: its pages (the PDF's once it is open; the preview's end card after
 * them), the cache that fetches an e-book's page content by range as pages are shown, its page size, and the
 * text read aloud for a view. Leaving the book resets the reader.
 */
export function useBookPages(reading: BookReading, pdf: PdfState, rtl: boolean, anonymous: boolean) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const isMobile = useReader((r) => r.isMobile);
  const doc = pdf.status === 'ready' ? pdf.doc : null;

  const own = useMemo(() => bookPages(reading, doc?.numPages ?? 0, (n) => t('page.label', { n })), [reading, doc, t]);
  const pages = useMemo(() => readerPages(reading, own), [reading, own]);
  const content = useMemo(() => new PageContentCache(pageRangeFetcher(dispatch, reading.book.id, anonymous), reading.page_ids.length), [dispatch, reading, anonymous]);

  useEffect(() => {
    dispatch(setEbookData({ pages }));
  }, [dispatch, pages]);
  useEffect(() => () => void dispatch(resetToInitial()), [dispatch]);

  const size = reading.book.book_type === 'pdf' ? (pdf.status === 'ready' ? pdf.size : { width: 794, height: 1123 }) : pageSizeOf(reading.book);

  const itemsFor = useCallback(
    async (viewStart: number): Promise<ReadingItem[]> => {
      const shown = viewPages(viewStart, pages.length, isMobile).filter((i) => pages[i] && pages[i].id !== PREVIEW_END_ID);
      if (!doc) return readingItems(await content.load(shown), readingTextOf, rtl);
      const { pageText } = await import('./pdf/pdfjs');
      return Promise.all(shown.map(async (i) => ({ id: pdfPageId(i + 1), text: await pageText(doc, i + 1) })));
    },
    [pages, isMobile, doc, rtl, content],
  );

  return {
    ownPages: own,
    content,
    size,
    totalPages: totalPagesOf(reading, own.length),
    itemsFor,
  };
}
