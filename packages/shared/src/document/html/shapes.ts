import type { BookElement } from '../page-schema.ts';
import type { ShapeKind } from '../elements.ts';
import { htmlTag } from './markup.ts';
import { safeColor, safeNumber } from './safe.ts';

/**
 * The SVG of a shape in the element's own pixel size (the view box is the box, so strokes keep their width
 * whatever the size). One description serves the page (React) and static HTML.
 */
interface SvgPart {
  tag: 'rect' | 'ellipse' | 'line' | 'polygon';
  attrs: Record<string, string | number>;
}

const DEFAULT_INK = '#111827';

export function shapeParts(kind: ShapeKind, element: BookElement): SvgPart[] {
  const style = element.style ?? {};
  const w = Math.max(0, safeNumber(element.size.width, 0) ?? 0);
  const h = Math.max(0, safeNumber(element.size.height, 0) ?? 0);
  const fill = safeColor(style.fill);
  const stroke = safeColor(style.stroke);
  if (kind === 'line' || kind === 'arrow') {
    const ink = stroke ?? fill ?? DEFAULT_INK;
    const sw = safeNumber(style.strokeWidth, 0.5, 100) ?? 2;
    const y = h / 2;
    const head = kind === 'arrow' ? Math.min(Math.max(10, sw * 3.5), w / 2, Math.max(h, 10)) : 0;
    const line: SvgPart = { tag: 'line', attrs: { x1: 0, y1: y, x2: w - head * 0.8, y2: y, stroke: ink, 'stroke-width': sw, 'stroke-linecap': kind === 'arrow' ? 'butt' : 'round' } };
    if (!head) return [line];
    const points = `${w},${y} ${w - head},${y - head * 0.6} ${w - head},${y + head * 0.6}`;
    return [line, { tag: 'polygon', attrs: { points, fill: ink } }];
  }
  const sw = stroke ? (safeNumber(style.strokeWidth, 0, 100) ?? 1) : 0;
  const paint = { fill: fill ?? 'none', ...(sw ? { stroke: stroke!, 'stroke-width': sw } : {}) };
  if (kind === 'ellipse') {
    return [{ tag: 'ellipse', attrs: { cx: w / 2, cy: h / 2, rx: Math.max(0, (w - sw) / 2), ry: Math.max(0, (h - sw) / 2), ...paint } }];
  }
  const r = Math.min(safeNumber(style.radius, 0, 10_000) ?? 0, w / 2, h / 2);
  return [{ tag: 'rect', attrs: { x: sw / 2, y: sw / 2, width: Math.max(0, w - sw), height: Math.max(0, h - sw), rx: r, ry: r, ...paint } }];
}

export const viewBoxOf = (element: BookElement) =>
  `0 0 ${Math.max(0, safeNumber(element.size.width, 0) ?? 0)} ${Math.max(0, safeNumber(element.size.height, 0) ?? 0)}`;

export function shapeSvgHtml(kind: ShapeKind, element: BookElement): string {
  const parts = shapeParts(kind, element).map((p) => htmlTag(p.tag, p.attrs)).join('');
  return htmlTag('svg', { xmlns: 'http://www.w3.org/2000/svg', width: '100%', height: '100%', viewBox: viewBoxOf(element), preserveAspectRatio: 'none', 'aria-hidden': 'true', style: 'display:block;overflow:visible' }, parts);
}
