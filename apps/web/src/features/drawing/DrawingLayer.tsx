import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useDrawingSync } from './useDrawingSync';

// Konva comes with the canvas, in its own chunk, only once a page has drawings or the reader starts drawing.
const DrawingCanvas = lazy(() => import('./DrawingCanvas'));

/**
 * The reader's drawing layer over one page: width and height are the page's own size (CSS px), scale the
 * display scale. Keeps the book's drawings saved (server or browser) while any page of it is shown.
 */
export function DrawingLayer({ ebookId, pageId, width, height, scale }: { ebookId: string; pageId: string; width: number; height: number; scale: number }) {
  useDrawingSync(ebookId);
  const active = useAppSelector((s) => s.reader.selectedTool === 'draw');
  const hasShapes = useAppSelector((s) => (s.drawing.drawings[ebookId]?.[pageId]?.length ?? 0) > 0);
  if (!active && !hasShapes) return null;
  return (
    <Suspense fallback={null}>
      <DrawingCanvas ebookId={ebookId} pageId={pageId} width={width} height={height} scale={scale} active={active} />
    </Suspense>
  );
}
