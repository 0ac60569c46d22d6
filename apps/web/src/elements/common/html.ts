import { escapeAttr } from './richText';
import { textStyle } from './safe';

/** Small builders for the static HTML of elements: every text escaped, every attribute quoted and escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const VOID = new Set(['img', 'br', 'hr', 'source', 'input']);

/** One element; void elements (img, br…) get no closing tag and no content. */
export function htmlTag(name: string, attrs: Record<string, string | number | boolean | undefined>, inner = ''): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(String(v))}"`))
    .join('');
  return VOID.has(name) ? `<${name}${list}>` : `<${name}${list}>${inner}</${name}>`;
}

/** CSS text from property → value pairs, leaving out the empty ones. */
export const css = (props: Record<string, string | number | undefined>) =>
  Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}:${typeof v === 'number' && !['opacity', 'line-height', 'font-weight'].includes(k) ? `${v}px` : v}`)
    .join(';') || undefined;

/** The text styles of an element as CSS text (see textStyle). */
export function textCss(style: Record<string, unknown>): string | undefined {
  const s = textStyle(style);
  const value = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);
  return css({
    'font-family': value(s.fontFamily),
    'font-size': value(s.fontSize),
    'font-weight': value(s.fontWeight),
    color: value(s.color),
    'text-align': value(s.textAlign),
    'line-height': value(s.lineHeight),
    'letter-spacing': value(s.letterSpacing),
  });
}
