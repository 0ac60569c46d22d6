import { useRef, useState } from 'react';
import { Layer, Line, Stage } from 'react-konva';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { showToast } from '../../components/showToast';
import { useTranslation } from 'react-i18next';
import { ANNOTATION_LIMITS, type DrawnShape, type ShapeAttrs } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addShape, deleteShape } from './drawingSlice';
import { dragLength, MIN_DRAG, noteDrawnOn, round, shapeFromDrag, type Point } from './geometry';
import { ShapeNode } from './ShapeNode';

const NO_SHAPES: DrawnShape[] = [];

type Gesture =
  | { kind: 'stroke'; id: string; points: number[] }
  | { kind: 'drag'; id: string; start: Point }
  | { kind: 'erase' };

/**
 * The Konva stage over one page (loaded on demand: see DrawingLayer). It is sized to the page as shown and
 * scaled, so shapes live in page coordinates and follow every zoom. It takes the pointer only while the
 * draw tool is on; otherwise the page under it stays clickable.
 */
export default function DrawingCanvas({ ebookId, pageId, width, height, scale, active }: {
  ebookId: string;
  pageId: string;
  width: number;
  height: number;
  scale: number;
  active: boolean;
}) {
  const { t } = useTranslation('annotations');
  const dispatch = useAppDispatch();
  const shapes: DrawnShape[] = useAppSelector((s) => s.drawing.drawings[ebookId]?.[pageId]) ?? NO_SHAPES;
  const tool = useAppSelector((s) => s.drawing.tool);
  const color = useAppSelector((s) => s.drawing.brushColor);
  const size = useAppSelector((s) => s.drawing.brushSize);
  const stroke = useRef<Konva.Line>(null);
  const gesture = useRef<Gesture | null>(null);
  const [draft, setDraft] = useState<DrawnShape | null>(null);

  const at = (event: KonvaEventObject<PointerEvent>): Point | null => event.target.getStage()?.getRelativePointerPosition() ?? null;

  const eraseAt = (event: KonvaEventObject<PointerEvent>) => {
    const stage = event.target.getStage();
    const pointer = stage?.getPointerPosition();
    const hit = pointer ? stage!.getIntersection(pointer) : null;
    const id = hit?.id();
    if (id && shapes.some((s) => s.id === id)) dispatch(deleteShape({ ebookId, pageId, id }));
  };

  const finish = (attrs: ShapeAttrs | null, id: string) => {
    gesture.current = null;
    setDraft(null);
    if (!attrs) return;
    dispatch(addShape({ ebookId, pageId, shape: { id, attrs } }));
    noteDrawnOn(ebookId, pageId);
  };

  const onDown = (event: KonvaEventObject<PointerEvent>) => {
    if (!active || (event.evt.pointerType === 'mouse' && event.evt.button !== 0)) return;
    const point = at(event);
    if (!point) return;
    if (tool === 'eraser') {
      gesture.current = { kind: 'erase' };
      eraseAt(event);
      return;
    }
    if (shapes.length >= ANNOTATION_LIMITS.shapesPerPage) {
      showToast('error', t('limits.shapes', { count: ANNOTATION_LIMITS.shapesPerPage }));
      return;
    }
    const id = crypto.randomUUID();
    if (tool === 'brush') {
      const points = [round(point.x), round(point.y), round(point.x), round(point.y)];
      gesture.current = { kind: 'stroke', id, points };
      setDraft({ id, attrs: { type: 'brush', points, stroke: color, strokeWidth: size } });
    } else {
      gesture.current = { kind: 'drag', id, start: point };
      setDraft({ id, attrs: shapeFromDrag(tool, point, point, color, size) });
    }
  };

  const onMove = (event: KonvaEventObject<PointerEvent>) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'erase') return eraseAt(event);
    const point = at(event);
    if (!point) return;
    if (g.kind === 'stroke') {
      const [lastX = 0, lastY = 0] = g.points.slice(-2);
      // Points closer than a screen pixel add size, not shape; a stroke stops growing at the limit.
      if (Math.hypot(point.x - lastX, point.y - lastY) * scale < 1 || g.points.length >= ANNOTATION_LIMITS.pointsPerStroke * 2) return;
      g.points.push(round(point.x), round(point.y));
      // The growing stroke is drawn by Konva directly: a React render per pointer move would copy every point.
      stroke.current?.points(g.points);
      stroke.current?.getLayer()?.batchDraw();
    } else if (tool !== 'brush' && tool !== 'eraser') {
      setDraft({ id: g.id, attrs: shapeFromDrag(tool, g.start, point, color, size) });
    }
  };

  const onUp = (event: KonvaEventObject<PointerEvent>) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'erase') {
      gesture.current = null;
      return;
    }
    if (g.kind === 'stroke') return finish({ type: 'brush', points: [...g.points], stroke: color, strokeWidth: size }, g.id);
    const end = at(event) ?? g.start;
    const kind = tool === 'brush' || tool === 'eraser' ? 'rectangle' : tool;
    finish(dragLength(g.start, end) >= MIN_DRAG ? shapeFromDrag(kind, g.start, end, color, size) : null, g.id);
  };

  return (
    <div
      dir="ltr"
      aria-hidden="true"
      data-testid={`drawing-layer-${pageId}`}
      className="absolute inset-0 z-10"
      style={{ pointerEvents: active ? 'auto' : 'none', touchAction: active ? 'none' : 'auto', cursor: active ? (tool === 'eraser' ? 'cell' : 'crosshair') : undefined, mixBlendMode: 'multiply' }}
    >
      <Stage
        width={width * scale}
        height={height * scale}
        scaleX={scale}
        scaleY={scale}
        listening={active}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerLeave={onUp}
      >
        <Layer>
          {shapes.map((shape) => (
            <ShapeNode key={shape.id} shape={shape} />
          ))}
          {draft?.attrs.type === 'brush' ? (
            <Line ref={stroke} points={draft.attrs.points} stroke={color} strokeWidth={size} tension={0.4} lineCap="round" lineJoin="round" globalCompositeOperation="multiply" listening={false} />
          ) : (
            draft && <ShapeNode shape={draft} />
          )}
        </Layer>
      </Stage>
    </div>
  );
}
