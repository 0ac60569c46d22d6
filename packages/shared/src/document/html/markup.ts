import { textStyle } from './safe.ts';

/** Small builders for the static HTML of elements: every text escaped, every attribute quoted and escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string) => escapeHtml(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const VOID = new Set(['img', 'br', 'hr', 'source', 'input', 'meta', 'link']);

/**
 * One element; void elements (img, br…) close themselves and hold nothing. The output is both HTML and
 * well-formed XML, so that an EPUB's XHTML pages are built by the same functions as any other static page.
 */
export function htmlTag(name: string, attrs: Record<string, string | number | boolean | undefined>, inner = ''): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${escapeAttr(v === true ? k : String(v))}"`)
    .join('');
  return VOID.has(name) ? `<${name}${list}/>` : `<${name}${list}>${inner}</${name}>`;
}

/** CSS text from property → value pairs, leaving out the empty ones. */
export const css = (props: Record<string, string | number | undefined>) =>
  Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}:${typeof v === 'number' && !['opacity', 'line-height', 'font-weight', 'z-index'].includes(k) ? `${v}px` : v}`)
    .join(';') || undefined;

/** The text styles of an element as CSS text (see textStyle). */
export function textCss(style: Record<string, unknown>): string | undefined {
  const s = textStyle(style);
  return css({
    'font-family': s.fontFamily,
    'font-size': s.fontSize,
    'font-weight': s.fontWeight,
    color: s.color,
    'text-align': s.textAlign,
    'line-height': s.lineHeight,
    'letter-spacing': s.letterSpacing,
  });
}
