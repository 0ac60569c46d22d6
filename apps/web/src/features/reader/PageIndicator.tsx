import { useTranslation } from 'react-i18next';
import { PREVIEW_END_ID } from './readerBook';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

/**
 * 'Pages 3–4 of 24': the book's pages in view (the preview's end card is not a page of the book). While a PDF
 * is still opening (`loading`) its pages are not known yet: it says so, not that the preview has ended.
 */
export function PageIndicator({ totalPages, loading = false }: { totalPages: number; loading?: boolean }) {
  const { t } = useTranslation('reader');
  const currentPage = useReader((r) => r.currentPage);
  const isMobile = useReader((r) => r.isMobile);
  const pages = useReader((r) => r.ebookData.pages);
  const shown = viewPages(currentPage, pages.length, isMobile).filter((i) => pages[i]?.id !== PREVIEW_END_ID);
  const text = loading
    ? t('indicator.loading')
    : pages.length === 0
      ? t('indicator.none')
      : shown.length === 0
      ? t('indicator.previewEnd')
      : shown.length === 1
        ? t('indicator.page', { n: shown[0]! + 1, total: totalPages })
        : t('indicator.pages', { from: shown[0]! + 1, to: shown[shown.length - 1]! + 1, total: totalPages });
  return (
    <p aria-live="polite" data-testid="page-indicator" className="min-w-36 px-2 text-center text-sm font-medium text-slate-100 tabular-nums">
      {text}
    </p>
  );
}
