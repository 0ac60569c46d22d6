import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import type { BookPage } from '@folio/shared';
import { PageView } from '../page-view/PageView';
import { useFitScale } from '../page-view/useFitScale';

const THUMB_WIDTH = 112;

/**
 * A template's pages, read-only: the current page fitted to the space, page thumbnails to jump to any
 * page, and previous/next buttons. The parent gives it its height.
 */
export function TemplatePreview({ pages, size }: { pages: BookPage[]; size: { width: number; height: number } }) {
  const { t } = useTranslation('templates');
  const [current, setCurrent] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const scale = useFitScale(stage, size);
  const index = Math.min(current, Math.max(0, pages.length - 1));
  const page = pages[index];

  if (!page) return <p className="p-6 text-center text-gray-600">{t('preview.noPages')}</p>;
  return (
    <div className="flex size-full min-h-0 flex-col gap-3 md:flex-row">
      <nav aria-label={t('preview.pages')} className="order-last flex shrink-0 gap-3 overflow-x-auto p-1 md:order-first md:flex-col md:overflow-y-auto md:overflow-x-hidden">
        {pages.map((p, i) => (
          <button
            key={p.id}
            type="button"
            onClick={() => setCurrent(i)}
            aria-current={i === index ? 'page' : undefined}
            aria-label={t('preview.goToPage', { n: i + 1, name: p.name })}
            className={clsx('shrink-0 rounded-md p-1 text-xs text-gray-600 outline-offset-2', i === index ? 'bg-primary-100 ring-2 ring-primary-600' : 'hover:bg-gray-100')}
          >
            <PageView page={p} size={size} scale={THUMB_WIDTH / size.width} />
            <span className="mt-1 block">{i + 1}</span>
          </button>
        ))}
      </nav>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div ref={stage} className="grid min-h-0 flex-1 place-items-center overflow-hidden rounded-lg bg-gray-100" aria-label={t('preview.pageLabel', { n: index + 1, total: pages.length, name: page.name })} role="region">
          <PageView page={page} size={size} scale={scale} mode="static" />
        </div>
        <div className="mt-2 flex items-center justify-center gap-3 text-sm text-gray-700">
          <button type="button" className="rounded p-1.5 hover:bg-gray-200 disabled:opacity-40" onClick={() => setCurrent(index - 1)} disabled={index === 0} aria-label={t('preview.previous')}>
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <span>{t('preview.pageOf', { n: index + 1, total: pages.length })}</span>
          <button type="button" className="rounded p-1.5 hover:bg-gray-200 disabled:opacity-40" onClick={() => setCurrent(index + 1)} disabled={index >= pages.length - 1} aria-label={t('preview.next')}>
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </div>
    </div>
  );
}
