import { memo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { Copy, GripVertical, Trash2 } from 'lucide-react';
import type { BookPage } from '@folio/shared';
import { PageView } from '../../page-view/PageView';
import { useInView } from '../../page-view/useInView';

export const THUMB_WIDTH = 88;
const tool =
  'rounded bg-white/90 p-1 text-gray-700 shadow-sm ring-1 ring-gray-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-primary-600 disabled:text-gray-300';

interface Props {
  page: BookPage;
  index: number;
  current: boolean;
  size: { width: number; height: number };
  canDelete: boolean;
  onOpen: (index: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

/**
 * One page in the page list: its thumbnail (drawn only while on screen), a handle to drag it elsewhere
 * (mouse, or Space then arrows), duplicate and delete. Redrawn only when its page changes.
 */
export const PageThumb = memo(function PageThumb({ page, index, current, size, canDelete, onOpen, onDuplicate, onDelete }: Props) {
  const { t } = useTranslation('editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.id });
  const box = useRef<HTMLDivElement>(null);
  const visible = useInView(box);
  // The page's buttons are drawn only where they can be used (the current page, or under the pointer or the
  // keyboard focus): a long book then draws one set, not hundreds.
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const active = current || pointer || focus || isDragging;
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
  };
  const scale = THUMB_WIDTH / size.width;
  const label = t('pages.pageLabel', { n: index + 1, name: page.name });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx('group relative flex flex-col items-center gap-1 rounded-md p-1.5', current ? 'bg-primary-50 ring-2 ring-primary-500' : 'hover:bg-gray-100', isDragging && 'z-10 opacity-80 shadow-lg')}
      data-page-id={page.id}
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
    >
      <button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        className="flex w-full min-w-0 flex-col items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <div ref={box} className="overflow-hidden border border-gray-200 bg-white" style={{ width: THUMB_WIDTH, height: size.height * scale }}>
          {visible && <PageView page={page} size={size} scale={scale} />}
        </div>
        <span className="w-full truncate text-center text-xs text-gray-700">
          <span className="font-semibold tabular-nums">{index + 1}</span> {page.name}
        </span>
      </button>
      {active && (
        <div className="absolute inset-x-1 top-1 flex justify-between">
          <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('pages.move', { n: index + 1 })} title={t('pages.move', { n: index + 1 })} className={`${tool} cursor-grab`}>
            <GripVertical aria-hidden className="size-3.5" />
          </button>
          <span className="flex gap-0.5">
            <button type="button" onClick={() => onDuplicate(index)} aria-label={t('pages.duplicate', { n: index + 1 })} title={t('pages.duplicate', { n: index + 1 })} className={tool}>
              <Copy aria-hidden className="size-3.5" />
            </button>
            <button type="button" onClick={() => onDelete(index)} disabled={!canDelete} aria-label={t('pages.delete', { n: index + 1 })} title={t('pages.delete', { n: index + 1 })} className={`${tool} hover:text-danger-700`}>
              <Trash2 aria-hidden className="size-3.5" />
            </button>
          </span>
        </div>
      )}
    </li>
  );
});
