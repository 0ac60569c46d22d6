import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AArrowDown, AArrowUp, ChevronLeft, ChevronRight } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import type { ReadingItem } from '../read-aloud/readingOrder';
import { SidePanel } from '../SidePanel';
import { canGoNext, canGoPrevious, nextPage, previousPage } from '../readerSlice';
import { useReader } from '../useReader';
import { viewPages } from '../visibleWindow';

/** Text sizes offered, in CSS pixels: the smallest is already larger than a phone's view of an A4 page. */
const TEXT_SIZES = [16, 18, 21, 24, 28] as const;

/**
 * The words of the pages shown, in reading order and in large type, following the reader's page turns: on
 * a phone an A4 page's text is small, and a reader who would rather read than zoom reads it here (text of
 * PDF books too). The same words as read-aloud (`itemsFor`), so the two never disagree.
 */
export function PageText({ container, itemsFor, rtl, onClose }: { container: HTMLElement | null; itemsFor: (viewStart: number) => Promise<ReadingItem[]>; rtl: boolean; onClose: () => void }) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const reader = useReader((r) => r);
  // The words found, with the view they were found for: those of another view are not shown while the new ones load.
  const [found, setFound] = useState<{ view: number; items: ReadingItem[] } | null>(null);
  const [size, setSize] = useState<number>(TEXT_SIZES[2]);
  const shown = viewPages(reader.currentPage, reader.ebookData.pages.length, reader.isMobile);

  useEffect(() => {
    let current = true;
    const view = reader.currentPage;
    itemsFor(view).then(
      (items) => current && setFound({ view, items }),
      () => current && setFound({ view, items: [] }),
    );
    return () => {
      current = false;
    };
  }, [itemsFor, reader.currentPage]);
  const items = found?.view === reader.currentPage ? found.items : null;

  const step = (by: number) => setSize((s) => TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, TEXT_SIZES.indexOf(s as (typeof TEXT_SIZES)[number]) + by))]!);
  // In a right-to-left book the next page is to the left, as in the reader's bar.
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const button = 'grid size-9 place-items-center rounded-lg text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300 disabled:opacity-40';
  const pages = shown.map((i) => i + 1);

  return (
    <SidePanel container={container} side="end" width="w-[34rem] max-w-full" title={t('pageText.title')} description={t('pageText.description')} closeLabel={t('pageText.close')} onOpenChange={(open) => !open && onClose()}>
      <div className="flex items-center justify-between gap-2 border-b border-white/10 px-3 py-2">
        <div dir={rtl ? 'rtl' : 'ltr'} className="flex items-center gap-1">
          <button type="button" className={button} aria-label={t('toolbar.previousPage')} disabled={!canGoPrevious(reader)} onClick={() => dispatch(previousPage())}>
            <Back aria-hidden className="size-5" />
          </button>
          <span className="min-w-20 text-center text-sm tabular-nums" aria-live="polite">
            {pages.length > 1 ? t('pageText.pages', { from: pages[0], to: pages.at(-1) }) : t('pageText.page', { page: pages[0] })}
          </span>
          <button type="button" className={button} aria-label={t('toolbar.nextPage')} disabled={!canGoNext(reader)} onClick={() => dispatch(nextPage())}>
            <Forward aria-hidden className="size-5" />
          </button>
        </div>
        <div role="group" aria-label={t('pageText.size')} className="flex items-center gap-1">
          <button type="button" className={button} aria-label={t('pageText.smaller')} disabled={size === TEXT_SIZES[0]} onClick={() => step(-1)}>
            <AArrowDown aria-hidden className="size-5" />
          </button>
          <button type="button" className={button} aria-label={t('pageText.larger')} disabled={size === TEXT_SIZES.at(-1)} onClick={() => step(1)}>
            <AArrowUp aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto bg-white px-5 py-4 text-gray-900" data-testid="page-text" style={{ fontSize: size, lineHeight: 1.6 }} aria-busy={items === null}>
        {items === null ? (
          <p className="text-base text-gray-600">{t('pageText.loading')}</p>
        ) : items.length === 0 ? (
          <p className="text-base text-gray-600">{t('pageText.empty')}</p>
        ) : (
          items.map((item, i) => (
            <p key={`${item.id}-${i}`} dir="auto" className="mb-[0.8em]">
              {item.text}
            </p>
          ))
        )}
      </div>
    </SidePanel>
  );
}
