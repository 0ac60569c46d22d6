import { elementFields } from '@folio/shared';
import type { RenderProps } from '../types';
import { ShapeSvg } from './ShapeSvg';

/** A rectangle, ellipse, line or arrow drawn in its box. */
export function ShapeRender({ element }: RenderProps) {
  return <ShapeSvg kind={elementFields('shape', element).shape} element={element} />;
}
