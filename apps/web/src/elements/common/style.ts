import type { CSSProperties } from 'react';
import { commonStyleOf, SHADOW_FILTERS, type BookElement } from '@folio/shared';
import type { ElementMode } from '../types';

/** The common style (rotation, opacity, border, shadow, radius, locked, hidden) is read in the shared package (document/html/box.ts). */
export { BORDER_STYLES, SHADOWS, commonStyleOf, type CommonStyle } from '@folio/shared';

/**
 * The common style of an element's box: rotation, opacity, border, shadow, radius. A hidden element is not
 * drawn when reading (or in thumbnails) and drawn faded while editing, so that it can still be found.
 */
export function elementBoxStyle(element: BookElement, mode: ElementMode = 'read'): CSSProperties {
  const s = commonStyleOf(element);
  if (s.hidden && mode !== 'edit') return { display: 'none' };
  const opacity = s.hidden ? s.opacity * 0.35 : s.opacity;
  return {
    boxSizing: 'border-box',
    transform: s.rotation ? `rotate(${s.rotation}deg)` : undefined,
    opacity: opacity === 1 ? undefined : opacity,
    border: s.border.width ? `${s.border.width}px ${s.border.style} ${s.border.color}` : undefined,
    filter: SHADOW_FILTERS[s.shadow],
    borderRadius: s.radius || undefined,
  };
}
