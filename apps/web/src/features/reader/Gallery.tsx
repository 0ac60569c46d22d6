import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useAppDispatch } from '../../app/hooks';
import { useInView } from '../page-view/useInView';
import { goToPage, toggleGallery } from './readerSlice';
import { pageName, usePdfPageLabels } from './pdf/pageLabels';
import { PageSurface } from './ReaderPage';
import { SidePanel } from './SidePanel';
import { useReaderBook } from './ReaderContext';
import { PREVIEW_END_ID } from './readerBook';
import { viewPages } from './visibleWindow';
import { useReader } from './useReader';

const THUMB_WIDTH = 132;

/** A thumbnail drawn only once it scrolls near the gallery's viewport: 500 pages cost 500 empty buttons. */
function LazyThumb({ index, scale, root }: { index: number; scale: number; root: HTMLElement | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { root, margin: '300px 0px' });
  return (
    // A picture of the page only: nothing inside the button can take focus or be announced twice.
    <div ref={ref} className="size-full" inert aria-hidden>
      {near && <PageSurface index={index} scale={scale} mode="thumbnail" />}
    </div>
  );
}

/** Thumbnails of every page, to jump to one (spec §2 gallery); drawn inside the reader so that it shows in full screen. */
export function Gallery({ container }: { container: HTMLElement | null }) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const book = useReaderBook();
  // A PDF's own page labels (i, ii, 1…) name its thumbnails, as they name its pages in the page indicator.
  const labels = usePdfPageLabels(book.pdf);
  const pages = useReader((r) => r.ebookData.pages);
  const currentPage = useReader((r) => r.currentPage);
  const isMobile = useReader((r) => r.isMobile);
  const [list, setList] = useState<HTMLElement | null>(null);
  const scale = THUMB_WIDTH / book.size.width;
  const inView = new Set(viewPages(currentPage, pages.length, isMobile));

  return (
    <SidePanel
      container={container}
      side="start"
      width="w-[min(22rem,100vw)]"
      title={t('gallery.title')}
      description={t('gallery.description')}
      closeLabel={t('gallery.close')}
      onOpenChange={(next) => dispatch(toggleGallery(next))}
    >
          <ul ref={setList} className="grid flex-1 grid-cols-2 content-start gap-x-3 gap-y-4 overflow-y-auto p-4" data-testid="gallery">
            {pages.map((page, index) => {
              const isEnd = page.id === PREVIEW_END_ID;
              const label = isEnd ? t('preview.endLabel') : t('gallery.goTo', { n: pageName(index, labels) });
              return (
                <li key={page.id}>
                  <button
                    type="button"
                    aria-label={label}
                    aria-current={inView.has(index) ? 'page' : undefined}
                    onClick={() => {
                      dispatch(goToPage(index));
                      dispatch(toggleGallery(false));
                    }}
                    className="group flex w-full flex-col items-center gap-1.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300"
                  >
                    <span
                      className={clsx('block overflow-hidden rounded-sm bg-white shadow ring-2 transition', inView.has(index) ? 'ring-primary-300' : 'ring-transparent group-hover:ring-white/40')}
                      style={{ width: THUMB_WIDTH, height: book.size.height * scale }}
                    >
                      <LazyThumb index={index} scale={scale} root={list} />
                    </span>
                    <span aria-hidden className="text-xs text-slate-300 tabular-nums">{isEnd ? '·' : pageName(index, labels)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
    </SidePanel>
  );
}
