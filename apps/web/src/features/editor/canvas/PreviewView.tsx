import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BookPage } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ElementView } from '../../../elements/ElementView';
import { safeColor } from '../../../elements/common/safe';
import { useFitScale } from '../../templates/useFitScale';
import { switchPage } from '../state/editorSlice';
import { selectPages } from '../state/selectors';
import { FALLBACK_PAGE_SIZE } from './Canvas';

/**
 * Preview mode (spec §3 isPreviewActive): the book as a reader meets it, one page at a time, elements in read
 * mode, so quizzes answer, cards flip, media play and links go to their page. Leaving it returns to the page
 * that was shown last.
 */
export function PreviewView() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const current = useAppSelector((s) => s.editor.currentPage);
  const bookSize = useAppSelector((s) => s.editor.pageSize) ?? FALLBACK_PAGE_SIZE;
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

  return (
    <section aria-label={t('preview.label')} className="flex size-full flex-col bg-gray-800">
      <div ref={box} className="min-h-0 flex-1 overflow-auto">
        <div className="flex min-h-full w-max min-w-full p-6">{page && <ReadPage page={page} size={size} scale={scale} onNavigate={go} />}</div>
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

function ReadPage({ page, size, scale, onNavigate }: { page: BookPage; size: { width: number; height: number }; scale: number; onNavigate: (index: number) => void }) {
  return (
    <div className="relative m-auto shrink-0 overflow-hidden bg-white shadow-2xl" style={{ width: size.width * scale, height: size.height * scale }}>
      <div
        dir="ltr"
        className="absolute top-0 left-0 origin-top-left text-start text-base/normal text-gray-900"
        style={{ width: size.width, height: size.height, transform: `scale(${scale})`, background: safeColor(page.style?.background) ?? '#ffffff' }}
      >
        {page.elements.map((element) => (
          <div key={element.id} className="absolute" style={{ left: element.position.x, top: element.position.y, width: element.size.width, height: element.size.height }}>
            <ElementView element={element} mode="read" onNavigate={onNavigate} />
          </div>
        ))}
      </div>
    </div>
  );
}
