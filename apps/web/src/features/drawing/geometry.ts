import type { BookDrawings, ShapeAttrs, ShapeType } from '@folio/shared';

export interface Point {
  x: number;
  y: number;
}

/** Page coordinates are kept to a tenth of a pixel: finer is invisible and only makes saves larger. */
export const round = (n: number) => Math.round(n * 10) / 10;

/** The shape a drag from `start` to `end` makes with a shape tool (not the brush, which collects points). */
export function shapeFromDrag(type: Exclude<ShapeType, 'brush'>, start: Point, end: Point, stroke: string, strokeWidth: number): ShapeAttrs {
  if (type === 'line' || type === 'arrow') return { type, points: [round(start.x), round(start.y), round(end.x), round(end.y)], stroke, strokeWidth };
  return {
    type,
    x: round(Math.min(start.x, end.x)),
    y: round(Math.min(start.y, end.y)),
    width: round(Math.abs(end.x - start.x)),
    height: round(Math.abs(end.y - start.y)),
    stroke,
    strokeWidth,
  };
}

/** A drag shorter than this (page px) is a slip, not a shape. */
export const MIN_DRAG = 3;
export const dragLength = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * The page whose last shape undo removes: the page of the visible spread drawn on most recently, else the
 * first visible page that has shapes. Undo acts where the reader's eyes are, never on a page out of sight.
 */
const drawnPages = new Map<string, string[]>();

export function noteDrawnOn(ebookId: string, pageId: string) {
  const order = (drawnPages.get(ebookId) ?? []).filter((id) => id !== pageId);
  order.push(pageId);
  drawnPages.set(ebookId, order);
}

export function undoTarget(ebookId: string, pageIds: string[], drawings: BookDrawings | undefined): string | null {
  const hasShapes = (pageId: string) => (drawings?.[pageId]?.length ?? 0) > 0;
  const order = drawnPages.get(ebookId) ?? [];
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const pageId = order[i]!;
    if (pageIds.includes(pageId) && hasShapes(pageId)) return pageId;
  }
  return pageIds.find(hasShapes) ?? null;
}
