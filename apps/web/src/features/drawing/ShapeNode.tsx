import { memo } from 'react';
import { Arrow, Ellipse, Line, Rect } from 'react-konva';
import type { DrawnShape } from '@folio/shared';

/** Thin strokes are hard to hit with the eraser: the hit area is at least this wide (page px). */
const HIT_WIDTH = 12;
/** The inside of a box is part of its hit area, so the eraser takes it wherever it touches. */
const HIT_FILL = 'rgba(0,0,0,0)';

/** One drawn shape in page coordinates. Brush strokes multiply with what is under them, like a highlighter. */
export const ShapeNode = memo(function ShapeNode({ shape }: { shape: DrawnShape }) {
  const { attrs, id } = shape;
  const paint = { id, stroke: attrs.stroke, strokeWidth: attrs.strokeWidth, hitStrokeWidth: Math.max(HIT_WIDTH, attrs.strokeWidth), perfectDrawEnabled: false };
  switch (attrs.type) {
    case 'brush':
      return <Line {...paint} points={attrs.points} tension={0.4} lineCap="round" lineJoin="round" globalCompositeOperation="multiply" />;
    case 'line':
      return <Line {...paint} points={attrs.points} lineCap="round" />;
    case 'arrow':
      return <Arrow {...paint} points={attrs.points} fill={attrs.stroke} pointerLength={attrs.strokeWidth * 3 + 6} pointerWidth={attrs.strokeWidth * 3 + 6} lineCap="round" />;
    case 'rectangle':
      return <Rect {...paint} x={attrs.x} y={attrs.y} width={attrs.width} height={attrs.height} fill={HIT_FILL} />;
    case 'ellipse':
      return <Ellipse {...paint} x={attrs.x + attrs.width / 2} y={attrs.y + attrs.height / 2} radiusX={attrs.width / 2} radiusY={attrs.height / 2} fill={HIT_FILL} />;
  }
});
