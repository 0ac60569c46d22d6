import { createElement } from 'react';
import type { BookElement, ShapeKind } from '@folio/shared';
import { shapeParts, viewBoxOf } from '@folio/shared';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** A shape drawn as SVG; decorative, so hidden from screen readers. */
export function ShapeSvg({ kind, element }: { kind: ShapeKind; element: BookElement }) {
  return (
    <svg width="100%" height="100%" viewBox={viewBoxOf(element)} preserveAspectRatio="none" aria-hidden focusable="false" className="block overflow-visible" data-shape={kind}>
      {shapeParts(kind, element).map((part, i) => createElement(part.tag, { key: i, ...Object.fromEntries(Object.entries(part.attrs).map(([k, v]) => [camel(k), v])) }))}
    </svg>
  );
}
