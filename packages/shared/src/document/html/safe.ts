import { CSS_COLOR, CSS_FONT_FAMILY, TEXT_ALIGNS } from '../rich-text.ts';

/**
 * Books and templates are written by any signed-in user, so everything an element carries is untrusted:
 * only values of a known harmless shape reach a page (the reader's, or a static one). Colours are hex,
 * rgb()/hsl() or a colour name (never url(), so that a style cannot load anything); numbers must be finite;
 * images come from this site only, so that a page never calls a third party with the reader's address
 * (architecture.md §11).
 */
export const safeColor = (value: unknown): string | undefined => (typeof value === 'string' && CSS_COLOR.test(value.trim()) ? value.trim() : undefined);

export const safeNumber = (value: unknown, min = -100_000, max = 100_000): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : undefined;

/** A same-site path such as /uploads/image/…; anything else (other hosts, data:, javascript:) is refused. */
export const safeImageSrc = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./%]+$/.test(value) && !value.includes('..') ? value : undefined;

/**
 * Sound and video: files on this site only (uploaded, or a same-site path). The CSP's media-src is 'self'
 * (architecture.md §11: nothing loads from third parties), so an address elsewhere could never play; videos of
 * other sites come through the allow-listed embeds instead.
 */
export const safeMediaSrc = (value: unknown): string | undefined => safeImageSrc(value);

/** Font families are names and generic families only: no url(), quotes kept simple. */
const safeFontFamily = (value: unknown): string | undefined => (typeof value === 'string' && CSS_FONT_FAMILY.test(value) ? value : undefined);

const WEIGHT = /^(normal|bold|[1-9]00)$/;

export type TextAlign = (typeof TEXT_ALIGNS)[number];
export const safeAlign = (value: unknown): TextAlign | undefined => ((TEXT_ALIGNS as readonly unknown[]).includes(value) ? (value as TextAlign) : undefined);

export interface TextStyle {
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: string;
  color?: string;
  textAlign?: TextAlign;
  lineHeight?: number;
  letterSpacing?: number;
}

/** The text styles of an element (font family, size, weight, colour, alignment, line height, letter spacing). */
export function textStyle(style: Record<string, unknown>): TextStyle {
  const weight = typeof style.fontWeight === 'number' || typeof style.fontWeight === 'string' ? String(style.fontWeight) : '';
  return {
    fontFamily: safeFontFamily(style.fontFamily),
    fontSize: safeNumber(style.fontSize, 4, 400),
    fontWeight: WEIGHT.test(weight) ? weight : undefined,
    color: safeColor(style.color),
    textAlign: safeAlign(style.textAlign),
    lineHeight: safeNumber(style.lineHeight, 0.5, 5),
    letterSpacing: safeNumber(style.letterSpacing, -10, 50),
  };
}
