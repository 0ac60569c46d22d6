import type { BookElement } from '../page-schema.ts';
import { safeColor, safeNumber } from './safe.ts';

/**
 * The style every element shares, stored in `element.style`: rotation (degrees), opacity (0–1),
 * border { width, color, style }, shadow ('none' | 'sm' | 'md' | 'lg'), radius (px), and the editor's flags
 * locked and hidden. Read leniently: a bad value is as if it were not there.
 */
export const SHADOWS = ['none', 'sm', 'md', 'lg'] as const;
export type Shadow = (typeof SHADOWS)[number];
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export interface CommonStyle {
  rotation: number;
  opacity: number;
  border: { width: number; color: string; style: BorderStyle };
  shadow: Shadow;
  radius: number;
  locked: boolean;
  hidden: boolean;
}

const styleOf = (element: BookElement): Record<string, unknown> =>
  element.style && typeof element.style === 'object' ? element.style : {};

export function commonStyleOf(element: BookElement): CommonStyle {
  const s = styleOf(element);
  const border = (typeof s.border === 'object' && s.border !== null ? s.border : {}) as Record<string, unknown>;
  return {
    rotation: safeNumber(s.rotation, -360, 360) ?? 0,
    opacity: safeNumber(s.opacity, 0, 1) ?? 1,
    border: {
      width: safeNumber(border.width, 0, 100) ?? 0,
      color: safeColor(border.color) ?? '#111827',
      style: (BORDER_STYLES as readonly unknown[]).includes(border.style) ? (border.style as BorderStyle) : 'solid',
    },
    // `true` is what a hand-written page may say for "a shadow".
    shadow: s.shadow === true ? 'md' : (SHADOWS as readonly unknown[]).includes(s.shadow) ? (s.shadow as Shadow) : 'none',
    radius: safeNumber(s.radius, 0, 10_000) ?? 0,
    locked: s.locked === true,
    hidden: s.hidden === true,
  };
}

/** A drop shadow follows what is drawn (an ellipse, an arrow), not the element's box. */
export const SHADOW_FILTERS: Record<Shadow, string | undefined> = {
  none: undefined,
  sm: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.25))',
  md: 'drop-shadow(0 4px 6px rgb(0 0 0 / 0.25))',
  lg: 'drop-shadow(0 10px 15px rgb(0 0 0 / 0.3))',
};

/** The common style of a read element's box as CSS text; null for a hidden element, which is not drawn. */
export function boxCss(element: BookElement): string | null {
  const s = commonStyleOf(element);
  if (s.hidden) return null;
  const parts: [string, string | number | undefined][] = [
    ['box-sizing', 'border-box'],
    ['transform', s.rotation ? `rotate(${s.rotation}deg)` : undefined],
    ['opacity', s.opacity === 1 ? undefined : s.opacity],
    ['border', s.border.width ? `${s.border.width}px ${s.border.style} ${s.border.color}` : undefined],
    ['filter', SHADOW_FILTERS[s.shadow]],
    ['border-radius', s.radius ? `${s.radius}px` : undefined],
  ];
  return parts.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}:${String(v)}`).join(';');
}
