import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { BookPage } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { safeColor } from '../../../elements/common/safe';
import { zoomIn, zoomOut } from '../../scale/scaleSlice';
import { selectCurrentPage, selectPageSize } from '../state/selectors';
import { CanvasContextMenu } from './CanvasContextMenu';
import { ElementNode } from './ElementNode';
import { useFocusOnPress } from './focusOnPress';
import { SelectionLayer } from './SelectionLayer';
import { PeersOnPage } from '../live/PeersOnPage';
import { PdfBackdrop, useEditorPdf } from '../pdf/PdfBackdrop';
import { useTouchGestures } from './useTouchGestures';

/**
 * The canvas: the current page at the editor's scale, and only its elements (a 300-page book mounts one
 * page). The page keeps its own size in CSS pixels and is scaled as a whole; its coordinates are left-based
 * in every language, so the page box is always left to right.
 */
export function Canvas() {
  const { t } = useTranslation('editor');
  const page = useAppSelector(selectCurrentPage);
  const size = useAppSelector(selectPageSize);
  const scale = useAppSelector((s) => s.scale.scale);
  const tool = useAppSelector((s) => s.editor.selectedTool);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const pdf = useEditorPdf();
  usePanAndZoom(area, tool === 'hand');
  useTouchGestures(area, frame);
  useFocusOnPress(area);

  if (!page) return <p className="m-auto text-sm text-gray-500">{t('canvas.noPage')}</p>;
  return (
    // `isolate`: the handles' high z-index stays inside the canvas, under dialogs and menus. `touch-none`: a pinch on
    // the canvas zooms the page (useTouchGestures), not the browser's view of the whole screen.
    <div
      ref={setArea}
      data-editor-canvas
      className={clsx('relative isolate size-full touch-none overflow-auto bg-gray-100', tool === 'hand' && 'cursor-grab active:cursor-grabbing')}
      role="region"
      // Focusable, so that the scroll area can be scrolled with the keyboard even on an empty page.
      tabIndex={0}
      aria-label={t('canvas.label', { name: page.name })}
    >
      <div className="flex min-h-full w-max min-w-full p-8">
        <div ref={setFrame} className="relative m-auto shrink-0 bg-white shadow-lg ring-1 ring-gray-200" style={{ width: size.width * scale, height: size.height * scale }}>
          <PdfBackdrop pageId={page.id} width={size.width * scale} height={size.height * scale} priority={0} />
          <PageBox page={page} size={size} scale={scale} overPdf={pdf !== null} />
          <PeersOnPage page={page} scale={scale} />
          <SelectionLayer page={page} size={size} scale={scale} area={area} frame={frame} />
        </div>
      </div>
      <CanvasContextMenu area={area} />
    </div>
  );
}

/** The page's elements at the editor's scale; over a PDF book's page (`overPdf`), on nothing of its own unless the author gave it a colour. */
function PageBox({ page, size, scale, overPdf }: { page: BookPage; size: { width: number; height: number }; scale: number; overPdf: boolean }) {
  const selectedIds = useAppSelector((s) => s.editor.selectedElements);
  const editingId = useAppSelector((s) => s.editor.editingElementId);
  return (
    <div
      dir="ltr"
      data-editor-page={page.id}
      className="absolute top-0 left-0 origin-top-left overflow-hidden text-start text-base/normal text-gray-900"
      style={{ width: size.width, height: size.height, transform: `scale(${scale})`, background: safeColor(page.style?.background) ?? (overPdf ? 'transparent' : '#ffffff') }}
    >
      {page.elements.map((element, index) => (
        <ElementNode key={element.id} element={element} index={index} editing={element.id === editingId} selected={selectedIds.includes(element.id)} />
      ))}
    </div>
  );
}

/**
 * Ctrl/Cmd + wheel zooms (instead of the browser zooming the whole screen); with the hand tool, dragging
 * the canvas scrolls it. A second finger leaves the scrolling to the pinch (useTouchGestures).
 */
function usePanAndZoom(area: HTMLElement | null, hand: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!area) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      dispatch(e.deltaY < 0 ? zoomIn() : zoomOut());
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, [area, dispatch]);

  useEffect(() => {
    if (!area || !hand) return;
    let from: { id: number; x: number; y: number; left: number; top: number } | null = null;
    const down = (e: PointerEvent) => {
      if (!e.isPrimary) {
        from = null;
        return;
      }
      from = { id: e.pointerId, x: e.clientX, y: e.clientY, left: area.scrollLeft, top: area.scrollTop };
      area.setPointerCapture(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (!from || e.pointerId !== from.id) return;
      area.scrollLeft = from.left - (e.clientX - from.x);
      area.scrollTop = from.top - (e.clientY - from.y);
    };
    const up = () => {
      from = null;
    };
    area.addEventListener('pointerdown', down);
    area.addEventListener('pointermove', move);
    area.addEventListener('pointerup', up);
    area.addEventListener('pointercancel', up);
    return () => {
      area.removeEventListener('pointerdown', down);
      area.removeEventListener('pointermove', move);
      area.removeEventListener('pointerup', up);
      area.removeEventListener('pointercancel', up);
    };
  }, [area, hand]);
}
