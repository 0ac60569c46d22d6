import { useContext, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { pageName, usePdfPageLabels } from './pdf/pageLabels';
import { ReaderBook } from './ReaderContext';
import { PREVIEW_END_ID } from './readerBook';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

/**
 * 'Pages 3–4 of 24': the book's pages in view (the preview's end card is not a page of the book). While a PDF
 * is still opening (`loading`) its pages are not known yet: it says so, not that the preview has ended. A PDF with
 * page labels of its own names its pages by them, with their numbers beside ('Page iv (4 of 120)'), wherever a
 * label shown is not just the page's number.
 */
export function PageIndicator({ totalPages, loading = false }: { totalPages: number; loading?: boolean }) {
  const { t } = useTranslation('reader');
  const currentPage = useReader((r) => r.currentPage);
  const isMobile = useReader((r) => r.isMobile);
  const pages = useReader((r) => r.ebookData.pages);
  const labels = usePdfPageLabels(useContext(ReaderBook)?.pdf ?? null);
  const shown = viewPages(currentPage, pages.length, isMobile).filter((i) => pages[i]?.id !== PREVIEW_END_ID);
  const [first, last] = [shown[0]!, shown[shown.length - 1]!];
  const name = (index: number) => pageName(index, labels);
  const labelled = shown.some((index) => name(index) !== String(index + 1));
  // A label is the PDF's own text, in any script: isolated (bdi), it cannot reorder the words around it.
  let text: ReactNode;
  if (loading) text = t('indicator.loading');
  else if (pages.length === 0) text = t('indicator.none');
  else if (shown.length === 0) text = t('indicator.previewEnd');
  else if (shown.length === 1 && labelled) text = <Trans t={t} i18nKey="indicator.pageLabelled" values={{ label: name(first), n: first + 1, total: totalPages }} components={{ label: <bdi /> }} />;
  else if (shown.length === 1) text = t('indicator.page', { n: first + 1, total: totalPages });
  else if (labelled) text = <Trans t={t} i18nKey="indicator.pagesLabelled" values={{ fromLabel: name(first), toLabel: name(last), from: first + 1, to: last + 1, total: totalPages }} components={{ from: <bdi />, to: <bdi /> }} />;
  else text = t('indicator.pages', { from: first + 1, to: last + 1, total: totalPages });
  return (
    <p aria-live="polite" data-testid="page-indicator" className="min-w-36 px-2 text-center text-sm font-medium text-slate-100 tabular-nums">
      {text}
    </p>
  );
}
