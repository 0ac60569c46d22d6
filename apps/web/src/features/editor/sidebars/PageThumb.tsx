import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { Copy, GripVertical, Trash2 } from 'lucide-react';
import type { BookPage } from '@folio/shared';
import { PageView } from '../../page-view/PageView';
import { useDrawnWhenIdle } from './idleDrawing';
import { useVisibleInList, type ListVisibility } from './listVisibility';
import { PageMarks } from '../live/PageMarks';
import { PdfBackdrop } from '../pdf/PdfBackdrop';

const THUMB_WIDTH = 88;
/** A PDF book's thumbnails are drawn after the page on the canvas (pdf/PdfBackdrop.tsx). */
const THUMBS_AFTER = 1000;
const tool =
  'rounded bg-white/90 p-1 text-gray-700 shadow-sm ring-1 ring-gray-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-primary-600 disabled:text-gray-300';

interface Props {
  page: BookPage;
  index: number;
  current: boolean;
  size: { width: number; height: number };
  canDelete: boolean;
  /** A PDF book's page (decision 021): drawn over its PDF's page, and neither moved, duplicated nor deleted. */
  pdfPage: boolean;
  /** This page is being dragged to another place. */
  dragging: boolean;
  /** Which pages of the list are near its visible part. */
  visibility: ListVisibility | null;
  onOpen: (index: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  /** The list's translations (one subscription for the list, not one per page). */
  t: TFunction<'editor'>;
}

/**
 * One page in the page list: its thumbnail, a handle to drag it elsewhere (mouse, or Space then arrows),
 * duplicate and delete. Redrawn only when its page changes. A 300-page book lists every page, but only the
 * ones near the visible part of the list take part in drag and drop and draw their thumbnail, which is
 * drawn after the rest of the editor, one at a time when the browser is idle and no gesture runs (idleDrawing.ts).
 */
export const PageThumb = memo(function PageThumb({ page, index, current, size, canDelete, pdfPage, dragging, visibility, onOpen, onDuplicate, onDelete, t }: Props) {
  const [item, setItem] = useState<HTMLLIElement | null>(null);
  const itemRef = useRef<HTMLLIElement | null>(null);
  const setItemRefs = useCallback((node: HTMLLIElement | null) => {
    itemRef.current = node;
    setItem(node);
  }, []);
  const visible = useVisibleInList(visibility, item);
  const drawn = useDrawnWhenIdle(visible);
  // The page's buttons are drawn only where they can be used (the current page, or under the pointer or the
  // keyboard focus): a long book then draws one set, not hundreds.
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
  };
  // What drag and drop moves is the list item itself, so that it (and the focus in it) stays as it was when
  // the page becomes sortable or stops being so.
  const move = useCallback((transform: string, transition: string) => {
    if (!itemRef.current) return;
    itemRef.current.style.transform = transform;
    itemRef.current.style.transition = transition;
  }, []);
  const scale = THUMB_WIDTH / size.width;
  const label = t('pages.pageLabel', { n: index + 1, name: page.name });
  return (
    <li
      ref={setItemRefs}
      className={clsx('group relative flex flex-col items-center gap-1 rounded-md p-1.5', current ? 'bg-primary-50 ring-2 ring-primary-500' : 'hover:bg-gray-100', dragging && 'z-10 opacity-80 shadow-lg')}
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
        <div className="relative overflow-hidden border border-gray-200 bg-white" style={{ width: THUMB_WIDTH, height: size.height * scale }}>
          {drawn && pdfPage && <PdfBackdrop pageId={page.id} width={THUMB_WIDTH} height={size.height * scale} priority={THUMBS_AFTER + index} />}
          {drawn && <PageView page={page} size={size} scale={scale} overlay={pdfPage} />}
        </div>
        <span className="w-full truncate text-center text-xs text-gray-700">
          <span className="font-semibold tabular-nums">{index + 1}</span> {page.name}
        </span>
      </button>
      <PageMarks pageId={page.id} />
      {item && !pdfPage && (visible || focus || dragging) && (
        <SortablePage id={page.id} item={item} move={move} index={index} tools={current || pointer || focus || dragging} canDelete={canDelete} onDuplicate={onDuplicate} onDelete={onDelete} />
      )}
    </li>
  );
});

interface SortableProps {
  id: string;
  item: HTMLLIElement;
  move: (transform: string, transition: string) => void;
  index: number;
  /** Whether the page's buttons are drawn. */
  tools: boolean;
  canDelete: boolean;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

/** A page of the list as drag and drop knows it: its list item, moved while pages are dragged, and its buttons. */
function SortablePage({ id, item, move, index, tools, canDelete, onDuplicate, onDelete }: SortableProps) {
  const { t } = useTranslation('editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  useLayoutEffect(() => setNodeRef(item), [item, setNodeRef]);
  useLayoutEffect(() => move(CSS.Translate.toString(transform) ?? '', transition ?? ''), [move, transform, transition]);
  // Left in place when it stops being sortable.
  useLayoutEffect(() => () => move('', ''), [move]);
  if (!tools) return null;
  return (
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
  );
}
