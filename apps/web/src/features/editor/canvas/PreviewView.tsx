import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageView } from '../../page-view/PageView';
import { useFitScale } from '../../page-view/useFitScale';
import { switchPage } from '../state/editorSlice';
import { selectBookPageSize, selectPages } from '../state/selectors';

/**
 * Preview mode (spec §3 isPreviewActive): the book as a reader meets it, one page at a time, drawn as the
 * reader draws it (PageView in read mode), so quizzes answer, cards flip, media play and a link to a page of
 * the book turns the preview to it. Leaving it returns to the page that was shown last.
 */
export function PreviewView() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const current = useAppSelector((s) => s.editor.currentPage);
  const bookSize = useAppSelector(selectBookPageSize);
  const [index, setIndex] = useState(current);
  const box = useRef<HTMLDivElement>(null);
  const page = pages[Math.min(index, pages.length - 1)];
  const size = page?.size ?? bookSize;
  const scale = useFitScale(box, size, 24);

  const go = (next: number) => {
    if (next < 0 || next >= pages.length) return;
    setIndex(next);
    dispatch(switchPage(next));
  };
  // The followed link leaves with its page: the keyboard goes on from the top of the page it led to.
  const follow = (next: number) => {
    go(next);
    box.current?.focus();
  };

  return (
    <section aria-label={t('preview.label')} className="flex size-full flex-col bg-gray-800">
      <div ref={box} tabIndex={-1} className="min-h-0 flex-1 overflow-auto outline-none">
        <div className="flex min-h-full w-max min-w-full p-6">
          {page && (
            <div className="m-auto shrink-0 shadow-2xl">
              <PageView page={page} size={size} scale={scale} mode="read" pages={pages} onNavigate={follow} />
            </div>
          )}
        </div>
      </div>
      <nav aria-label={t('preview.nav')} className="flex items-center justify-center gap-3 bg-gray-900 py-2 text-sm text-gray-100">
        <button type="button" onClick={() => go(index - 1)} disabled={index <= 0} aria-label={t('preview.previous')} className="rounded p-1.5 hover:bg-gray-700 disabled:opacity-40">
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <span aria-live="polite">{t('preview.pageOf', { n: index + 1, total: pages.length })}</span>
        <button type="button" onClick={() => go(index + 1)} disabled={index >= pages.length - 1} aria-label={t('preview.next')} className="rounded p-1.5 hover:bg-gray-700 disabled:opacity-40">
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
      </nav>
    </section>
  );
}
