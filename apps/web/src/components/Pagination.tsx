import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The page numbers to show: all when few, else the first, the last and the current one's neighbours. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, page - 1);
  const to = Math.min(pageCount - 1, page + 1);
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}

export function Pagination({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const count = Math.max(1, pageCount);
  const button = 'grid h-8 min-w-8 place-items-center rounded-md px-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('table.pagination')} className="flex items-center gap-1">
      <button type="button" className={clsx(button, 'hover:bg-gray-100')} onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label={t('table.previous')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
      </button>
      {pageItems(page, count).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-gray-400">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('table.page', { page: item })}
            className={clsx(button, item === page ? 'bg-primary-600 text-white' : 'text-gray-700 hover:bg-gray-100')}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={clsx(button, 'hover:bg-gray-100')} onClick={() => onPageChange(page + 1)} disabled={page >= count} aria-label={t('table.next')}>
        <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}
