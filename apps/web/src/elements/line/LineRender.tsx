import type { RenderProps } from '../types';
import { ShapeSvg } from '../shape/ShapeSvg';

/** A straight horizontal stroke across its box. */
export function LineRender({ element }: RenderProps) {
  return <ShapeSvg kind="line" element={element} />;
}
