import { randomUUID } from 'node:crypto';
import { PAGE_LAYOUT_DEFAULTS, type BookElement, type BookPage } from '@folio/shared';

/** Small builders for seeded pages made of real elements of the shared model (architecture.md §5), for books and templates alike. */
export type Size = { width: number; height: number };

export const el = (type: BookElement['type'], x: number, y: number, width: number, height: number, fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}): BookElement => ({
  id: randomUUID(),
  type,
  position: { x: Math.round(x), y: Math.round(y) },
  size: { width: Math.round(width), height: Math.round(height) },
  style,
  ...fields,
});

export const page = (name: string, elements: BookElement[], background = '#ffffff'): BookPage => ({ id: randomUUID(), name, elements, layout: { ...PAGE_LAYOUT_DEFAULTS }, style: { background } });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** Plain texts as the HTML of a text element, one paragraph each. */
export const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('');
/** Plain texts as a bulleted list. */
export const bullets = (...texts: string[]) => `<ul>${texts.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`;
export const tint = (hue: number, lightness: number, saturation = 70) => `hsl(${hue}, ${saturation}%, ${lightness}%)`;

/** WCAG's contrast of an HSL colour against white. */
function contrastOnWhite(hue: number, saturation: number, lightness: number): number {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

/**
 * A book's accent colour for text on white (headings): its hue as dark as it must be to be read, 4.5:1 at least
 * (WCAG AA for any size). Yellows and greens are bright at the lightness that suits blues and reds.
 */
export function readableTint(hue: number, saturation = 65): string {
  let lightness = 38;
  while (lightness > 15 && contrastOnWhite(hue, saturation, lightness) < 4.5) lightness -= 1;
  return tint(hue, lightness, saturation);
}
