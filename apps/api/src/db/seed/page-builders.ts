import { randomUUID } from 'node:crypto';
import { PAGE_LAYOUT_DEFAULTS, type BookElement, type BookPage } from '@folio/shared';

/** Small builders for seeded pages made of real elements of the shared model (DESIGN.md §5), for books and templates alike. */
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
