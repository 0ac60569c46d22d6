import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { pageSizeOf, type BookReading } from '@folio/shared';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { readingTextOf } from '../../elements/readingText';
import { readingItems, type ReadingItem } from './read-aloud/readingOrder';
import type { PdfState } from './pdf/usePdfDocument';
import { openingPagesOf } from './opening';
import { PageContentCache, type FetchPageRange } from './pageContent';
import { resetToInitial, setEbookData, setWidth } from './readerSlice';
import { bookPages, pdfPageId, PREVIEW_END_ID, readerPages, totalPagesOf } from './readerBook';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

/**
 * The open book in the reader's state: its pages (the PDF's once it is open; the preview's end card after
 * them), the cache that fetches an e-book's page content by range as pages are shown, its page size, and the
 * text read aloud for a view. Leaving the book resets the reader. `fetchRange` reads pages of the book: from the
 * API on the site, from the package in the offline reader.
 */
export function useBookPages(reading: BookReading, pdf: PdfState, rtl: boolean, fetchRange: FetchPageRange, startPage: number | null) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const isMobile = useReader((r) => r.isMobile);
  const doc = pdf.status === 'ready' ? pdf.doc : null;

  const own = useMemo(() => bookPages(reading, doc?.numPages ?? 0, (n) => t('page.label', { n })), [reading, doc, t]);
  // A PDF book's pages are not known before its document is open: no end card of a preview stands alone meanwhile.
  const pdfPending = reading.book.book_type === 'pdf' && !doc && pdf.status !== 'error';
  const pages = useMemo(() => (pdfPending ? [] : readerPages(reading, own)), [reading, own, pdfPending]);
  const content = useMemo(() => {
    const cache = new PageContentCache(fetchRange, reading.page_ids.length);
    // The first view's pages left when the book answered: the cache waits for them rather than asking again.
    const opening = openingPagesOf(reading);
    if (opening) cache.prime(opening.from, opening.count, opening.answer);
    return cache;
  }, [fetchRange, reading]);

  // The book opens at the address's page (?page=, from 1) once its pages are known; a later new list of the same
  // pages (the interface's language renames them) keeps the reader where they are.
  const start = useRef(startPage);
  const opened = useRef(false);
  useEffect(() => {
    const page = opened.current ? store.getState().reader.currentPage : start.current === null ? 0 : start.current - 1;
    // The view the page falls in depends on the width (one page on a phone, a spread elsewhere), and the
    // screen's own width effect runs after this one (effects run child first): ?page=2 on a phone is page 2.
    if (!opened.current && typeof window !== 'undefined') dispatch(setWidth(window.innerWidth));
    dispatch(setEbookData({ pages, page }));
    if (pages.length > 0) opened.current = true;
  }, [dispatch, pages, store]);
  /** The reader's state holds these pages (and the page the book opened at): what follows the page may start. */
  const inStore = useReader((r) => r.ebookData.pages === pages) && pages.length > 0;
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
    inStore,
    ownPages: own,
    content,
    size,
    totalPages: totalPagesOf(reading, own.length),
    itemsFor,
  };
}
